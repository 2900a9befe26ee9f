import type { FirmSettingsView } from '../../shared/api/compliance.ts';
import type { ScreeningPolicyInput } from '../../shared/schemas/compliance.ts';
import { appendAudit } from '../audit/service.ts';
import type { Db } from '../db/connect.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { screenedVideoIds, screeningCleared } from '../screening/clearance.ts';
import { DEFAULT_RISKY_PHRASES } from '../screening/detect/risky-language.ts';
import { findFirmSettings, saveFirmSettings } from './approval-repo.ts';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

/** The stored list, or the defaults while no compliance user has edited it. */
function phrasesIn(stored: string | null | undefined): string[] {
  if (stored === null || stored === undefined) return [...DEFAULT_RISKY_PHRASES];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
}

/** The risky phrases the firm screens its advisors' speech for. */
export async function riskyPhrasesOf(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  return phrasesIn((await findFirmSettings(deps.db))?.riskyPhrases);
}

/** The firm's settings as the compliance settings screen shows them. */
export async function getFirmSettings(deps: Pick<AppDeps, 'db'>): Promise<FirmSettingsView> {
  const row = await findFirmSettings(deps.db);
  const since = row?.requireApprovalSince ?? null;
  return {
    requireApproval: since !== null,
    requireApprovalSince: since,
    downloadsForbidden: Boolean(row?.downloadsForbidden),
    riskyPhrases: phrasesIn(row?.riskyPhrases),
    screeningHold: row?.screeningHoldSince ? 'hold' : 'flag',
  };
}

/**
 * True while the firm holds the video's link for its screening: the firm turned holding on
 * before the video was made, and the screening has not run yet or found something the advisor
 * has neither blurred nor dismissed. Videos made before holding was turned on are not pulled
 * back from clients, as with approval. `facts`: the video's creation time and the firm's
 * setting, as the approval's query read them.
 */
export async function heldForScreening(
  db: Db,
  videoId: string,
  facts: { createdAt: string; screeningHoldSince: string | null },
): Promise<boolean> {
  if (!facts.screeningHoldSince || facts.createdAt < facts.screeningHoldSince) return false;
  return !(await screeningCleared(db, videoId));
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((phrase, i) => phrase === b[i]);

/**
 * A compliance user sets the firm's risky phrases and whether findings hold the share link;
 * audited with what was added and removed. A changed list screens the speech of every
 * screened video again, so the advisors' findings follow the firm's list.
 */
export async function setScreeningPolicy(
  deps: Deps,
  reviewerId: string,
  input: ScreeningPolicyInput,
): Promise<FirmSettingsView> {
  const current = await getFirmSettings(deps);
  const phrasesChanged = !sameList(current.riskyPhrases, input.riskyPhrases);
  const holdChanged = current.screeningHold !== input.screeningHold;
  if (!phrasesChanged && !holdChanged) return current;
  const at = deps.clock.now().toISOString();
  const row = await findFirmSettings(deps.db);
  const lower = (list: readonly string[]) => new Set(list.map((p) => p.toLowerCase()));
  const before = lower(current.riskyPhrases);
  const after = lower(input.riskyPhrases);
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await saveFirmSettings(trx, {
      riskyPhrases: JSON.stringify(input.riskyPhrases),
      // Turning holding on applies from now on; leaving it on keeps its first moment.
      screeningHoldSince: input.screeningHold === 'hold' ? (row?.screeningHoldSince ?? at) : null,
      updatedBy: reviewerId,
      updatedAt: at,
    });
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: reviewerId },
      action: 'compliance.screening_policy_changed',
      subject: { type: 'firm', id: 'firm' },
      payload: {
        screeningHold: input.screeningHold,
        added: input.riskyPhrases.filter((p) => !before.has(p.toLowerCase())),
        removed: current.riskyPhrases.filter((p) => !after.has(p.toLowerCase())),
      },
    });
    if (!phrasesChanged) return;
    for (const videoId of await screenedVideoIds(trx)) {
      await enqueueJob(trx, deps.clock, { name: 'screening.screen_speech', payload: { videoId } });
    }
  });
  return getFirmSettings(deps);
}
