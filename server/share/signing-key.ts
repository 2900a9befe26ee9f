import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { findSigningKey, insertSigningKeyIfMissing } from './repo.ts';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A 256-bit secret kept in the database: made by whichever process asks first (the insert
 * ignores a concurrent twin, then everyone reads the one that won), so every web process signs
 * and checks share tokens with the same key, without an operator having to configure one.
 */
export function signingKey(db: Db, clock: Clock, name: string): Promise<Buffer> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      const fresh = randomBytes(32).toString('base64url');
      await insertSigningKeyIfMissing(db, {
        name,
        secret: fresh,
        createdAt: clock.now().toISOString(),
      });
      return Buffer.from(await findSigningKey(db, name), 'base64url');
    })();
    // A failed read (database down) must not be remembered for the life of the process.
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}
