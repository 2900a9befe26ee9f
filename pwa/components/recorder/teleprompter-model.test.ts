import { describe, expect, it } from 'vitest';
import { SCRIPT_TEMPLATES } from '../../../shared/constants/script-templates.ts';
import {
  advanceScroll,
  captureNote,
  clampFontSize,
  clampSpeed,
  DEFAULT_PREFS,
  fillScript,
  findScriptTemplate,
  parsePrefs,
  scriptParagraphs,
  scrollFraction,
  scrollPixelsPerSecond,
  sharedSurface,
  wordCount,
} from './teleprompter-model.ts';

describe('findScriptTemplate', () => {
  it('finds every built-in template by its id', () => {
    for (const template of SCRIPT_TEMPLATES) {
      expect(findScriptTemplate(template.id)).toBe(template);
    }
  });

  it('finds nothing for a missing or unknown id', () => {
    expect(findScriptTemplate(undefined)).toBeUndefined();
    expect(findScriptTemplate('')).toBeUndefined();
    expect(findScriptTemplate('no-such-script')).toBeUndefined();
    expect(findScriptTemplate('constructor')).toBeUndefined();
  });
});

describe('scriptParagraphs', () => {
  it('splits on blank lines and marks [placeholders]', () => {
    expect(scriptParagraphs('Hi [Client Name], hello.\n\n  \n[Firm] says hi\n\n')).toEqual([
      [
        { text: 'Hi ', placeholder: false },
        { text: '[Client Name]', placeholder: true },
        { text: ', hello.', placeholder: false },
      ],
      [
        { text: '[Firm]', placeholder: true },
        { text: ' says hi', placeholder: false },
      ],
    ]);
  });

  it('keeps an unclosed bracket as plain text', () => {
    expect(scriptParagraphs('Up [10% this year')).toEqual([
      [{ text: 'Up [10% this year', placeholder: false }],
    ]);
  });

  it('keeps every word of the real scripts', () => {
    for (const { script } of SCRIPT_TEMPLATES) {
      const joined = scriptParagraphs(script)
        .map((segments) => segments.map((segment) => segment.text).join(''))
        .join(' ');
      expect(wordCount(joined)).toBe(wordCount(script));
    }
  });
});

describe('preferences', () => {
  it('falls back to the defaults for anything unusable', () => {
    for (const stored of [null, '', 'not json', 'null', '42', '"text"', '[]', '{}']) {
      expect(parsePrefs(stored)).toEqual(DEFAULT_PREFS);
    }
    expect(parsePrefs('{"speed":"fast","fontSize":null}')).toEqual(DEFAULT_PREFS);
  });

  it('keeps stored values, clamped to the controls’ ranges and steps', () => {
    expect(parsePrefs('{"speed":160,"fontSize":32}')).toEqual({ speed: 160, fontSize: 32 });
    expect(parsePrefs('{"speed":5,"fontSize":400}')).toEqual({ speed: 80, fontSize: 40 });
    expect(clampSpeed(143)).toBe(140);
    expect(clampSpeed(1000)).toBe(220);
    expect(clampFontSize(26)).toBe(28);
    expect(clampFontSize(3)).toBe(16);
  });
});

describe('auto-scroll', () => {
  it('reads at the chosen words per minute whatever the layout', () => {
    // 300 words laid out 1,500 px tall: 5 px a word; 120 words a minute is 2 words a second.
    expect(scrollPixelsPerSecond(120, 1500, 300)).toBe(10);
    // Twice the font (twice the height) scrolls twice as fast for the same reading pace.
    expect(scrollPixelsPerSecond(120, 3000, 300)).toBe(20);
    expect(scrollPixelsPerSecond(120, 0, 300)).toBe(0);
    expect(scrollPixelsPerSecond(120, 1500, 0)).toBe(0);
  });

  it('moves by elapsed time, stops at the end, and ignores a long gap between frames', () => {
    expect(advanceScroll(100, 20, 50, 1000)).toBe(101);
    expect(advanceScroll(995, 200, 50, 1000)).toBe(1000);
    // A frame after the tab was hidden for a minute moves only as far as a 100 ms one.
    expect(advanceScroll(0, 20, 60_000, 1000)).toBe(2);
    expect(advanceScroll(0, 20, 50, -10)).toBe(0);
  });

  it('measures how far down the script is', () => {
    expect(scrollFraction(0, 1000, 400)).toBe(0);
    expect(scrollFraction(300, 1000, 400)).toBe(0.5);
    expect(scrollFraction(900, 1000, 400)).toBe(1);
    expect(scrollFraction(0, 300, 400)).toBe(0);
  });
});

describe('captureNote', () => {
  it('asks for another window or screen before recording', () => {
    expect(captureNote(undefined, false)).toEqual({
      tone: 'info',
      text: 'Share a different window or screen than this tab to keep the script off the recording.',
    });
  });

  it('says what keeps a popped-out script off the recording', () => {
    expect(captureNote(undefined, true).text).toBe(
      'The script window stays off the recording unless you share the entire screen it is on.',
    );
  });

  it('warns that a shared entire screen records whatever shows on it', () => {
    const note = captureNote('monitor', false);
    expect(note.tone).toBe('warning');
    expect(note.text).toContain('in the recording');
    expect(captureNote('monitor', true).text).toContain('script window');
  });

  it('reassures only where the script cannot be in the picture', () => {
    expect(captureNote('browser', false).tone).toBe('ok');
    expect(captureNote('window', false).tone).toBe('info');
  });
});

describe('sharedSurface', () => {
  const streamOf = (displaySurface: string | undefined) =>
    ({
      getVideoTracks: () => [{ getSettings: () => ({ displaySurface }) }],
    }) as unknown as MediaStream;

  it('reads the surface from the captured track', () => {
    expect(sharedSurface(streamOf('monitor'))).toBe('monitor');
    expect(sharedSurface(streamOf('window'))).toBe('window');
    expect(sharedSurface(streamOf('browser'))).toBe('browser');
  });

  it('says nothing when there is no capture or the browser does not tell', () => {
    expect(sharedSurface(null)).toBeUndefined();
    expect(sharedSurface(streamOf(undefined))).toBeUndefined();
    expect(sharedSurface(streamOf('application'))).toBeUndefined();
  });
});

describe('fillScript', () => {
  const script = 'Hi [Client Name], this is [Advisor Name] at [Firm Name]. [IRA balance] is up.';
  it('puts in the names the app knows, and the client name the advisor typed', () => {
    expect(
      fillScript(script, {
        advisorName: 'Morgan Lee',
        firmName: 'Lee Family Office',
        clientName: ' Margaret Chen ',
      }),
    ).toBe('Hi Margaret Chen, this is Morgan Lee at Lee Family Office. [IRA balance] is up.');
  });

  it('leaves a placeholder for a name not typed yet', () => {
    expect(
      fillScript(script, { advisorName: 'Morgan Lee', firmName: 'LFO', clientName: ' ' }),
    ).toBe('Hi [Client Name], this is Morgan Lee at LFO. [IRA balance] is up.');
  });
});
