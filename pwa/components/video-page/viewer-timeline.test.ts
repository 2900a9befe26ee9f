import { describe, expect, it } from 'vitest';
import type { ViewerEventView } from '../../../shared/api/videos.ts';
import { complimentText, describeEvent, groupByVisit, visitNumbers } from './viewer-timeline.ts';

let n = 0;
const event = (
  sessionId: string,
  createdAt: string,
  name: ViewerEventView['event'],
  metadata: ViewerEventView['metadata'] = null,
): ViewerEventView => ({ id: String(++n), sessionId, event: name, metadata, createdAt });

describe('describeEvent', () => {
  it.each([
    ['VIEWER_ACCEPTED_TERMS', { timestamp: 'x' }, 'Accepted the terms and disclosure'],
    ['PASSWORD_VERIFIED', null, 'Entered the password'],
    ['VIDEO_PLAYED', { position: 0 }, 'Started playing'],
    ['VIDEO_PLAYED', { position: 42.3 }, 'Played from 0:42'],
    ['VIDEO_PAUSED', { position: 75 }, 'Paused at 1:15'],
    ['VIDEO_PAUSED', null, 'Paused'],
    ['VIDEO_COMPLETED', { position: 8 }, 'Watched to the end'],
    ['SPEED_CHANGED', { speed: 1.5, position: 3 }, 'Changed the speed to 1.5×'],
    ['SPEED_CHANGED', { speed: 'fast' }, 'Changed the speed'],
    ['CAPTIONS_ON', { position: 0.4 }, 'Turned captions on'],
    ['CAPTIONS_OFF', { position: 12 }, 'Turned captions off at 0:12'],
    ['COMPLIMENT_SENT', { type: 'heart', message: 'Thank you' }, 'Sent a compliment: “Thank you”'],
    ['COMPLIMENT_SENT', { type: 'custom', message: 'Call me?' }, 'Left a comment: “Call me?”'],
    [
      'COMPLIMENT_SENT',
      { type: 'custom', message: 'Why?', atSeconds: 134 },
      'Left a comment at 2:14: “Why?”',
    ],
    [
      'COMPLIMENT_SENT',
      { type: 'celebrate', message: 'Great news', atSeconds: 5 },
      'Sent a compliment at 0:05: “Great news”',
    ],
  ] as const)('%s %j reads "%s"', (name, metadata, text) => {
    expect(describeEvent({ event: name, metadata })).toBe(text);
  });
});

describe('complimentText', () => {
  it('gives a quick compliment its button’s words and a comment its own', () => {
    expect(complimentText('clap', '')).toBe('Great explanation');
    expect(complimentText('custom', 'See you Tuesday')).toBe('See you Tuesday');
  });
});

describe('visitNumbers', () => {
  it('numbers visits from the first one to begin', () => {
    const numbers = visitNumbers([
      { sessionId: 'b', startedAt: '2026-03-02T10:00:00Z' },
      { sessionId: 'a', startedAt: '2026-03-01T10:00:00Z' },
    ]);
    expect(numbers.get('a')).toBe(1);
    expect(numbers.get('b')).toBe(2);
  });
});

describe('groupByVisit', () => {
  it('groups events per visit, newest visit first, each visit in time order', () => {
    const events = [
      event('b', '2026-03-02T10:00:09Z', 'VIDEO_PAUSED'),
      event('b', '2026-03-02T10:00:02Z', 'VIDEO_PLAYED'),
      event('a', '2026-03-01T10:00:05Z', 'VIDEO_PLAYED'),
      event('a', '2026-03-01T10:00:01Z', 'VIEWER_ACCEPTED_TERMS'),
    ];
    const groups = groupByVisit(events, [
      { sessionId: 'a', startedAt: '2026-03-01T10:00:00Z' },
      { sessionId: 'b', startedAt: '2026-03-02T10:00:00Z' },
    ]);
    expect(groups.map((g) => [g.sessionId, g.number, g.startedAt])).toEqual([
      ['b', 2, '2026-03-02T10:00:00Z'],
      ['a', 1, '2026-03-01T10:00:00Z'],
    ]);
    expect(groups[0]?.events.map((e) => e.event)).toEqual(['VIDEO_PLAYED', 'VIDEO_PAUSED']);
    expect(groups[1]?.events.map((e) => e.event)).toEqual([
      'VIEWER_ACCEPTED_TERMS',
      'VIDEO_PLAYED',
    ]);
  });

  it('gives events of an unknown visit a group that starts at its first event', () => {
    const groups = groupByVisit(
      [event('x', '2026-03-03T09:00:00Z', 'CAPTIONS_OFF')],
      [{ sessionId: 'a', startedAt: '2026-03-01T10:00:00Z' }],
    );
    expect(groups).toEqual([
      expect.objectContaining({ sessionId: 'x', number: 2, startedAt: '2026-03-03T09:00:00Z' }),
    ]);
  });

  it('has no group for a visit without events', () => {
    expect(groupByVisit([], [{ sessionId: 'a', startedAt: '2026-03-01T10:00:00Z' }])).toEqual([]);
  });
});
