/**
 * Who may do what with a video, decided here and nowhere else. Routes and the media paths
 * establish who is asking (a signed-in advisor, an account the compliance guard admitted, a
 * share link's viewer with whatever gate pass they hold), read the video, and ask this module;
 * the answer is the same whether the video is shown as JSON, streamed or changed.
 *
 * - An advisor manages and watches their own videos, and no one else's.
 * - A compliance reviewer reviews and watches every advisor's sent videos: the business record
 *   is the firm's, not the advisor's. They change none of them.
 * - A viewer watches the one video their share link names, once their pass has accepted the
 *   disclosure and, when the video has a password, proved it.
 */

/** Who is asking, as the edge established it. */
export type Principal =
  | { kind: 'advisor'; advisorId: string }
  | { kind: 'reviewer'; accountId: string }
  | { kind: 'viewer'; pass: ViewerPass | null };

/** A share link viewer's checked pass: the video it was signed for, and what it has proved. */
export interface ViewerPass {
  videoId: string;
  passwordVerified: boolean;
}

/**
 * `manage`: see and change it as its author does (details, captions, link, versions, delete).
 * `review`: read the whole business record of it (compliance).
 * `watch`: play its picture and sound.
 */
export type VideoAction = 'manage' | 'review' | 'watch';

/** What of a video the decision reads. */
export interface VideoAccessFacts {
  id: string;
  advisorId: string;
  /** Whether a viewer must prove the video's password; when unknown, they must. */
  passwordProtected?: boolean;
  /** Whether its file was stored, making it part of the record compliance reviews. */
  sent?: boolean;
}

/**
 * Why access is refused. `not_found` for whoever may not know the video is there (another
 * advisor's video is "not found", never "forbidden"); a viewer is told what step is missing.
 */
export type AccessRefusal = 'not_found' | 'terms' | 'password';

/** Null when `principal` may do `action` with `video`; otherwise why not. */
export function refusalOf(
  principal: Principal,
  action: VideoAction,
  video: VideoAccessFacts | undefined,
): AccessRefusal | null {
  if (!video) return 'not_found';
  switch (principal.kind) {
    case 'advisor':
      return principal.advisorId === video.advisorId && action !== 'review' ? null : 'not_found';
    case 'reviewer':
      return action !== 'manage' && video.sent === true ? null : 'not_found';
    case 'viewer':
      if (action !== 'watch') return 'not_found';
      if (!principal.pass || principal.pass.videoId !== video.id) return 'terms';
      return video.passwordProtected !== false && !principal.pass.passwordVerified
        ? 'password'
        : null;
  }
}
