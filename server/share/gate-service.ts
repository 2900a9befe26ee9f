import type * as v from 'valibot';
import type { acceptTermsSchema, verifySharePasswordSchema } from '../../shared/schemas/share.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { appendAudit } from '../audit/service.ts';
import {
  admitRecipient,
  refuseOverRetailLimit,
  withinRetailLimit,
  assertShareApproved,
  shareApproval,
} from '../compliance/approval-service.ts';
import type { Db } from '../db/connect.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { AppDeps } from '../deps.ts';
import { Unauthenticated, Forbidden, NotFound, Conflict } from '../errors/domain-errors.ts';
import { refusalOf, type AccessRefusal } from '../access/video-access.ts';
import { newId } from '../ids.ts';
import { reserve } from '../rate-limit/service.ts';
import { sha256Hex } from '../settings/disclosure-versions.ts';
import { chaptersFromJson } from '../videos/chapters-service.ts';
import { shareLinkState } from '../videos/present.ts';
import { SHARE_LINK_PATTERN } from './share-link.ts';
import { TERMS_ACCEPTANCES } from './limits.ts';
import { chargePasswordGuess } from './password-guesses.ts';
import { recordLinkExpired } from './link-expiry.ts';
import {
  newPassId,
  readGatePass,
  SHARE_TOKEN_TTL_MS,
  signGatePass,
  type GateBinding,
  type GatePass,
} from './media-token.ts';
import { downloadsAllowed } from './download-policy.ts';
import { toShareResponse, withApproval, type ShareExtras, type SharedVideo } from './present.ts';
import {
  findShareGate,
  findSharedVideo,
  insertViewerEvent,
  touchViewerSession,
  type SharedVideoRow,
  type ShareGateRow,
} from './repo.ts';
import { threadsOf } from './reply-service.ts';
import { signingKey } from './signing-key.ts';
import type { ShareResponse } from '../../shared/api/share.ts';
import { DEFAULT_CAPTIONS_LANGUAGE } from '../../shared/captions/languages.ts';

/** Who is asking: an anonymous visitor, known by address, browser and the gate token it holds. */
export interface Viewer {
  /** This site as the viewer reached it: where links in the advisor's emails point. */
  siteUrl: string;
  ip: string;
  userAgent: string;
  token: string | undefined;
}

/** A share response, with the gate token to hold from now on (null: none, or drop it). */
export interface ShareAnswer {
  share: ShareResponse;
  token: string | null;
}

interface OpenShare {
  row: SharedVideo;
  extras: ShareExtras;
  disclosure: { text: string; sha256: string; version: number | null };
  binding: GateBinding;
  key: Buffer;
  pass: GatePass | null;
}

export const NOT_FOUND_MESSAGE = 'Video not found or link no longer active';

/** The row of a link that is neither revoked nor expired; otherwise not found. */
async function openLinkRow<
  T extends Pick<SharedVideoRow, 'id' | 'shareRevokedAt' | 'shareExpiresAt'>,
