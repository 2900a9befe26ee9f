import { QUICK_COMPLIMENTS } from '../../../shared/api/share.ts';
import type { ViewerEventView, ViewerVisitView } from '../../../shared/api/videos.ts';
import { formatClock, momentLabel } from '../../../shared/format/clock.ts';

/** One visit of the share page with what happened in it, oldest first, as a story reads. */
export interface VisitGroup {
  sessionId: string;
  /** 1 for the first visit ever, counting up. */
  number: number;
  startedAt: string;
  events: ViewerEventView[];
}

const byTime = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt.localeCompare(b.createdAt);

/** Visits numbered in the order they began: 'Visit 1' is the first, and keeps its number. */
export function visitNumbers(
  visits: readonly Pick<ViewerVisitView, 'sessionId' | 'startedAt'>[],
): Map<string, number> {
  const ordered = [...visits].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  return new Map(ordered.map((visit, index) => [visit.sessionId, index + 1]));
}

/**
 * The viewer events grouped per visit, newest visit first, each visit's events in the order
 * they happened. An event of a visit the list does not know still gets a group of its own.
 */
export function groupByVisit(
  events: readonly ViewerEventView[],
  visits: readonly Pick<ViewerVisitView, 'sessionId' | 'startedAt'>[],
): VisitGroup[] {
  const starts = new Map(visits.map((visit) => [visit.sessionId, visit.startedAt]));
  const bySession = new Map<string, ViewerEventView[]>();
  for (const event of events) {
    const list = bySession.get(event.sessionId) ?? [];
    list.push(event);
    bySession.set(event.sessionId, list);
  }
  const groups = [...bySession].map(([sessionId, list]) => {
    const sorted = list.sort(byTime);
    const first = sorted[0]?.createdAt ?? '';
    const known = starts.get(sessionId);
    return { sessionId, startedAt: known && known < first ? known : first, events: sorted };
  });
  const numbers = visitNumbers([
    ...visits,
    ...groups.filter((group) => !starts.has(group.sessionId)),
  ]);
  return groups
    .map((group) => ({ ...group, number: numbers.get(group.sessionId) ?? 0 }))
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

const QUICK_LABELS: Record<string, string> = Object.fromEntries(
  QUICK_COMPLIMENTS.map((compliment) => [compliment.type, compliment.label]),
);

/** A compliment's words: the quick compliment's label, or the client's own comment. */
export function complimentText(type: string, message: string): string {
  return type === 'custom' ? message : (QUICK_LABELS[type] ?? message);
}

function numberOf(metadata: Record<string, unknown> | null, key: string): number | null {
  const value = metadata?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function stringOf(metadata: Record<string, unknown> | null, key: string): string {
  const value = metadata?.[key];
  return typeof value === 'string' ? value : '';
}

/** What the client did, in the advisor's words ('Paused at 0:42'). */
export function describeEvent(event: Pick<ViewerEventView, 'event' | 'metadata'>): string {
  const position = numberOf(event.metadata, 'position');
  const at = position !== null && position >= 1 ? ` at ${formatClock(position)}` : '';
  switch (event.event) {
    case 'VIEWER_ACCEPTED_TERMS':
      return 'Accepted the terms and disclosure';
    case 'PASSWORD_VERIFIED':
      return 'Entered the password';
    case 'VIDEO_PLAYED':
      return at ? `Played from ${formatClock(position ?? 0)}` : 'Started playing';
    case 'VIDEO_PAUSED':
      return `Paused${at}`;
    case 'VIDEO_COMPLETED':
      return 'Watched to the end';
    case 'SPEED_CHANGED': {
      const speed = numberOf(event.metadata, 'speed');
      return speed === null ? 'Changed the speed' : `Changed the speed to ${speed}×`;
    }
    case 'CAPTIONS_ON':
      return `Turned captions on${at}`;
    case 'CAPTIONS_OFF':
      return `Turned captions off${at}`;
    case 'COMPLIMENT_SENT': {
      const type = stringOf(event.metadata, 'type');
      const text = complimentText(type, stringOf(event.metadata, 'message'));
      const moment = momentLabel(numberOf(event.metadata, 'atSeconds'));
      const sent = type === 'custom' ? 'Left a comment' : 'Sent a compliment';
      const said = `${sent}${moment ? ` ${moment}` : ''}`;
      return text ? `${said}: “${text}”` : said;
    }
    case 'VIDEO_DOWNLOADED': {
      const file = stringOf(event.metadata, 'file');
      if (file === 'video.mp4') return 'Downloaded the video';
      return file.startsWith('captions.')
        ? `Downloaded the captions (.${file.slice(9)})`
        : 'Downloaded a file';
    }
    default:
      return 'Did something this page does not know yet';
  }
}
