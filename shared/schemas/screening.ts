import * as v from 'valibot';
import { multiLine } from './text.ts';

export const DISMISS_REASON_MAX_LENGTH = 500;

/** `POST /api/videos/:id/findings/:findingId/dismiss`: why the finding is harmless, for the audit log. */
export const dismissFindingSchema = v.object({
  reason: v.pipe(
    v.string('Reason is required'),
    v.trim(),
    v.minLength(1, 'Reason is required'),
    v.maxLength(
      DISMISS_REASON_MAX_LENGTH,
      `Reason must be at most ${DISMISS_REASON_MAX_LENGTH} characters`,
    ),
    multiLine(),
  ),
});
