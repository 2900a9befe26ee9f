import {
  SCRIPT_TEMPLATES,
  type ScriptTemplate,
} from '../../../shared/constants/script-templates.ts';

/** The template behind /record?script=<id>; an unknown or missing id means no teleprompter. */
export function findScriptTemplate(id: string | undefined): ScriptTemplate | undefined {
  return id ? SCRIPT_TEMPLATES.find((template) => template.id === id) : undefined;
}

/** Who the script is spoken by and to, for its [Advisor Name], [Firm Name] and [Client Name]. */
export interface ScriptNames {
  advisorName: string;
  firmName: string;
  clientName: string;
}

/**
 * The script with the names the app knows put in place of their placeholders. A client name
 * not typed yet stays a [Client Name] placeholder, marked for the advisor to say.
 */
export function fillScript(script: string, names: ScriptNames): string {
  const fills: [string, string][] = [
    ['[Advisor Name]', names.advisorName.trim()],
    ['[Firm Name]', names.firmName.trim()],
    ['[Client Name]', names.clientName.trim()],
  ];
  return fills.reduce((text, [mark, name]) => (name ? text.replaceAll(mark, name) : text), script);
}

/** A run of script text; `placeholder` marks a [bracketed] part the advisor fills in. */
export interface ScriptSegment {
  text: string;
  placeholder: boolean;
}

/** The script as paragraphs (split on blank lines), each cut into plain and [placeholder] runs. */
export function scriptParagraphs(script: string): ScriptSegment[][] {
  return script
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) =>
      paragraph
        .split(/(\[[^\]]+\])/)
        .filter((part) => part.length > 0)
        .map((part) => ({ text: part, placeholder: /^\[[^\]]+\]$/.test(part) })),
    );
}

/** Auto-scroll speed in spoken words per minute; a calm explaining pace is about 140. */
export const SPEED = { min: 80, max: 220, step: 10, initial: 140 } as const;
export const FONT_SIZE = { min: 16, max: 40, step: 4, initial: 24 } as const;

/** What the advisor last chose, kept on this device so the next recording starts the same. */
export interface TeleprompterPrefs {
  speed: number;
  fontSize: number;
}

export const DEFAULT_PREFS: TeleprompterPrefs = {
  speed: SPEED.initial,
  fontSize: FONT_SIZE.initial,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The nearest step of a range at or within its ends. */
const toStep = (value: number, range: { min: number; max: number; step: number }) =>
  clamp(
    range.min + Math.round((value - range.min) / range.step) * range.step,
    range.min,
    range.max,
  );

export const clampSpeed = (speed: number) => toStep(speed, SPEED);
export const clampFontSize = (size: number) => toStep(size, FONT_SIZE);

/** Stored preferences as written by an older version, by hand, or not at all: always usable. */
export function parsePrefs(stored: string | null): TeleprompterPrefs {
  if (!stored) return DEFAULT_PREFS;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return DEFAULT_PREFS;
    const { speed, fontSize } = value as Partial<Record<keyof TeleprompterPrefs, unknown>>;
    return {
      speed:
        typeof speed === 'number' && Number.isFinite(speed) ? clampSpeed(speed) : SPEED.initial,
      fontSize:
        typeof fontSize === 'number' && Number.isFinite(fontSize)
          ? clampFontSize(fontSize)
          : FONT_SIZE.initial,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Auto-scroll speed in pixels per second for a reading pace in words per minute. Measured on
 * the laid-out text (its height over its words), so the pace holds whatever the font size and
 * the panel's width: a wide panel fits more words on a line and scrolls slower.
 */
export function scrollPixelsPerSecond(
  wordsPerMinute: number,
  textHeight: number,
  words: number,
): number {
  if (words <= 0 || textHeight <= 0) return 0;
  return ((textHeight / words) * clampSpeed(wordsPerMinute)) / 60;
}

/** A frame arriving after the tab was hidden must not jump the script ahead. */
const MAX_FRAME_MS = 100;

/** Where an auto-scroll frame `elapsedMs` after the last one moves to, stopping at `max`. */
export function advanceScroll(
  position: number,
  pixelsPerSecond: number,
  elapsedMs: number,
  max: number,
): number {
  const step = (pixelsPerSecond * clamp(elapsedMs, 0, MAX_FRAME_MS)) / 1000;
  return clamp(position + step, 0, Math.max(0, max));
}

/** How far down the script is scrolled, 0 to 1, to restore it in another window. */
export function scrollFraction(top: number, scrollHeight: number, clientHeight: number): number {
  const range = scrollHeight - clientHeight;
  return range > 0 ? clamp(top / range, 0, 1) : 0;
}

/** The kind of surface shared, as the captured track's settings tell it. */
export type SharedSurface = 'monitor' | 'window' | 'browser' | undefined;

export interface CaptureNote {
  tone: 'info' | 'warning' | 'ok';
  text: string;
}

/**
 * What the panel says about the script and the recording. It is honest about the one thing
 * the app cannot control: anything visible on the shared surface is recorded, so a script on
 * a shared screen is in the video.
 */
export function captureNote(surface: SharedSurface, poppedOut: boolean): CaptureNote {
  switch (surface) {
    case 'monitor':
      return {
        tone: 'warning',
        text: poppedOut
          ? 'You are sharing an entire screen: if the script window is on that screen, it is in the recording. Move it to another display.'
          : 'You are sharing an entire screen: this script is in the recording if this tab shows on that screen. Pop it out onto another display, or share a window instead.',
      };
    case 'window':
      return {
        tone: 'info',
        text: 'You are sharing one window: the script stays off the recording unless it shows inside that window.',
      };
    case 'browser':
      return { tone: 'ok', text: 'You are sharing another tab: this script is not recorded.' };
    default:
      return {
        tone: 'info',
        text: poppedOut
          ? 'The script window stays off the recording unless you share the entire screen it is on.'
          : 'Share a different window or screen than this tab to keep the script off the recording.',
      };
  }
}

/** The shared surface of a live capture, when the browser says (Chromium and Firefox do). */
export function sharedSurface(stream: MediaStream | null): SharedSurface {
  const surface = stream?.getVideoTracks()[0]?.getSettings().displaySurface;
  return surface === 'monitor' || surface === 'window' || surface === 'browser'
    ? surface
    : undefined;
}
