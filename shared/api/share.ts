/**
 * The public share page's API (the share fetch response and `/api/share/*`), shared
 * by the server and the viewer script. File URLs appear only once the viewer has passed the
 * gate: the terms, then the password when one is set.
 */

/** Where the video stands, as the client sees it. */
export type ShareVideoState = 'preparing' | 'playable' | 'unavailable' | 'awaiting_approval';

/** What a share page says while a principal has not yet approved the video (the firm requires approval before sharing). */
export const AWAITING_APPROVAL_TEXT = {
  title: 'This video is awaiting compliance approval.',
  detail: 'Please check back later.',
};

export interface ShareVideo {
  /** Null while a password-protected video's password has not been given. */
  title: string | null;
  description: string | null;
  clientName: string | null;
  /** Seconds; null until the file has been probed. */
  duration: number | null;
  captionsEnabled: boolean;
  includeProfilePicture: boolean;
  passwordProtected: boolean;
  state: ShareVideoState;
  /** The video stream, once the gate is passed and a file exists. */
  fileUrl: string | null;
  /** WebVTT captions, once the gate is passed, when enabled and made. */
  transcriptUrl: string | null;
  thumbnailUrl: string | null;
  /**
   * The MP4 to save, as an attachment, once the gate is passed and when both the advisor and
   * the firm allow downloads; else null. Its captions to save follow the same rule.
   */
  downloadUrl: string | null;
  captionDownloads: { vtt: string; srt: string } | null;
  /** The advisor's chapters, once the gate is passed (before it: none). */
  chapters: { title: string; startSeconds: number }[];
}

export interface ShareBranding {
  companyName: string;
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  disclosureText: string;
  /** sha256 of the disclosure as shown: the viewer's acceptance names the words it accepted. */
  disclosureSha256: string;
  profilePictureUrl: string | null;
  advisorName: string;
  email: string;
  phone: string | null;
  calendarLink: string | null;
}

export interface ShareGate {
  termsAccepted: boolean;
  /** True also when there is no password to give. */
  passwordVerified: boolean;
}

/** A client's comment the advisor answered, with the advisor's replies, oldest first. */
export interface ShareThread {
  comment: { id: string; message: string; atSeconds: number | null; createdAt: string };
  replies: { id: string; body: string; createdAt: string }[];
}

export interface ShareResponse {
  video: ShareVideo;
  branding: ShareBranding;
  gate: ShareGate;
  /** Answered comments, oldest first; empty until the gate is passed (they say what the video is about). */
  threads: ShareThread[];
}

/** Events the viewer's player reports; the gate's own events are recorded by the server. */
export const PLAYER_EVENTS = [
  'VIDEO_PLAYED',
  'VIDEO_PAUSED',
  'VIDEO_COMPLETED',
  'SPEED_CHANGED',
  'CAPTIONS_ON',
  'CAPTIONS_OFF',
] as const;
export type PlayerEvent = (typeof PLAYER_EVENTS)[number];

/** Every event a share page reports, as stored in viewer_events. */
export type ViewerEventName =
  | PlayerEvent
  | 'COMPLIMENT_SENT'
  | 'PASSWORD_VERIFIED'
  | 'VIEWER_ACCEPTED_TERMS'
  | 'VIDEO_DOWNLOADED';

/** What a client may save from the share page, each a file name under `/download/`. */
export const SHARE_DOWNLOADS = ['video.mp4', 'captions.vtt', 'captions.srt'] as const;
export type ShareDownload = (typeof SHARE_DOWNLOADS)[number];

/**
 * The quick responses under the video, in the order the page shows them: the four compliments
 * (buttons with their words) and the emoji reactions (buttons with their emoji; the label is
 * what the button is called and what the advisor reads).
 */
export const QUICK_COMPLIMENTS = [
  { type: 'thumbs_up', label: 'This was helpful', emoji: null },
  { type: 'heart', label: 'Thank you', emoji: null },
  { type: 'clap', label: 'Great explanation', emoji: null },
  { type: 'helpful', label: 'Very informative', emoji: null },
  { type: 'insightful', label: 'Good point', emoji: '💡' },
  { type: 'question', label: 'I have a question', emoji: '❓' },
  { type: 'celebrate', label: 'Great news', emoji: '🎉' },
] as const;
export type QuickComplimentType = (typeof QUICK_COMPLIMENTS)[number]['type'];
/** A free-text comment is a compliment of type `custom`. */
export type ComplimentType = QuickComplimentType | 'custom';

export const sharePaths = {
  api: (link: string) => `/api/share/${link}`,
  accept: (link: string) => `/api/share/${link}/accept`,
  verify: (link: string) => `/api/share/${link}/verify`,
  events: (link: string) => `/api/share/${link}/events`,
  progress: (link: string) => `/api/share/${link}/progress`,
  compliments: (link: string) => `/api/share/${link}/compliments`,
  video: (link: string) => `/media/share/${link}/video`,
  captions: (link: string) => `/media/share/${link}/captions.vtt`,
  thumbnail: (link: string) => `/media/share/${link}/thumbnail.jpg`,
  /** The link's preview card: public, it shows the firm and the advisor and nothing of the video. */
  card: (link: string) => `/share/${link}/card.png`,
  /** The viewer script adds `?visit=` (its visit id): the download is recorded as that visit's. */
  download: (link: string, file: ShareDownload) => `/media/share/${link}/download/${file}`,
};

/**
 * The one line a link preview says (the card image, its page's Open Graph title, the email
 * card's alt text): who sent it, never what it is about or for whom.
 */
export const previewCardLine = (advisorName: string) => `A private video from ${advisorName}`;

/** What the player area says instead of a video (a title may be empty), page and script alike. */
export function shareStageText(share: ShareResponse): { title: string; detail: string } {
  const { video } = share;
  if (video.state === 'preparing') {
    return {
      title: 'This video is being prepared',
      detail: 'Please check back in a few minutes; this page will update by itself.',
    };
  }
  if (video.state === 'unavailable') return { title: 'Video not available', detail: '' };
  if (video.state === 'awaiting_approval') return AWAITING_APPROVAL_TEXT;
  if (!video.fileUrl) {
    const needed = share.gate.termsAccepted ? 'Enter the password' : 'Accept the terms';
    return { title: `${needed} to watch this video`, detail: '' };
  }
  return { title: '', detail: 'Loading video...' };
}

/**
 * Why the client cannot respond yet, or null once they can: the server takes comments only
 * from a viewer who passed the whole gate, so buttons that would only answer 'Not sent' are
 * shown as unavailable with this reason instead.
 */
export function responsesLockedReason(gate: ShareGate): string | null {
  if (!gate.termsAccepted) return 'Accept the terms and disclosure to leave a comment.';
  if (!gate.passwordVerified) return 'Enter the video’s password to leave a comment.';
  return null;
}

/** What stands where the video's description will be, until the gate is passed. */
export const lockedVideoText = (gate: ShareGate) =>
  gate.termsAccepted
    ? 'Enter the password to see this video.'
    : 'Accept the disclosure to see this video.';
