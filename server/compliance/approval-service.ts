import { recipientOf } from './recipient.ts';
import {
  RETAIL_RECIPIENT_LIMIT,
  RETAIL_WINDOW_DAYS,
  type ApprovalView,
  type ComplianceVideoDetail,
  type FirmSettingsView,
} from '../../shared/api/compliance.ts';
import { getFirmSettings, heldForScreening } from './screening-policy-service.ts';
import type { ApprovalDecisionInput, FirmSettingsInput } from '../../shared/schemas/compliance.ts';
import { appendAudit } from '../audit/service.ts';
import type { AppDeps } from '../deps.ts';
import { publishEvent } from '../events/publish.ts';
import { AWAITING_APPROVAL_TEXT } from '../../shared/api/share.ts';
import { Conflict, Forbidden, NotFound } from '../errors/domain-errors.ts';
import { isUuid } from '../ids.ts';
import { approvalOf, shareApprovalFor, type ShareApproval } from './approval.ts';
import type { Db } from '../db/connect.ts';
import {
  findApprovalContext,
  flagRetail,
  saveDecision,
  saveFirmSettings,
} from './approval-repo.ts';
import { DAY_MS } from '../../shared/constants/time.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { findSentVideo, getQueueVideo } from './queue-service.ts';
import { lockVideo } from '../videos/service.ts';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

/** The share gate's refusal while a video waits for (or was refused) a principal's approval. */
const awaitingApproval = (rejected = false) =>
  new Forbidden(rejected ? 'This video is not available.' : AWAITING_APPROVAL_TEXT.title);

/** The video's approval state; a video that does not exist is not found. */
export async function approvalOfVideo(deps: Deps, videoId: string): Promise<ApprovalView> {
  return approvalIn(deps.db, videoId);
}

/** What the video's approval is judged by, as `db` sees it; a video that does not exist is not found. */
async function approvalFacts(db: Db, videoId: string) {
  const facts = isUuid(videoId) ? await findApprovalContext(db, videoId) : undefined;
  if (!facts) throw new NotFound('Video not found');
  return facts;
}

/** The video's approval state as `db` (a transaction, or the database) sees it. */
async function approvalIn(db: Db, videoId: string): Promise<ApprovalView> {
  return approvalOf(await approvalFacts(db, videoId));
}

/**
 * True while clients cannot have the video: it waits for a principal, or was refused. It has
 * not been sent yet, so CRMs and webhooks hear "sent" only once it is approved. Takes a
 * transaction too, so a video being made in it can be asked about.
 */
export async function heldForApproval(db: Db, videoId: string): Promise<boolean> {
  const { state } = await approvalIn(db, videoId);
  return state === 'pending' || state === 'rejected';
}

/**
 * What the share page may give this viewer of the video (see `shareApprovalFor`). A link the
 * firm holds for its screening waits like one awaiting approval: the client reads the same calm
 * "check back later", and nothing hints at what was found.
 */
async function accessOf(
  deps: Deps,
  videoId: string,
  holdsPass: boolean,
): Promise<{ access: ShareApproval; approval: ApprovalView }> {
  const facts = await approvalFacts(deps.db, videoId);
  const approval = approvalOf(facts);
  const access = shareApprovalFor(approval, holdsPass);
  const held = access === 'open' && (await heldForScreening(deps.db, videoId, facts));
  return { access: held ? 'awaiting' : access, approval };
}

/** What the share page may give this viewer of the video now. */
export async function shareApproval(
  deps: Deps,
  videoId: string,
  holdsPass: boolean,
): Promise<ShareApproval> {
  return (await accessOf(deps, videoId, holdsPass)).access;
}

/** Throws unless the share may be opened for this viewer: for the media and the gate's steps. */
export async function assertShareApproved(
  deps: Deps,
  videoId: string,
  holdsPass: boolean,
): Promise<void> {
  const access = await shareApproval(deps, videoId, holdsPass);
  if (access !== 'open') throw awaitingApproval(access === 'rejected');
}

/**
 * Called before a client's acceptance of the terms is recorded: the acceptance makes the visit
 * a recipient. Throws while the video waits for (or was refused) approval; otherwise says
 * whether the retail limit below still applies to a new recipient.
 */
export async function admitRecipient(
  deps: Deps,
  videoId: string,
  holdsPass: boolean,
): Promise<{ limited: boolean }> {
  const { access, approval } = await accessOf(deps, videoId, holdsPass);
  if (access !== 'open') throw awaitingApproval(access === 'rejected');
  return { limited: approval.state !== 'approved' && !holdsPass };
}

