import * as v from 'valibot';
import { PLAYER_EVENTS, QUICK_COMPLIMENTS } from '../api/share.ts';
import {
  COMMENT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PLAYBACK_SPEEDS,
  VIEWER_EVENT_METADATA_MAX_BYTES,
} from '../constants/limits.ts';
import { formObject } from './fields.ts';
import { multiLine } from './text.ts';

/** Random per page visit, made by the viewer script; a UUID so it can be neither long nor crafted. */
const sessionId = v.pipe(v.string('sessionId must be a UUID'), v.uuid('sessionId must be a UUID'));

/** A download's query: the visit it is recorded as (the viewer script adds it to the link). */
export const shareDownloadQuerySchema = v.strictObject(
  { visit: sessionId },
  'A download takes only the visit it belongs to',
);

export const acceptTermsSchema = formObject({
  sessionId,
  /** The hash of the disclosure the page showed: the server refuses a stale one. */
  disclosureSha256: v.pipe(
    v.string('disclosureSha256 must be a sha256'),
    v.regex(/^[0-9a-f]{64}$/, 'disclosureSha256 must be a sha256'),
  ),
});

export const verifySharePasswordSchema = formObject({
  sessionId,
  password: v.pipe(
    v.string('Please enter a password.'),
    v.check((value) => value.trim() !== '', 'Please enter a password.'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'Incorrect password. Please try again.'),
  ),
});

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
const tooLarge = `Event details must be at most ${VIEWER_EVENT_METADATA_MAX_BYTES / 1024} KB`;

/** An event's metadata is JSON text or null; an object is accepted and kept as its JSON text. */
const metadata = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.record(v.string(), v.unknown())])), null),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    if (value === null) return null;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (utf8Bytes(text) > VIEWER_EVENT_METADATA_MAX_BYTES) {
      addIssue({ message: tooLarge });
      return NEVER;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error();
    } catch {
      addIssue({ message: 'Event details must be a JSON object' });
      return NEVER;
    }
    return text;
  }),
);

export const viewerEventSchema = v.pipe(
  formObject({
    sessionId,
    event: v.picklist(PLAYER_EVENTS, `event must be one of ${PLAYER_EVENTS.join(', ')}`),
    metadata,
  }),
  v.check(
    (input) => {
      if (input.event !== 'SPEED_CHANGED') return true;
      const speed: unknown = input.metadata ? JSON.parse(input.metadata).speed : undefined;
      return (PLAYBACK_SPEEDS as readonly unknown[]).includes(speed);
    },
    `SPEED_CHANGED needs a speed of ${PLAYBACK_SPEEDS.join(', ')}`,
  ),
);

export const watchProgressSchema = formObject({
  sessionId,
  /** The furthest second of the video this visit has played to. */
  position: v.pipe(
    v.number('position must be a number of seconds'),
    v.finite('position must be a number of seconds'),
    v.minValue(0, 'position must be a number of seconds'),
    v.maxValue(24 * 3600, 'position must be under a day'),
  ),
});

const COMPLIMENT_TYPES = [...QUICK_COMPLIMENTS.map((c) => c.type), 'custom'] as const;

const AT_SECONDS_MESSAGE = 'atSeconds must be a moment of the video, in seconds';

/**
 * The moment of playback a response was sent at; absent when the page had not played. The
 * server also refuses a moment past the video's end, which only it knows.
 */
const atSeconds = v.optional(
  v.nullable(
    v.pipe(
      v.number(AT_SECONDS_MESSAGE),
      v.finite(AT_SECONDS_MESSAGE),
      v.minValue(0, AT_SECONDS_MESSAGE),
      v.maxValue(24 * 3600, AT_SECONDS_MESSAGE),
    ),
  ),
  null,
);

export const complimentSchema = v.pipe(
  formObject({
    sessionId,
    type: v.picklist(COMPLIMENT_TYPES, `type must be one of ${COMPLIMENT_TYPES.join(', ')}`),
    atSeconds,
    message: v.optional(
      v.pipe(
        v.string('Your comment must be text'),
        v.trim(),
        v.maxLength(
          COMMENT_MAX_LENGTH,
          `Your comment must be at most ${COMMENT_MAX_LENGTH} characters`,
        ),
        multiLine(),
      ),
      '',
    ),
  }),
  v.forward(
    v.check(
      (input) => input.type !== 'custom' || input.message !== '',
      'Please write a comment before sending.',
    ),
    ['message'],
  ),
);

/** The advisor's reply to a client's comment, shown under it on the share page. */
export const commentReplySchema = formObject({
  body: v.pipe(
    v.string('Please write a reply before sending.'),
    v.trim(),
    v.nonEmpty('Please write a reply before sending.'),
    v.maxLength(COMMENT_MAX_LENGTH, `Your reply must be at most ${COMMENT_MAX_LENGTH} characters`),
    multiLine(),
  ),
});
