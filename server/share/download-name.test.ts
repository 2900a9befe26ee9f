import { describe, expect, it } from 'vitest';
import { attachmentHeader, downloadFileName } from './download-name.ts';

describe('downloadFileName', () => {
  it('keeps a plain title and adds the extension', () => {
    expect(downloadFileName('Q3 portfolio review - Ann', 'mp4')).toBe(
      'Q3 portfolio review - Ann.mp4',
    );
  });

  it('drops characters file systems refuse and path tricks', () => {
    expect(downloadFileName('../etc/passwd: "x" <y>?', 'srt')).toBe('etc passwd x y.srt');
  });

  it('falls back to video when nothing is left', () => {
    expect(downloadFileName('///', 'vtt')).toBe('video.vtt');
    expect(downloadFileName('Café', 'mp4')).toBe('Café.mp4');
  });

  it('bounds a long title', () => {
    expect(downloadFileName('a'.repeat(300), 'mp4')).toBe(`${'a'.repeat(80)}.mp4`);
  });
});

describe('attachmentHeader', () => {
  it('gives an ASCII name and the UTF-8 one', () => {
    expect(attachmentHeader('Café plan.mp4')).toBe(
      `attachment; filename="Caf_ plan.mp4"; filename*=UTF-8''Caf%C3%A9%20plan.mp4`,
    );
  });
});
