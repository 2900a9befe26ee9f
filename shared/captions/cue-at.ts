import type { Cue } from './webvtt.ts';

/**
 * The cue being spoken at `seconds`, as an index into `cues` (which are in time order), or -1
 * between cues. Where cues overlap, the later one wins: it is the one that just appeared.
 */
export function cueIndexAt(cues: readonly Cue[], seconds: number): number {
  for (let i = cues.length - 1; i >= 0; i -= 1) {
    const cue = cues[i];
    if (cue && cue.start <= seconds && seconds < cue.end) return i;
  }
  return -1;
}

/** Lower case with runs of space made one, so a search matches across a caption's line break. */
const comparable = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** The indices of the cues whose text holds `query` (any case); every cue for an empty query. */
export function cuesMatching(cues: readonly Cue[], query: string): number[] {
  const wanted = comparable(query);
  return cues.flatMap((cue, index) =>
    wanted === '' || comparable(cue.text).includes(wanted) ? [index] : [],
  );
}
