import type { ShareResponse } from '../../../shared/api/share.ts';

/** What every part of the viewer script shares: the link, this visit, and the latest share. */
export interface ViewerState {
  link: string;
  sessionId: string;
  share: ShareResponse;
  /** Puts a newer share response on the page (after the gate, or once the video is ready). */
  apply(share: ShareResponse): void;
}
