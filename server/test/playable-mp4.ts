import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';

interface ProbedStream {
  codec_type: string;
  codec_name: string;
  profile?: string;
  pix_fmt?: string;
  color_range?: string;
  r_frame_rate?: string;
  nb_read_frames?: string;
}

/** A fraction such as "30/1" or "1000/1" as a number. */
function rate(fraction = '0/1'): number {
  const [top = 0, bottom = 1] = fraction.split('/').map(Number);
  return top / bottom;
}

/**
 * Checks, with ffprobe counting every frame, that an MP4 is one that every phone, TV and
 * browser plays: H.264 High or Main in limited-range yuv420p at no more than 60 frames a
 * second (and as many frames as its length at that rate), AAC sound when `withSound`, and the
 * index (moov) before the data (mdat), so playback starts before the download ends.
 * Returns the frame rate and duration found.
 */
export function expectPlayableMp4(
  mp4: Buffer | string,
  { withSound = true }: { withSound?: boolean } = {},
): { frameRate: number; seconds: number; frames: number } {
  const bytes = typeof mp4 === 'string' ? fs.readFileSync(mp4) : mp4;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-mp4-'));
  try {
    const file = path.join(dir, 'video.mp4');
    fs.writeFileSync(file, bytes);
    const probed = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-count_frames', '-show_streams', '-show_format', '-of', 'json', file],
        { encoding: 'utf8' },
      ),
    ) as { streams: ProbedStream[]; format: { duration: string; format_name: string } };
    const video = probed.streams.find((stream) => stream.codec_type === 'video');
    const audio = probed.streams.find((stream) => stream.codec_type === 'audio');
    expect(probed.format.format_name).toContain('mp4');
    expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(video?.color_range ?? 'tv').toBe('tv');
    expect(['High', 'Main']).toContain(video?.profile);
    if (withSound) expect(audio?.codec_name).toBe('aac');
    else expect(audio).toBeUndefined();

    const frameRate = rate(video?.r_frame_rate);
    const seconds = Number(probed.format.duration);
    const frames = Number(video?.nb_read_frames);
    expect(frameRate).toBeGreaterThan(0);
    expect(frameRate).toBeLessThanOrEqual(60);
    // Within a frame or two of the length at that rate (the last frame and the audio's tail).
    expect(Math.abs(frames - seconds * frameRate)).toBeLessThanOrEqual(
      Math.max(3, frameRate * 0.1),
    );

    const moov = bytes.indexOf('moov');
    expect(moov).toBeGreaterThan(0);
    expect(moov).toBeLessThan(bytes.indexOf('mdat'));
    return { frameRate, seconds, frames };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
