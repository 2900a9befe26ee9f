import * as v from 'valibot';
import {
  CAPTIONS_MAX_LENGTH,
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
} from '../constants/limits.ts';
import { parseWebVtt } from '../captions/parse-webvtt.ts';
import { isTimeZone } from '../format/default-title.ts';
import { newPasswordProblem } from '../passwords/password-rules.ts';
import { LIBRARY_STATUS_FILTERS } from '../api/videos.ts';
import { dayField, instantField } from './dates.ts';
import { cameraLayoutSchema, cameraUploadSchema, RECORDING_SOURCES } from './camera-layout.ts';
import { formObject } from './fields.ts';
import { multiLine, oneLine } from './text.ts';

const optionalText = (max: number, message: string, lines: 'one' | 'many') =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      lines === 'one' ? oneLine() : multiLine(),
    ),
  );

/**
 * POST /api/videos, narrower than a naive create for safety: no videoData as
 * base64 (the file follows as a streamed, resumable upload described by `upload`), no
 * shareLink (the server makes an unguessable one), no advisorId (the session says who).
 * An empty title becomes who the video is for and when, dated in `timeZone` (the advisor's);
 * an empty description stays empty.
 */
/** WebVTT the browser will play: the shared parser's checks, within the size limit. */
const captionsText = v.pipe(
  v.string('Captions must be WebVTT text'),
  v.maxLength(CAPTIONS_MAX_LENGTH, 'Captions are too long'),
  multiLine(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const parsed = parseWebVtt(dataset.value);
    if (!parsed.ok) addIssue({ message: parsed.error });
  }),
);

/** What the share page's password dialog says when Enter is pressed on a blank password. */
export const VIDEO_PASSWORD_BLANK = 'Please enter a password.';

/**
 * A video's new password: a client types it once to open the video, but it guards the video
 * from anyone holding the link, so it follows the account password rules (NIST SP 800-63B).
 */
export function videoPasswordProblem(password: string): string | null {
  return password.trim() === '' ? VIDEO_PASSWORD_BLANK : newPasswordProblem(password);
}

const videoPasswordField = v.pipe(
  v.string(VIDEO_PASSWORD_BLANK),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = videoPasswordProblem(dataset.value);
    if (problem) addIssue({ message: problem });
  }),
);

