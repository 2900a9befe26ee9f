import { sendCodeMail, sendWelcomeMail } from './accounts/mail-jobs.ts';
import { anchorAuditHead } from './audit/anchor.ts';
import { purgeExpiredRecords } from './compliance/retention-purge.ts';
import { riskyPhrasesOf } from './compliance/screening-policy-service.ts';
import { deliverCrmNote } from './integrations/note-delivery.ts';
import { deliverWebhook } from './integrations/webhook-delivery.ts';
import { blurFindings } from './screening/blur-service.ts';
import { muteFindings } from './screening/mute-service.ts';
import { screenEditedSpeech, screenVideo } from './screening/screen-video.ts';
import { purgeExpiredSessions } from './sessions/service.ts';
import { sendActivityEmail } from './notifications/service.ts';
import { removeAbandonedUploads } from './uploads/cleanup.ts';
import { openUploadStore } from './uploads/upload-store.ts';
import { composeLayoutVersion } from './videos/layout-service.ts';
import { processVideo } from './videos/processing.ts';
import { suggestForVideo } from './videos/suggest-step.ts';
import type { JobHandlers } from './jobs/worker.ts';
import { sendReplyJournal } from './share/reply-journal.ts';

/** The one handler of each job; the worker checks at start that none is missing. */
export const jobHandlers: JobHandlers = {
  'video.process': ({ videoId }, { deps, signal, isLastAttempt }) =>
    processVideo(deps, videoId, signal, { isLastAttempt }),
  'video.compose_layout': ({ videoId }, { deps, signal }) =>
    composeLayoutVersion(deps, videoId, signal),
  'video.suggest': ({ videoId }, { deps, signal }) => suggestForVideo(deps, videoId, signal),
  // The firm's phrases are read here, where compliance and screening meet, so neither feature
  // imports the other both ways.
  'screening.screen_video': async ({ videoId }, { deps, signal, isLastAttempt }) =>
    screenVideo(deps, videoId, signal, { isLastAttempt, phrases: await riskyPhrasesOf(deps) }),
  'screening.screen_speech': async ({ videoId }, { deps }) =>
    screenEditedSpeech(deps, videoId, await riskyPhrasesOf(deps)),
  'screening.blur_findings': ({ videoId }, { deps, signal }) => blurFindings(deps, videoId, signal),
  'screening.mute_findings': ({ videoId }, { deps, signal }) => muteFindings(deps, videoId, signal),
  'video.notify_activity': (payload, { deps }) => sendActivityEmail(deps, payload),
  'integrations.crm_note': (payload, { deps, isLastAttempt }) =>
    deliverCrmNote(deps, payload, { isLastAttempt }),
  'integrations.webhook': (payload, { deps, isLastAttempt }) =>
    deliverWebhook(deps, payload, { isLastAttempt }),
  'uploads.cleanup': async (_payload, { deps }) => {
    await removeAbandonedUploads(deps, await openUploadStore(deps));
  },
  'accounts.welcome_mail': (payload, { deps }) => sendWelcomeMail(deps, payload),
  'accounts.code_mail': (payload, { deps }) => sendCodeMail(deps, payload),
  'share.journal_reply': (payload, { deps }) => sendReplyJournal(deps, payload),
  'compliance.retention_purge': async (_payload, { deps }) => {
    await purgeExpiredRecords(deps);
  },
  'audit.anchor_head': (_payload, { deps }) => anchorAuditHead(deps),
  'sessions.purge_expired': (_payload, { deps }) => purgeExpiredSessions(deps),
};