>(deps: AppDeps, link: string, row: T | undefined): Promise<T> {
  // A revoked or expired link is, to the client, a link that leads nowhere.
  if (!row) throw new NotFound(NOT_FOUND_MESSAGE);
  const state = shareLinkState(row, deps.clock.now());
  if (state.expired && !state.revoked) await recordLinkExpired(deps, { ...row, shareLink: link });
  if (state.revoked || state.expired) throw new NotFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The shared video behind a link that is neither revoked nor expired; otherwise not found. */
export async function findOpenLink(deps: AppDeps, link: string): Promise<SharedVideoRow> {
  const found = SHARE_LINK_PATTERN.test(link)
    ? await findSharedVideo(deps.db, link, DEFAULT_CAPTIONS_LANGUAGE)
    : undefined;
  return openLinkRow(deps, link, found);
}

/** The viewer's pass for this link as it is now, or null. */
async function passFor(
  deps: AppDeps,
  binding: GateBinding,
  token: string | undefined,
): Promise<{ key: Buffer; pass: GatePass | null }> {
  const key = await signingKey(deps.db, deps.clock, 'share-gate');
  return { key, pass: readGatePass(key, binding, token, deps.clock.now().getTime()) };
}

async function openShare(
  deps: AppDeps,
  link: string,
  token: string | undefined,
): Promise<OpenShare> {
  const video = await findOpenLink(deps, link);
  // The page offers the default track; with captions off, it offers none.
  const row = { ...video, captionsData: video.captionsEnabled ? video.captionsTrackData : null };
  // An advisor made before disclosures were versioned shows their settings' text until a version is kept.
  const disclosure =
    video.disclosureVersionSha256 !== null && video.disclosureVersionText !== null
      ? {
          text: video.disclosureVersionText,
          sha256: video.disclosureVersionSha256,
          version: video.disclosureVersion,
        }
      : { text: row.disclosureText, sha256: sha256Hex(row.disclosureText), version: null };
  const binding = {
    link,
    videoId: row.id,
    disclosureSha256: disclosure.sha256,
    passwordHash: row.passwordHash,
  };
  // Asked before the pass is read: accepting the terms answers with them at once.
  const extras = {
    downloads: await downloadsAllowed(deps, row),
    chapters: chaptersFromJson(video.chapters),
  };
  return { row, extras, disclosure, binding, ...(await passFor(deps, binding, token)) };
}

/** The response for `pass`, with a fresh token (sliding expiry) when there is a pass. */
async function answer(deps: AppDeps, open: OpenShare, pass: GatePass | null): Promise<ShareAnswer> {
  const passwordVerified = open.row.passwordHash === null || (pass?.passwordVerified ?? false);
  // The advisor's replies, like the video, are for a viewer past the whole gate.
  const threads = pass !== null && passwordVerified ? await threadsOf(deps.db, open.row.id) : [];
  const share = toShareResponse(
    open.row,
    open.disclosure,
    { termsAccepted: pass !== null, passwordVerified },
    open.extras,
    threads,
  );
  if (!pass) return { share, token: null };
  const renewed = {
    passwordVerified,
    expiresAt: deps.clock.now().getTime() + SHARE_TOKEN_TTL_MS,
    passId: pass.passId,
  };
  return { share, token: signGatePass(open.key, open.binding, renewed) };
}

/** `GET /api/share/:link` and the page: what the viewer may see now. */
export async function loadShare(deps: AppDeps, link: string, viewer: Viewer): Promise<ShareAnswer> {
  const open = await openShare(deps, link, viewer.token);
  const reply = await answer(deps, open, open.pass);
  const access = await shareApproval(deps, open.row.id, open.pass !== null);
  return { ...reply, share: withApproval(reply.share, access) };
}

export const clientActor = (sessionId: string) => ({ type: 'client', id: sessionId }) as const;
export const networkOf = (viewer: Viewer) => ({ ip: viewer.ip, userAgent: viewer.userAgent });

/** Starts or refreshes the visit's row, inside the caller's transaction. */
export function touchVisit(
  trx: Db,
  videoId: string,
  sessionId: string,
  viewer: Viewer,
  now: string,
) {
  return touchViewerSession(trx, { videoId, sessionId, ...networkOf(viewer), createdAt: now });
}

/**
 * A step through the gate, kept twice in one transaction: the visit's viewer event and the
 * audit entry (with the address and browser).
 */
async function recordGateStep(
  deps: AppDeps,
  step: {
    videoId: string;
    sessionId: string;
    viewer: Viewer;
    event: 'VIEWER_ACCEPTED_TERMS' | 'PASSWORD_VERIFIED';
    action: string;
    details: Record<string, unknown>;
    /** Checked first, in the same transaction: false records nothing. */
    admit?: (trx: Db) => Promise<boolean>;
  },
): Promise<boolean> {
  const now = deps.clock.now().toISOString();
  return writeTransaction(deps.db, deps.dialect, async (trx) => {
    if (step.admit && !(await step.admit(trx))) return false;
    await touchVisit(trx, step.videoId, step.sessionId, step.viewer, now);
    await insertViewerEvent(trx, {
      id: newId(),
      videoId: step.videoId,
      sessionId: step.sessionId,
      event: step.event,
      metadata: JSON.stringify({ timestamp: now, ...step.details }),
      createdAt: now,
    });
    await appendAudit(trx, deps.clock, {
      actor: clientActor(step.sessionId),
      action: step.action,
      subject: { type: 'video', id: step.videoId },
      payload: { ...step.details, ...networkOf(step.viewer) },
    });
    return true;
  });
}

/**
 * The client accepts the advisor's disclosure: recorded with the exact words' hash, the visit,
 * the time, the address and the browser, in the audit log and the viewer's events.
 */
export async function acceptTerms(
  deps: AppDeps,
  link: string,
  input: v.InferOutput<typeof acceptTermsSchema>,
  viewer: Viewer,
): Promise<ShareAnswer> {
  const open = await openShare(deps, link, viewer.token);
  if (input.disclosureSha256 !== open.disclosure.sha256) {
    throw new Conflict(
      'The disclosure has changed since this page was opened. Please read it again.',
    );
  }
  await reserve(deps, [
    { key: `share-accept:${open.row.id}:${viewer.ip}`, limit: TERMS_ACCEPTANCES },
  ]);
  const videoId = open.row.id;
  const { limited } = await admitRecipient(deps, videoId, open.pass !== null);
  const recorded = await recordGateStep(deps, {
    videoId,
    sessionId: input.sessionId,
    viewer,
    event: 'VIEWER_ACCEPTED_TERMS',
    action: 'share.terms_accepted',
    details: {
      disclosureSha256: open.disclosure.sha256,
      disclosureVersion: open.disclosure.version,
    },
    admit: limited ? (trx) => withinRetailLimit(trx, deps, videoId, viewer.ip) : undefined,
  });
  if (!recorded) await refuseOverRetailLimit(deps, videoId);
  const passwordVerified = open.pass?.passwordVerified ?? false;
  // Accepting is passing the gate: a new pass, whose first play is a new view.
  return answer(deps, open, { passwordVerified, expiresAt: 0, passId: newPassId() });
}

/** The password of a protected video, given after the terms; guesses are limited (limits.ts). */
export async function verifySharePassword(
  deps: AppDeps,
  link: string,
  input: v.InferOutput<typeof verifySharePasswordSchema>,
  viewer: Viewer,
): Promise<ShareAnswer> {
  const open = await openShare(deps, link, viewer.token);
  if (!open.pass) throw new Forbidden('Please accept the terms before entering the password.');
  await assertShareApproved(deps, open.row.id, true);
  const stored = open.row.passwordHash;
  if (stored === null || open.pass.passwordVerified) return answer(deps, open, open.pass);
  // The guess is charged before the hash is compared, so a burst gets no more checks than the
  // limit; a right guess is handed back, since only wrong ones are limited.
  const guess = await chargePasswordGuess(deps, open.row.id, viewer.ip);
  if (!(await verifyPassword(input.password, stored))) {
    // The same code as a wrong sign-in, so the page says 'Incorrect'.
    throw new Unauthenticated('Incorrect password. Please try again.', 'INVALID_CREDENTIALS');
  }
  await guess.release();
  await recordGateStep(deps, {
    videoId: open.row.id,
    sessionId: input.sessionId,
    viewer,
    event: 'PASSWORD_VERIFIED',
    action: 'share.password_verified',
    details: {},
  });
  // The password completes the pass the terms began: the same pass, so still the same view.
  return answer(deps, open, { ...open.pass, passwordVerified: true });
}

/** A share the viewer may watch, and the pass that lets them. */
export interface PassedShare {
  row: ShareGateRow;
  pass: GatePass;
}

/** What a viewer the access module refuses is told, by why. */
const WATCH_REFUSED: Record<AccessRefusal, () => Error> = {
  not_found: () => new NotFound(NOT_FOUND_MESSAGE),
  terms: () => new Forbidden('Please accept the terms to watch this video.'),
  password: () => new Forbidden('Please enter the video’s password to watch it.'),
};

/**
 * The share, when the viewer holds a full pass (terms, and the password when set): checked on
 * every range request of a playing video, so from one narrow query.
 */
export async function openPassedShare(
  deps: AppDeps,
  link: string,
  viewer: Viewer,
): Promise<PassedShare> {
  const found = SHARE_LINK_PATTERN.test(link) ? await findShareGate(deps.db, link) : undefined;
  const row = await openLinkRow(deps, link, found);
  // Every advisor has a first disclosure version from sign-up; without one, the full path.
  const disclosureSha256 =
    row.disclosureSha256 ?? (await openShare(deps, link, viewer.token)).disclosure.sha256;
  const binding = { link, videoId: row.id, disclosureSha256, passwordHash: row.passwordHash };
  const { pass } = await passFor(deps, binding, viewer.token);
  const viewerOfLink = {
    kind: 'viewer',
    pass: pass && { videoId: row.id, passwordVerified: pass.passwordVerified },
  } as const;
  const refusal = refusalOf(viewerOfLink, 'watch', {
    ...row,
    passwordProtected: row.passwordHash !== null,
  });
  // The access module refuses a missing pass too; the second test tells the compiler so.
  if (refusal || !pass) throw WATCH_REFUSED[refusal ?? 'terms']();
  await assertShareApproved(deps, row.id, true);
  return { row, pass };
}
