import type { BriefcastDb } from '../drafts/db.ts';

/**
 * How long a claim on a draft lasts unrenewed. A tab that closes mid-upload leaves its claim
 * behind; another tab or the service worker takes the draft over after this.
 */
export const CLAIM_TTL_MS = 30_000;

/**
 * Claims a saved draft for one uploader (a tab's engine, or the service worker's), so two never
 * send one file at once: each would open its own upload and the server keeps only the newest,
 * so they would undo each other. IndexedDB runs read-write transactions on one store one at a
 * time, across tabs and workers, so the check and the claim cannot interleave. Renewing is
 * claiming again. Whether the draft is now this holder's.
 */
export async function claimDraft(
  db: BriefcastDb,
  draftId: string,
  holder: string,
  now: number,
): Promise<boolean> {
  return db.transaction('rw', db.drafts, async () => {
    const draft = await db.drafts.get(draftId);
    const sync = draft?.sync;
    if (!sync) return false;
    const claim = sync.claim;
    if (claim && claim.holder !== holder && claim.until > now) return false;
    await db.drafts.update(draftId, {
      sync: { ...sync, claim: { holder, until: now + CLAIM_TTL_MS } },
    });
    return true;
  });
}

/** Lets go of a draft this holder claimed (one that is gone, or not its own, is left alone). */
export async function releaseDraft(db: BriefcastDb, draftId: string, holder: string) {
  await db.transaction('rw', db.drafts, async () => {
    const draft = await db.drafts.get(draftId);
    const sync = draft?.sync;
    if (sync?.claim?.holder === holder)
      await db.drafts.update(draftId, { sync: { ...sync, claim: null } });
  });
}
