import {
  Captions,
  CaptionsOff,
  CircleCheck,
  Download,
  FileCheck,
  Gauge,
  KeyRound,
  MessageSquare,
  Pause,
  Play,
} from 'lucide-react';
import type { ViewerEventName } from '../../../shared/api/share.ts';
import type { ViewerEventView, ViewerVisitView } from '../../../shared/api/videos.ts';
import { absoluteTime, relativeTime, timeOfDay } from '../../../shared/format/times.ts';
import { describeEvent, groupByVisit } from './viewer-timeline.ts';

const ICONS: Record<ViewerEventName, typeof Play> = {
  VIEWER_ACCEPTED_TERMS: FileCheck,
  PASSWORD_VERIFIED: KeyRound,
  VIDEO_PLAYED: Play,
  VIDEO_PAUSED: Pause,
  VIDEO_COMPLETED: CircleCheck,
  SPEED_CHANGED: Gauge,
  CAPTIONS_ON: Captions,
  CAPTIONS_OFF: CaptionsOff,
  COMPLIMENT_SENT: MessageSquare,
  VIDEO_DOWNLOADED: Download,
};

/** What clients did on the share page, one block per visit, newest visit first. */
export function ViewerTimeline({
  events,
  visits,
}: {
  /** Undefined while the activity loads. */
  events: readonly ViewerEventView[] | undefined;
  visits: readonly ViewerVisitView[] | undefined;
}) {
  if (!events || !visits) return <p className="text-sm text-slate-500">Loading activity…</p>;
  const groups = groupByVisit(events, visits);
  if (groups.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        Nothing yet. When a client opens the link, you will see each step here: accepting the terms,
        playing, pausing, finishing.
      </p>
    );
  }
  return (
    <ol className="space-y-5" data-testid="timeline">
      {groups.map((group) => (
        <li key={group.sessionId}>
          <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-slate-900">Visit {group.number}</span>
            <time
              dateTime={group.startedAt}
              title={absoluteTime(group.startedAt)}
              className="text-slate-500"
            >
              {relativeTime(group.startedAt)} · {absoluteTime(group.startedAt)}
            </time>
          </h3>
          <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
            {group.events.map((event) => {
              const Icon = ICONS[event.event] ?? Play;
              return (
                <li key={event.id} className="flex items-start gap-2 text-sm">
                  <Icon size={16} className="mt-0.5 shrink-0 text-slate-500" aria-hidden="true" />
                  <span className="min-w-0 flex-1 break-words text-slate-800">
                    {describeEvent(event)}
                  </span>
                  <time
                    dateTime={event.createdAt}
                    title={absoluteTime(event.createdAt)}
                    className="shrink-0 text-xs text-slate-500 tabular-nums"
                  >
                    {timeOfDay(event.createdAt)}
                  </time>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
