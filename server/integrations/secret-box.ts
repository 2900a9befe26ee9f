import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Seals a secret with AES-256-GCM under the server's INTEGRATIONS_KEY: `v1.<iv>.<tag>.<data>`
 * (base64url). `context` (advisor and provider, or webhook id) is bound in as associated data,
 * so a sealed value copied into another row does not open there.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** Opens what `seal` made; throws when the key, context or bytes differ (GCM's tag check). */
export function open(key: Buffer, sealed: string, context: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) {
    throw new Error('Not a sealed secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  return plain.toString('utf8');
}

/** Moves a sealed secret from one key to another, in the same context. */
export const reseal = (current: Buffer, next: Buffer, sealed: string, context: string): string =>
  seal(next, open(current, sealed, context), context);

/** What the browser may see of a secret: its last four characters. */
export const maskSecret = (secret: string): string => `••••${secret.slice(-4)}`;
