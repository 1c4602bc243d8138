import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's argon2id baseline (docs/permissions.md): 19 MiB, 2 passes, 1 lane. */
const PARAMETERS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

async function derive(password: string, nonce: Buffer, parameters: typeof PARAMETERS): Promise<Buffer> {
  return argon2Async('argon2id', { message: password, nonce, ...parameters });
}

/** Returns a PHC string, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  return phcString(nonce, await derive(password, nonce, PARAMETERS));
}

function phcString(nonce: Buffer, hash: Buffer): string {
  const { memory, passes, parallelism } = PARAMETERS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${nonce.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, nonce, expected] = match as unknown as [string, string, string, string, string, string];
  const expectedHash = Buffer.from(expected, 'base64url');
  const actual = await derive(password, Buffer.from(nonce, 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedHash.length,
  } as typeof PARAMETERS);
  return timingSafeEqual(actual, expectedHash);
}

/**
 * A hash to verify against when the e-mail is unknown, so response time does not reveal accounts.
 * Random bytes in place of a derived hash cost the same to verify and match no password; deriving
 * one at start-up would cost a cold start 19 MiB of memory the allocator keeps.
 */
export const decoyHash = phcString(randomBytes(16), randomBytes(PARAMETERS.tagLength));
