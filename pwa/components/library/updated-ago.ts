import { relativeTime } from '../../../shared/format/times.ts';

/** A card's 'Updated … ago' line; drafts keep their time as a number. */
export function updatedAgo(at: string | number, now: number): string {
  const iso = typeof at === 'number' ? new Date(at).toISOString() : at;
  return `Updated ${relativeTime(iso, new Date(now))}`;
}
