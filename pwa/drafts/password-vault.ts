import type { BriefcastDb, SealedPassword } from './db.ts';

const KEY_ID = 'draft-passwords';

/**
 * This device's key for video passwords waiting to be sent: AES-GCM, made here, and
 * non-extractable, so no script (ours included) can read it out, only use it. Made on first
 * use; the first of two tabs to store it wins and both use that one.
 */
async function deviceKey(db: BriefcastDb): Promise<CryptoKey> {
  const stored = await db.keys.get(KEY_ID);
  if (stored) return stored.key;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await db.keys.add({ id: KEY_ID, key }).catch(() => undefined);
  const kept = await db.keys.get(KEY_ID);
  return kept?.key ?? key;
}

/** The password encrypted for storing with a draft. */
export async function sealPassword(db: BriefcastDb, password: string): Promise<SealedPassword> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await deviceKey(db),
    new TextEncoder().encode(password),
  );
  return { iv, data };
}

/** The password back; null when it cannot be (the key was lost with the site's data). */
export async function openPassword(
  db: BriefcastDb,
  sealed: SealedPassword,
): Promise<string | null> {
  const key = await db.keys.get(KEY_ID);
  if (!key) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv },
      key.key,
      sealed.data,
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
