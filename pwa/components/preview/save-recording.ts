import { db, type DraftRow } from '../../drafts/db.ts';
import { sealPassword } from '../../drafts/password-vault.ts';
import { draftDetailsOf, type PreviewForm } from './preview-form.ts';

/**
 * Saves the previewed recording by queueing it for the sync engine,
 * which creates the video (and its share link) and uploads the file, online now or once the
 * connection returns. Not one POST with the video as base64 inside JSON, which a dropped
 * connection loses whole: a small create, then a streamed, resumable upload.
 */
export async function saveRecording(draft: DraftRow, form: PreviewForm): Promise<void> {
  const details = draftDetailsOf(form);
  const password = details.passwordProtected ? await sealPassword(db, form.password) : null;
  await db.drafts.update(draft.id, {
    details,
    sync: {
      clientRequestId: crypto.randomUUID(),
      savedAt: Date.now(),
      password,
      sha256: null,
      videoId: null,
      shareLink: null,
      uploadUrl: null,
      error: null,
    },
    updatedAt: Date.now(),
  });
}
