/** One caption: seconds from the start of the video, and its text on one or two lines. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** 00:01:02.345: WebVTT's timestamp, always with hours so every cue lines up. */
export function formatVttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * A WebVTT file of the cues. Text is escaped (&, <, >) because a cue's text is markup to the
 * browser, and a blank line inside a cue would end it early.
 */
export function toWebVtt(cues: readonly Cue[]): string {
  const body = cues.map((cue, index) => {
    const text = cue.text
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replace(/\n\s*\n/g, '\n')
      .trim();
    return `${index + 1}\n${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}\n${text}`;
  });
  return ['WEBVTT', ...body].join('\n\n') + '\n';
}
