/**
 * SVG text does not wrap, and the card is drawn without a layout engine, so names are fitted by
 * an estimate of DejaVu Sans' advance widths (in em), rounded up so a line never overflows.
 */
const NARROW = /[ijl.,:;'|!()[\]{}]/;
const WIDE = /[mwMW@%]/;

function emWidth(char: string, bold: boolean): number {
  let em = 0.64;
  if (char === ' ') em = 0.32;
  else if (NARROW.test(char)) em = 0.34;
  else if (WIDE.test(char)) em = 0.98;
  else if (/[A-Z]/.test(char)) em = 0.74;
  else if (char.charCodeAt(0) > 0x2e7f) em = 1.0;
  return bold ? em * 1.08 : em;
}

/** The estimated width of `text` in pixels at `size`. */
export function textWidth(text: string, size: number, bold = false): number {
  return [...text].reduce((sum, char) => sum + emWidth(char, bold), 0) * size;
}

export interface FitOptions {
  /** The widest a line may be, in pixels. */
  width: number;
  /** Font sizes to try, largest first; the last one is used with wrapping and an ellipsis. */
  sizes: number[];
  lines: number;
  bold?: boolean;
}

/** Cuts `text` to fit `width`, ending it with an ellipsis when anything was cut. */
function truncate(text: string, width: number, size: number, bold: boolean): string {
  if (textWidth(text, size, bold) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('').trimEnd()}…`, size, bold) > width)
    chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Greedy word wrap into at most `lines` lines; the last line takes the rest, cut to fit. */
function wrap(text: string, width: number, size: number, lines: number, bold: boolean): string[] {
  const out: string[] = [];
  let rest = text.split(/\s+/).filter(Boolean);
  while (rest.length > 0 && out.length < lines - 1) {
    let take = 1;
    while (take < rest.length && textWidth(rest.slice(0, take + 1).join(' '), size, bold) <= width)
      take += 1;
    out.push(truncate(rest.slice(0, take).join(' '), width, size, bold));
    rest = rest.slice(take);
  }
  if (rest.length > 0) out.push(truncate(rest.join(' '), width, size, bold));
  return out;
}

/**
 * The largest size at which `text` fits on one line; failing that, the smallest size, wrapped
 * onto at most `lines` lines with an ellipsis where it still does not fit.
 */
export function fitText(text: string, options: FitOptions): { size: number; lines: string[] } {
  const bold = options.bold ?? false;
  const clean = text.replace(/\s+/g, ' ').trim();
  for (const size of options.sizes) {
    if (textWidth(clean, size, bold) <= options.width) return { size, lines: [clean] };
  }
  const size = options.sizes.at(-1) ?? 32;
  return { size, lines: wrap(clean, options.width, size, options.lines, bold) };
}
