/** What the screening of a video looks for: client data on screen, and risky promises said. */
export const FINDING_KINDS = [
  'ssn',
  'card_number',
  'routing_number',
  'account_number',
  'date_of_birth',
  'email',
  'phone',
  'risky_language',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/**
 * `blurring`: a blurred version is being made; `blurred`: covered in a newer version of the
 * video; `muting`: a version with the words silenced is being made; `muted`: silenced (and
 * taken out of the captions) in a newer version; `dismissed`: judged harmless by the advisor.
 */
export const FINDING_STATES = [
  'open',
  'blurring',
  'blurred',
  'muting',
  'muted',
  'dismissed',
] as const;
export type FindingState = (typeof FINDING_STATES)[number];

/**
 * `pending`: the frames are not read yet; `done`: read; `unavailable`: this server has no OCR
 * model, so only the speech was screened.
 */
export type ScreeningStatus = 'pending' | 'done' | 'unavailable';

/** Where on the frame, each a fraction 0..1 of the frame's width or height. */
export interface FindingBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One finding. `masked` is never the whole value: all but its last characters are hidden. */
export interface FindingView {
  id: string;
  kind: FindingKind;
  startSeconds: number;
  endSeconds: number;
  /** Null for what was said (risky language): it has no place on the frame. */
  box: FindingBox | null;
  masked: string;
  state: FindingState;
}

/** `GET /api/videos/:id/findings` */
export interface FindingsResponse {
  status: ScreeningStatus;
  /** In the order they appear in the video. */
  findings: FindingView[];
}

/**
 * `POST /api/videos/:id/findings/:findingId/dismiss`, `.../blur` and `.../mute` answer with the
 * finding as it now is (a blur: `blurring` until its job has stored the blurred version; a
 * mute: `muting` until its job has stored the version with the words silenced). Only client
 * data on screen can be blurred and only risky speech muted: anything else is a 422.
 */
export interface FindingResponse {
  finding: FindingView;
}

export const findingPaths = {
  list: (videoId: string) => `/api/videos/${videoId}/findings`,
  dismiss: (videoId: string, findingId: string) =>
    `/api/videos/${videoId}/findings/${findingId}/dismiss`,
  blur: (videoId: string, findingId: string) => `/api/videos/${videoId}/findings/${findingId}/blur`,
  mute: (videoId: string, findingId: string) => `/api/videos/${videoId}/findings/${findingId}/mute`,
  frame: (videoId: string, findingId: string) =>
    `/api/videos/${videoId}/findings/${findingId}/frame`,
};
