import { cueIndexAt, cuesMatching } from '../../../shared/captions/cue-at.ts';
import { parseWebVtt } from '../../../shared/captions/parse-webvtt.ts';
import type { Cue } from '../../../shared/captions/webvtt.ts';
import { formatClock } from '../../../shared/format/clock.ts';
import { byId } from './dom.ts';

/** The cue's text with each match of `query` in a <mark>; made of text nodes, never HTML. */
function markedText(text: string, query: string): Node[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [document.createTextNode(text)];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  return text
    .split(new RegExp(`(${escaped})`, 'gi'))
    .map((part, i) =>
      i % 2 === 1
        ? Object.assign(document.createElement('mark'), { textContent: part })
        : document.createTextNode(part),
    );
}

/**
 * The transcript under the player: the default caption track's cues, the one being spoken
 * highlighted, each a button that plays from it, and a search that keeps and marks the lines
 * holding the words. Loaded once, from the captions URL the gate hands out.
 */
export async function showTranscript(url: string): Promise<void> {
  const text = await fetch(url, { credentials: 'same-origin' })
    .then((r) => (r.ok ? r.text() : ''))
    .catch(() => '');
  const parsed = parseWebVtt(text);
  if (!parsed.ok || parsed.cues.length === 0) return;
  const cues: Cue[] = parsed.cues;
  const video = byId<HTMLVideoElement>('video');
  const list = byId('transcript-cues');
  const search = byId<HTMLInputElement>('transcript-search');
  const count = byId('transcript-count');

  const rows = cues.map((cue) => {
    const button = Object.assign(document.createElement('button'), {
      type: 'button',
      className: 'cue',
    });
    const time = Object.assign(document.createElement('span'), {
      className: 'time',
      textContent: formatClock(cue.start),
    });
    const words = document.createElement('span');
    button.append(time, words);
    button.addEventListener('click', () => {
      video.currentTime = cue.start;
    });
    const item = document.createElement('li');
    item.append(button);
    list.append(item);
    return { item, button, words };
  });

  const filter = () => {
    const query = search.value;
    const matching = new Set(cuesMatching(cues, query));
    rows.forEach((row, i) => {
      row.item.hidden = !matching.has(i);
      row.words.replaceChildren(...markedText(cues[i]?.text ?? '', query));
    });
    count.textContent =
      query.trim() === '' ? '' : `${matching.size} of ${cues.length} lines hold “${query.trim()}”`;
  };
  search.addEventListener('input', filter);
  filter();

  let current = -1;
  video.addEventListener('timeupdate', () => {
    const index = cueIndexAt(cues, video.currentTime);
    if (index === current) return;
    rows[current]?.button.removeAttribute('aria-current');
    rows[index]?.button.setAttribute('aria-current', 'true');
    current = index;
  });
  byId('transcript').hidden = false;
}
