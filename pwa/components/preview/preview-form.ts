import { VIDEO_PASSWORD_BLANK, videoPasswordProblem } from '../../../shared/schemas/videos.ts';
import { DEFAULT_LAYOUT } from '../../../shared/schemas/camera-layout.ts';
import type { DraftDetails, DraftRow } from '../../drafts/db.ts';
import { draftSource } from '../../drafts/draft-source.ts';

/** Everything the advisor sets on /record/preview before saving. */
export interface PreviewForm extends DraftDetails {
  /** Kept in memory only: never written to the draft on disk. */
  password: string;
}

/** A problem that stops the save, as a toast with a title and a message. */
export interface FormProblem {
  field: 'password';
  title: string;
  description: string;
}

/**
 * The form as it was last left (a reload keeps it), or fresh from the recording's settings: a
 * recording read from a script starts with the script's title, which counts as the advisor's
 * own (the preview AI and the server only fill in a blank or placeholder title).
 */
export function initialPreviewForm(
  draft: Pick<DraftRow, 'details' | 'settings'> & Partial<Pick<DraftRow, 'camera'>>,
): PreviewForm {
  return {
    // A screen-and-camera recording starts in the bubble layout advisors expect.
    ...(draftSource(draft) === 'screen_and_camera' ? { layout: DEFAULT_LAYOUT } : {}),
    clientName: draft.settings.clientName ?? '',
    title: draft.settings.script?.title ?? '',
    description: '',
    captionsEnabled: true,
    includeProfilePicture: draft.settings.includeProfilePicture,
    passwordProtected: false,
    captionsVtt: null,
    ...draft.details,
    password: '',
  };
}

/** What is stored with the draft: the form without the password. */
export function draftDetailsOf(form: PreviewForm): DraftDetails {
  return {
    clientName: form.clientName,
    title: form.title,
    description: form.description,
    captionsEnabled: form.captionsEnabled,
    includeProfilePicture: form.includeProfilePicture,
    passwordProtected: form.passwordProtected,
    captionsVtt: form.captionsVtt ?? null,
    crmContact: form.crmContact ?? null,
    ...(form.layout ? { layout: form.layout } : {}),
  };
}

/**
 * The first reason the form cannot be saved, or null when it can. A blank title is not one,
 * against the spec's 'Title Required': the video is then named for its client and date, which
 * serves the advisor better than being stopped (and better than a made-up title).
 */
export function validatePreviewForm(form: PreviewForm): FormProblem | null {
  const problem = form.passwordProtected ? videoPasswordProblem(form.password) : null;
  if (problem === VIDEO_PASSWORD_BLANK) {
    return {
      field: 'password',
      title: 'Password Required',
      description: 'Please enter a password or turn off password protection.',
    };
  }
  if (problem) return { field: 'password', title: 'Choose Another Password', description: problem };
  return null;
}
