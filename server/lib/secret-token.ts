import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a session cookie or a password-reset link (docs/permissions.md, docs/operations.md). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: a leaked table lets nobody in. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
