import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a session cookie or a password-reset link (docs/permissions.md, docs/operations.md). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token: a leaked table lets nobody in. Node's one-shot
 * hash, as every logged-in request makes one: 0.3 µs where a Hash object took 0.8–1.6.
 */
export const hashSecretToken = (token: string) => hash('sha256', token, 'hex');
