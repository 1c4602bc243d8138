import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a session cookie or a password-reset link (docs/permissions.md, docs/operations.md). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token: a leaked table lets nobody in. Node's one-shot
 * hash, as every logged-in request makes one: 0.3 µs where a Hash object took 0.8–1.6.
 */
export const hashSecretToken = (token: string) => hash('sha256', token, 'hex');

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from a phone's screen is not mistaken. */
const DOOR_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DOOR_CODE_LENGTH = 12;

/**
 * A reservation's code at the door (docs/door.md): 12 characters of 5 random bits each, 60 bits, too
 * many to guess one of a night's few hundred. A byte's low five bits are uniform, as 256 is 8 × 32.
 */
export const newDoorCode = () => [...randomBytes(DOOR_CODE_LENGTH)].map((byte) => DOOR_CODE_ALPHABET[byte & 31]).join('');
