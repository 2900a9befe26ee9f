import { formatTrimClock } from '../../../shared/format/clock.ts';
import { planTrim, type TrimPlan } from '../../editor/trim-plan.ts';
import type { WebmKeyframes } from '../../editor/webm-keyframes.ts';
import type { TrimRange } from './trim-range.ts';

/** Less than this between the asked and the planned start is the same tenth on the labels. */
const SAME_TENTH = 0.05;

function planOf(range: TrimRange, timeline: WebmKeyframes): TrimPlan | null {
  try {
    return planTrim(range, timeline);
  } catch {
    return null;
  }
}

/** What applying the range will really do, when that differs from what the handles show. */
export function trimCutNote(range: TrimRange, timeline: WebmKeyframes | null): string | null {
  if (!timeline) return null;
  const plan = planOf(range, timeline);
  if (!plan) return null;
  const asked = formatTrimClock(range.start);
  // The whole recording (the handles' end may sit a few ms before the file's): nothing to say.
  if (plan.kind === 'keep') {
    if (range.start <= 0) return null;
    return `The closest clean cut before ${asked} is the very start: move the start handle further to trim it.`;
  }
  if (plan.video[0]?.mode === 'encode') {
    return `No clean cut near ${asked}: the video is re-encoded from there, which can take a minute.`;
  }
  if (range.start - plan.start >= SAME_TENTH) {
    return `Starts at ${formatTrimClock(plan.start)}, the closest clean cut before ${asked}: trimming takes seconds and keeps full quality.`;
  }
  return null;
}

/** The note under the trim handles; announced politely as the handles move. */
export function TrimCutNote({
  range,
  timeline,
}: {
  range: TrimRange;
  timeline: WebmKeyframes | null;
}) {
  const note = trimCutNote(range, timeline);
  return (
    <p
      className="mt-3 min-h-5 text-sm text-slate-600"
      aria-live="polite"
      data-testid="trim-cut-note"
    >
      {note}
    </p>
  );
}
