import type { Cue } from './webvtt.ts';

export type ParsedWebVtt = { ok: true; cues: Cue[] } | { ok: false; error: string };

/** 00:01:02.345 or 01:02.345, as WebVTT allows; hours may have more than two digits. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const ARROW = ' --> ';

function seconds(stamp: string): number | null {
  const match = TIMESTAMP.exec(stamp);
  if (!match) return null;
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** A cue's text as a person reads it: the entities toWebVtt writes turned back into characters. */
function unescape(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

/**
 * Reads a WebVTT file into cues, or says in words what is wrong with it (with its line number):
 * the WEBVTT header, a timing line on every cue with its end after its start, cues in time
 * order and no cue without text. Both the preview's caption editor and the server's create
 * check use it, so captions the browser would drop or misplay are never stored.
 */
export function parseWebVtt(vtt: string): ParsedWebVtt {
  const lines = vtt.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { ok: false, error: 'Captions must start with WEBVTT' };
  }
  const cues: Cue[] = [];
  let at = 1;
  while (at < lines.length) {
    if ((lines[at] ?? '').trim() === '') {
      at += 1;
      continue;
    }
    const blockStart = at;
    const block: string[] = [];
    while (at < lines.length && (lines[at] ?? '').trim() !== '') block.push(lines[at++] ?? '');
    // Comments, styles and regions carry no captions.
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0] ?? '')) continue;
    const timingIndex = block[0]?.includes(ARROW) ? 0 : 1;
    const timing = block[timingIndex];
    const lineNo = blockStart + timingIndex + 1;
    if (!timing?.includes(ARROW)) {
      return {
        ok: false,
        error: `Line ${lineNo}: expected a time like 00:00:01.000 --> 00:00:04.000`,
      };
    }
    const [startText = '', rest = ''] = timing.split(ARROW);
    const start = seconds(startText.trim());
    const end = seconds(rest.trim().split(/[ \t]/)[0] ?? '');
    if (start === null || end === null) {
      return {
        ok: false,
        error: `Line ${lineNo}: expected a time like 00:00:01.000 --> 00:00:04.000`,
      };
    }
    if (end <= start)
      return { ok: false, error: `Line ${lineNo}: a caption must end after it starts` };
    const previous = cues.at(-1);
    if (previous && start < previous.start) {
      return { ok: false, error: `Line ${lineNo}: captions must be in time order` };
    }
    const text = unescape(block.slice(timingIndex + 1).join('\n')).trim();
    if (text === '') return { ok: false, error: `Caption ${cues.length + 1} has no text` };
    cues.push({ start, end, text });
  }
  return { ok: true, cues };
}

/** Whether there is anything to show: valid WebVTT with at least one cue. */
export function hasCaptionCues(vtt: string | null | undefined): boolean {
  if (!vtt) return false;
  const parsed = parseWebVtt(vtt);
  return parsed.ok && parsed.cues.length > 0;
}