const createVideoFields = formObject({
  clientRequestId: v.optional(v.pipe(v.string(), v.uuid('clientRequestId must be a UUID'))),
  clientName: optionalText(VIDEO_TITLE_MAX_LENGTH, 'Client name is too long', 'one'),
  title: v.pipe(
    v.optional(v.string('Title must be text'), ''),
    v.trim(),
    v.maxLength(
      VIDEO_TITLE_MAX_LENGTH,
      `Title must be at most ${VIDEO_TITLE_MAX_LENGTH} characters`,
    ),
    oneLine(),
  ),
  description: optionalText(
    VIDEO_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${VIDEO_DESCRIPTION_MAX_LENGTH} characters`,
    'many',
  ),
  durationSeconds: v.pipe(
    v.number('Duration must be a number of seconds'),
    v.finite('Duration must be a number of seconds'),
    v.minValue(0.1, 'Duration must be more than zero'),
    v.maxValue(24 * 3600, 'Duration must be under a day'),
  ),
  captionsEnabled: v.boolean('captionsEnabled must be true or false'),
  includeProfilePicture: v.boolean('includeProfilePicture must be true or false'),
  password: v.optional(videoPasswordField),
  captionsData: v.optional(captionsText),
  timeZone: v.optional(
    v.pipe(
      v.string('timeZone must be a time zone such as America/New_York'),
      v.maxLength(64, 'timeZone must be a time zone such as America/New_York'),
      v.check(isTimeZone, 'timeZone must be a time zone such as America/New_York'),
    ),
  ),
  upload: v.strictObject(
    {
      size: v.pipe(
        v.number('upload.size must be a number of bytes'),
        v.integer('upload.size must be a whole number of bytes'),
        v.minValue(1, 'The recording is empty'),
      ),
      sha256: v.pipe(
        v.string('upload.sha256 must be a hex sha256'),
        v.regex(/^[0-9a-f]{64}$/, 'upload.sha256 must be a hex sha256'),
      ),
      contentType: v.picklist(['video/webm', 'video/mp4'], 'Only WebM or MP4 video is accepted'),
    },
    'This field is not accepted',
  ),
  /** What was recorded; `upload` is the screen's file, or the camera's when only it was. */
  source: v.optional(
    v.picklist(RECORDING_SOURCES, 'source must be screen, camera or screen_and_camera'),
    'screen',
  ),
  camera: v.optional(cameraUploadSchema),
  layout: v.optional(cameraLayoutSchema),
});

/** A second file and a layout belong to a two-stream recording, and it needs both. */
export const createVideoSchema = v.pipe(
  createVideoFields,
  v.forward(
    v.check(
      (input) => (input.source === 'screen_and_camera') === (input.camera !== undefined),
      'A recording of screen and camera declares the camera’s file, and only it does',
    ),
    ['camera'],
  ),
  v.forward(
    v.check(
      (input) => input.layout === undefined || input.source === 'screen_and_camera',
      'Only a recording of screen and camera has a layout',
    ),
    ['layout'],
  ),
);

export type CreateVideoInput = v.InferInput<typeof createVideoSchema>;
export type CreateVideoOutput = v.InferOutput<typeof createVideoSchema>;

/** PUT /api/videos/:id/captions: the advisor's corrected captions for a processed video. */
export const editCaptionsSchema = formObject({ captionsData: captionsText });

/** Most videos one library page holds. */
export const LIBRARY_PAGE_MAX = 100;
const dateField = (name: string) =>
  v.optional(dayField(`${name} must be a date such as 2026-01-31`));

/** GET /api/videos: the library's search, filters and page (all from the query string). */
export const listVideosQuerySchema = v.pipe(
  v.strictObject(
    {
      cursor: v.optional(
        v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, 'cursor is not one this server gave')),
      ),
      limit: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${LIBRARY_PAGE_MAX}`),
          v.transform(Number),
          v.minValue(1, `limit must be a whole number from 1 to ${LIBRARY_PAGE_MAX}`),
          v.maxValue(
            LIBRARY_PAGE_MAX,
            `limit must be a whole number from 1 to ${LIBRARY_PAGE_MAX}`,
          ),
        ),
        '24',
      ),
      q: v.optional(
        v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is too long'), oneLine()),
        '',
      ),
      status: v.optional(
        v.picklist(
          LIBRARY_STATUS_FILTERS,
          `status must be one of ${LIBRARY_STATUS_FILTERS.join(', ')}`,
        ),
        'all',
      ),
      from: dateField('from'),
      to: dateField('to'),
    },
    'This filter is not accepted',
  ),
  v.check(
    (query) => !query.from || !query.to || query.from <= query.to,
    'The start date must be on or before the end date',
  ),
);
export type ListVideosQuery = v.InferOutput<typeof listVideosQuerySchema>;

/**
 * PATCH /api/videos/:id: the advisor's edits; a field left out is unchanged. `password`: a
 * string sets or changes it, null removes it. `shareExpiresAt`: a future time, or null for a
 * link that never expires.
 */
export const updateVideoSchema = v.pipe(
  formObject({
    title: v.optional(
      v.pipe(
        v.string('Title must be text'),
        v.trim(),
        v.minLength(1, 'Please enter a title'),
        v.maxLength(
          VIDEO_TITLE_MAX_LENGTH,
          `Title must be at most ${VIDEO_TITLE_MAX_LENGTH} characters`,
        ),
        oneLine(),
      ),
    ),
    description: optionalText(
      VIDEO_DESCRIPTION_MAX_LENGTH,
      `Description must be at most ${VIDEO_DESCRIPTION_MAX_LENGTH} characters`,
      'many',
    ),
    clientName: optionalText(VIDEO_TITLE_MAX_LENGTH, 'Client name is too long', 'one'),
    captionsEnabled: v.optional(v.boolean('captionsEnabled must be true or false')),
    includeProfilePicture: v.optional(v.boolean('includeProfilePicture must be true or false')),
    password: v.optional(v.nullable(videoPasswordField)),
    shareExpiresAt: v.optional(
      v.nullable(
        instantField('shareExpiresAt must be a date and time such as 2026-12-31T17:00:00Z'),
      ),
    ),
    allowDownload: v.optional(v.boolean('allowDownload must be true or false')),
  }),
  v.check(
    (input) => Object.values(input).some((value) => value !== undefined),
    'Nothing to change',
  ),
);
export type UpdateVideoInput = v.InferOutput<typeof updateVideoSchema>;
export type UpdateVideoOutput = v.InferOutput<typeof updateVideoSchema>;
