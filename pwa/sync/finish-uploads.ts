import type { BriefcastDb } from '../drafts/db.ts';
import { CLAIM_TTL_MS } from './draft-claim.ts';
import { linkCrmContact } from './link-crm-contact.ts';
import { SyncEngine } from './sync-engine.ts';

/** How long one wake-up keeps trying: Chromium ends a sync event after three minutes. */
const GIVE_UP_AFTER_MS = 150_000;

/**
 * The service worker's Background Sync: sends every saved draft on this device, for each
 * advisor who has one, with the tab's own engine. A draft a tab is still sending (its claim
 * renewed) is waited for: once that tab closes, its claim lapses and the draft is taken over.
 * Resolves when none is left; rejects otherwise, so the browser wakes the worker again later.
 */
export async function finishUploads(db: BriefcastDb): Promise<void> {
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    const saved = (await db.drafts.toArray()).filter((draft) => draft.sync && !draft.sync.error);
    if (saved.length === 0) return;
    const advisors = [...new Set(saved.map((draft) => draft.advisorId))];
    await Promise.all(
      advisors.map(async (advisorId) => {
        const engine = new SyncEngine(db, advisorId, {
          holder: 'service-worker',
          afterUpload: linkCrmContact,
        });
        try {
          await engine.syncAll();
        } finally {
          // Retries belong to the browser's next wake-up, not to timers in a worker it may stop.
          engine.stop();
        }
      }),
    );
    if (Date.now() + CLAIM_TTL_MS / 3 > deadline) throw new Error('uploads are still queued');
    await new Promise((resolve) => setTimeout(resolve, CLAIM_TTL_MS / 3));
  }
}
