/** The product's validation limits and recording constants, shared by the PWA forms and the server. */
/**
 * NIST SP 800-63B's minimum for a password chosen by its user, over the spec's 6: safety wins.
 * Passwords set under the old rule still sign in; only new ones must meet it.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 200;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 10;
/**
 * A password reset email's one-time link works this long: as long as the window of the
 * per-email limit on reset requests, so whoever used that limit up, a working link is in the
 * owner's inbox until they may ask again.
 */
export const RESET_LINK_TTL_MINUTES = 60;
/** The link's secret: 32 bytes in base64url. */
export const RESET_LINK_SECRET_LENGTH = 43;
export const DISCLOSURE_MAX_LENGTH = 5000;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;
/** Largest JSON body the API reads: room for an over-long field to get its field message. */
export const JSON_BODY_MAX_BYTES = 2 * 1024 * 1024;
/** A 5 MB image as a base64 data URL, with room for its `data:image/...;base64,` prefix. */
export const IMAGE_DATA_URL_MAX_LENGTH = Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4 + 100;
/** The branding form carries two images (logo, profile picture) as data URLs in its JSON. */
export const BRANDING_BODY_MAX_BYTES = 2 * IMAGE_DATA_URL_MAX_LENGTH + 64 * 1024;

export const RECORDING_COUNTDOWN_SECONDS = 3;
export const RECORDING_CHUNK_MS = 1000;
export const RECORDING_VIDEO_BITS_PER_SECOND = 1_500_000;
/** The camera beside the screen: 640x360, a face that fills a bubble or half the frame. */
export const CAMERA_VIDEO_BITS_PER_SECOND = 600_000;
export const TRIM_STEP_SECONDS = 0.1;
export const PLAYBACK_SPEEDS = [0.5, 1, 1.5, 2] as const;
export const CAPTION_WORDS_PER_CUE = 8;
export const CAPTION_MIN_CUE_SECONDS = 3;

/** A title or client name is one line; a description a short paragraph. */
export const VIDEO_TITLE_MAX_LENGTH = 200;
export const VIDEO_DESCRIPTION_MAX_LENGTH = 5000;
/** WebVTT captions sent with a video: hours of speech fit well within this. */
/** A chapter's title fits one line of the share page's list. */
export const CHAPTER_TITLE_MAX_LENGTH = 100;
/** More chapters than this would be a table of contents longer than most videos need. */
export const CHAPTERS_MAX = 50;
export const CAPTIONS_MAX_LENGTH = 1024 * 1024;

/**
 * Preview AI: the recorder keeps the sound as Opus at this rate beside the video,
 * small enough to send for captions before the video itself is uploaded.
 */
export const PREVIEW_AUDIO_BITS_PER_SECOND = 32_000;
/** A longer recording is captioned after upload only: a preview should not hold a CPU for hours. */
export const PREVIEW_AUDIO_MAX_SECONDS = 2 * 3600;
/** A client's comment on a shared video. */
export const COMMENT_MAX_LENGTH = 2000;
/** A viewer event's details, as JSON text. */
export const VIEWER_EVENT_METADATA_MAX_BYTES = 4096;