/**
 * FINRA Rule 2210: a communication to more than 25 retail investors within 30 days is a retail
 * communication a principal approves before use. True while this visitor may still become a
 * recipient. A recipient is a network address (an IPv6 address by its /64, the block one home
 * or phone is given): a visit id is the browser's to make up, so counting visits would let one
 * person spend the budget and lock the real client out. A household behind one router counts
 * once. Runs inside the transaction that records the acceptance, holding the video's row, so
 * two acceptances at the same moment cannot both be the 25th. The product does not email links
 * itself (the advisor's own mail app does), so accepted visits are the only recipients it has.
 */
export async function withinRetailLimit(
  trx: Db,
  deps: Pick<AppDeps, 'clock' | 'viewerRecord'>,
  videoId: string,
  address: string,
): Promise<boolean> {
  await lockVideo(trx, videoId);
  const since = new Date(deps.clock.now().getTime() - RETAIL_WINDOW_DAYS * DAY_MS).toISOString();
  const addresses = await deps.viewerRecord.recipientAddressesSince(trx, videoId, since);
  const recipients = new Set(addresses.map(recipientOf));
  return recipients.has(recipientOf(address)) || recipients.size < RETAIL_RECIPIENT_LIMIT;
}

/**
 * The 26th distinct recipient within the window: the video is flagged (audited once) and this
 * viewer, like every new one after, waits until a compliance user approves.
 */
export async function refuseOverRetailLimit(deps: Deps, videoId: string): Promise<never> {
  const recipients = RETAIL_RECIPIENT_LIMIT + 1;
  const now = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (!(await flagRetail(trx, videoId, recipients, now))) return;
    await appendAudit(trx, deps.clock, {
      actor: { type: 'system' },
      action: 'compliance.retail_flagged',
      subject: { type: 'video', id: videoId },
      payload: { recipients, windowDays: RETAIL_WINDOW_DAYS, limit: RETAIL_RECIPIENT_LIMIT },
    });
  });
  throw awaitingApproval();
}

/**
 * A principal approves or rejects a sent video; audited with the note. Approval lets the video
 * out: the advisor's CRM and webhooks hear it was sent, in the decision's transaction.
 */
export async function decideApproval(
  deps: AppDeps,
  reviewerId: string,
  videoId: string,
  input: ApprovalDecisionInput,
): Promise<ComplianceVideoDetail> {
  await findSentVideo(deps, reviewerId, videoId);
  const before = await approvalOfVideo(deps, videoId);
  // A decision once made can be changed even if what required it has gone (setting off).
  if (before.state === 'not_required') {
    throw new Conflict('This video does not need approval.');
  }
  const at = deps.clock.now().toISOString();
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await saveDecision(trx, {
      videoId,
      decision: input.decision,
      decidedBy: reviewerId,
      decidedAt: at,
      note: input.note,
    });
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: reviewerId },
      action: input.decision === 'approved' ? 'compliance.approved' : 'compliance.rejected',
      subject: { type: 'video', id: videoId },
      payload: { note: input.note, previousState: before.state, reasons: before.reasons },
    });
    if (input.decision === 'approved') {
      const { shareLink } = await deps.shareLinks.ofVideo(trx, videoId);
      await publishEvent(trx, deps, {
        name: 'video.approved',
        payload: { videoId, approvedAt: at, siteUrl: linkOrigin(deps.config), shareLink },
      });
    }
  });
  return getQueueVideo(deps, reviewerId, videoId);
}

/**
 * Changes the firm's settings; audited with what changed. Turning 'require approval before
 * sharing' on applies to videos made from now on: videos already with clients are not pulled
 * back. Forbidding downloads applies at once to every share page, whatever its advisor allowed.
 */
export async function setFirmSettings(
  deps: Deps,
  reviewerId: string,
  input: FirmSettingsInput,
): Promise<FirmSettingsView> {
  const current = await getFirmSettings(deps);
  const changes = Object.fromEntries(
    (['requireApproval', 'downloadsForbidden'] as const)
      .filter((field) => input[field] !== undefined && input[field] !== current[field])
      .map((field) => [field, input[field]]),
  );
  if (Object.keys(changes).length === 0) return current;
  const at = deps.clock.now().toISOString();
  const requireApproval = input.requireApproval ?? current.requireApproval;
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    await saveFirmSettings(trx, {
      // Kept on, approval keeps the time it began; switched on, it begins now.
      requireApprovalSince: requireApproval ? (current.requireApprovalSince ?? at) : null,
      downloadsForbidden: (input.downloadsForbidden ?? current.downloadsForbidden) ? 1 : 0,
      updatedBy: reviewerId,
      updatedAt: at,
    });
    await appendAudit(trx, deps.clock, {
      actor: { type: 'advisor', id: reviewerId },
      action: 'compliance.settings_changed',
      subject: { type: 'firm', id: 'firm' },
      payload: changes,
    });
  });
  return getFirmSettings(deps);
}
