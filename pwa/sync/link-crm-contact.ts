import { linkVideoContact } from '../api/integrations.ts';
import type { DraftRow } from '../drafts/db.ts';
import { isPermanentApiError } from './sync-errors.ts';

/**
 * The step after a draft's upload: links the CRM contact the advisor picked on the preview to
 * the saved video. Offline or a 5xx throws, so the draft is tried again (the server has the
 * file, so only this step runs again). A refusal (the CRM was disconnected since) must not
 * hold the draft on this device: the contact can be picked again on the video page.
 */
export async function linkCrmContact(draft: DraftRow, videoId: string): Promise<void> {
  const contact = draft.details?.crmContact;
  if (!contact) return;
  try {
    await linkVideoContact(videoId, contact);
  } catch (error) {
    if (!isPermanentApiError(error)) throw error;
    console.warn('The CRM contact could not be linked to the saved video', error);
  }
}
