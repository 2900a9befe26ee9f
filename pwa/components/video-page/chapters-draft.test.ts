import { describe, expect, it } from 'vitest';
import { chaptersToSave, clockText, parseClock } from './chapters-draft.ts';

const row = (title: string, start: string) => ({ key: title, title, start });

describe('parseClock', () => {
  it('reads m:ss, h:mm:ss, tenths and plain seconds', () => {
    expect(parseClock('1:23')).toBe(83);
    expect(parseClock('1:02:03')).toBe(3723);
    expect(parseClock(' 0:42.5 ')).toBe(42.5);
    expect(parseClock('95')).toBe(95);
  });

  it('refuses what is not a time', () => {
    for (const text of ['', 'abc', '1:75', '-3', '1:2:3:4', '1.25'])
      expect(parseClock(text)).toBeNull();
  });

  it('shows a start as it reads back', () => {
    expect(clockText(83)).toBe('1:23');
    expect(clockText(42.5)).toBe('0:42.5');
    expect(parseClock(clockText(3723.4))).toBe(3723.4);
  });
});

describe('chaptersToSave', () => {
  it('sorts the rows by start and trims their titles', () => {
    expect(chaptersToSave([row(' Next ', '1:00'), row('Intro', '0:00')], 120)).toEqual({
      ok: true,
      chapters: [
        { title: 'Intro', startSeconds: 0 },
        { title: 'Next', startSeconds: 60 },
      ],
    });
  });

  it('says what is wrong in words', () => {
    expect(chaptersToSave([row('Late', '2:00')], 120)).toEqual({
      ok: false,
      error: 'Late starts after the video ends.',
    });
    expect(chaptersToSave([row('Odd', 'soon')], 120)).toMatchObject({ ok: false, error: /1:30/ });
    expect(chaptersToSave([row('', '0:10')], 120)).toMatchObject({ ok: false, error: /title/ });
    expect(chaptersToSave([row('A', '0:10'), row('B', '0:10')], 120)).toMatchObject({
      ok: false,
      error: /same time/,
    });
  });
});
