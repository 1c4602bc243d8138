import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { executeOn } from '../outbox/outbox';
import { FederationKey } from './federation.entity';

/** RSA first: Mastodon reads the actor's first key (`publicKey`) for HTTP Signatures; Ed25519 signs Object Integrity Proofs. */
const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

/** The pairs as read once per process: they never change once made. */
const loaded = new WeakMap<MikroORM, Promise<CryptoKeyPair[]>>();

/**
 * The association's key pairs, made the first time any instance needs them and kept in the
 * database: two instances that make them at once both insert, the database keeps the first, and
 * both then use what it kept.
 */
export function federationKeyPairs(orm: MikroORM): Promise<CryptoKeyPair[]> {
  let pairs = loaded.get(orm);
  if (!pairs) {
    pairs = readOrMake(orm);
    loaded.set(orm, pairs);
    // A failure (the database away) is not kept: the next request tries again.
    pairs.catch(() => loaded.delete(orm));
  }
  return pairs;
}

async function readOrMake(orm: MikroORM): Promise<CryptoKeyPair[]> {
  const em = orm.em.fork() as SqlEntityManager;
  const execute = executeOn(em);
  const read = async () => new Map((await execute('select algorithm, public_key, private_key from federation_key', [])).map((row) => [String(row.algorithm), row]));
  let rows = await read();
  const missing = ALGORITHMS.filter((algorithm) => !rows.has(algorithm));
  if (missing.length > 0) {
    for (const algorithm of missing) {
      const pair = await generateCryptoKeyPair(algorithm);
      await em
        .createQueryBuilder(FederationKey)
        .insert({ algorithm, publicKey: JSON.stringify(await exportJwk(pair.publicKey)), privateKey: JSON.stringify(await exportJwk(pair.privateKey)), createdAt: new Date() })
        .onConflict('algorithm')
        .ignore()
        .execute();
    }
    rows = await read();
  }
  return Promise.all(
    ALGORITHMS.map(async (algorithm) => {
      const row = rows.get(algorithm)!;
      return {
        publicKey: await importJwk(JSON.parse(String(row.public_key)), 'public'),
        privateKey: await importJwk(JSON.parse(String(row.private_key)), 'private'),
      };
    }),
  );
}
