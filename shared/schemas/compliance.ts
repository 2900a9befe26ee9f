import * as v from 'valibot';
import { COMPLIANCE_QUEUE_FILTERS, SCREENING_HOLDS } from '../api/compliance.ts';
import { formObject } from './fields.ts';
import { multiLine, oneLine } from './text.ts';

/** Longest review or approval note a compliance user may write. */
export const REVIEW_NOTE_MAX_LENGTH = 2000;
/** Most videos one page of the review queue holds. */
export const QUEUE_PAGE_MAX = 50;

const limitMessage = `limit must be a whole number from 1 to ${QUEUE_PAGE_MAX}`;

/** GET /api/compliance/videos: the queue's filter and page (from the query string). */
export const complianceQueueQuerySchema = v.strictObject(
  {
    cursor: v.optional(
      v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, 'cursor is not one this server gave')),
    ),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,2}$/, limitMessage),
        v.transform(Number),
        v.minValue(1, limitMessage),
        v.maxValue(QUEUE_PAGE_MAX, limitMessage),
      ),
      '20',
    ),
    filter: v.optional(
      v.picklist(
        COMPLIANCE_QUEUE_FILTERS,
        `filter must be one of ${COMPLIANCE_QUEUE_FILTERS.join(', ')}`,
      ),
      'all',
    ),
  },
  'This filter is not accepted',
);
export type ComplianceQueueQuery = v.InferOutput<typeof complianceQueueQuerySchema>;

const noteTooLong = `The note must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`;
const optionalNote = v.pipe(
  v.string('The note must be text'),
  v.trim(),
  v.maxLength(REVIEW_NOTE_MAX_LENGTH, noteTooLong),
  multiLine(),
);
const requiredNote = v.pipe(optionalNote, v.minLength(1, 'Please write a review note'));

/** POST /api/compliance/videos/:id/review: what the reviewer found. */
export const reviewVideoSchema = formObject({ note: requiredNote });
export type ReviewVideoInput = v.InferOutput<typeof reviewVideoSchema>;

/** POST /api/compliance/videos/:id/approval: a principal's decision, with an optional note. */
export const approvalDecisionSchema = formObject({
  decision: v.picklist(['approved', 'rejected'], 'decision must be approved or rejected'),
  note: v.optional(optionalNote, ''),
});
export type ApprovalDecisionInput = v.InferOutput<typeof approvalDecisionSchema>;

/** PUT /api/compliance/settings: the firm-wide supervision settings; one left out is unchanged. */
export const firmSettingsSchema = v.pipe(
  formObject({
    requireApproval: v.optional(v.boolean('requireApproval must be true or false')),
    downloadsForbidden: v.optional(v.boolean('downloadsForbidden must be true or false')),
  }),
  v.check(
    (input) => input.requireApproval !== undefined || input.downloadsForbidden !== undefined,
    'Nothing to change',
  ),
);
export type FirmSettingsInput = v.InferOutput<typeof firmSettingsSchema>;

/** Most risky phrases a firm may list, and the longest one. */
export const RISKY_PHRASES_MAX = 100;
export const RISKY_PHRASE_MAX_LENGTH = 80;

const riskyPhrase = v.pipe(
  v.string('Each phrase must be text'),
  v.trim(),
  v.minLength(1, 'A phrase cannot be blank'),
  v.maxLength(
    RISKY_PHRASE_MAX_LENGTH,
    `A phrase must be at most ${RISKY_PHRASE_MAX_LENGTH} characters`,
  ),
  oneLine(),
);

/** PUT /api/compliance/settings/screening: the risky phrases and the hold policy. */
export const screeningPolicySchema = formObject({
  riskyPhrases: v.pipe(
    v.array(riskyPhrase, 'riskyPhrases must be a list of phrases'),
    v.maxLength(RISKY_PHRASES_MAX, `At most ${RISKY_PHRASES_MAX} phrases`),
    // The same phrase twice (in any case) is one phrase.
    v.transform((phrases) => [...new Map(phrases.map((p) => [p.toLowerCase(), p])).values()]),
  ),
  screeningHold: v.picklist(
    SCREENING_HOLDS,
    `screeningHold must be one of ${SCREENING_HOLDS.join(', ')}`,
  ),
});
export type ScreeningPolicyInput = v.InferOutput<typeof screeningPolicySchema>;
