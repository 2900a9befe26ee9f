import * as v from 'valibot';
import { PREVIEW_AUDIO_MAX_SECONDS } from '../constants/limits.ts';
import { formObject } from './fields.ts';

const DURATION_MESSAGE = 'duration must be the recording’s length in seconds, like 12.5';

/** The query of POST /api/videos/process-preview: the length of the recording sent. */
export const processPreviewQuerySchema = formObject({
  duration: v.pipe(
    v.string(DURATION_MESSAGE),
    v.regex(/^\d{1,6}(?:\.\d{1,3})?$/, DURATION_MESSAGE),
    v.transform(Number),
    v.minValue(0.1, 'duration must be more than zero'),
    v.maxValue(
      PREVIEW_AUDIO_MAX_SECONDS,
      `Recordings longer than ${PREVIEW_AUDIO_MAX_SECONDS / 3600} hours are captioned after upload`,
    ),
  ),
});
