import type { FrameFinding } from './frame-findings.ts';
import { readPgm, type GrayPicture } from './gray-picture.ts';
import type { SampledFrame } from './sample-frames.ts';
import { samePicture } from './same-picture.ts';
import type { ReadFrame } from './timeline.ts';

/** The last picture read and what was found on it: it stands for each frame showing the same. */
export interface LastReading {
  picture: GrayPicture;
  findings: readonly FrameFinding[];
}

/** Client data on each of these frame files, in order: OCR, then the detectors. */
export type FindOnFrames = (files: readonly string[]) => Promise<FrameFinding[][]>;

/**
 * Client data on each sampled frame, where only the frames whose picture changed since the last
 * one read are read (`last` is the stretch before's, null at the start). A frame showing the
 * same picture keeps that reading at its own time, so a finding still runs for as long as its
 * picture is shown; every sampled frame is compared, so what is shown for 2 seconds is seen.
 * Compared with the last frame read, not the frame before: a slow fade is read once it adds up.
 */
export async function readChangedFrames(
  frames: readonly SampledFrame[],
  last: LastReading | null,
  findOnFrames: FindOnFrames,
): Promise<{ read: ReadFrame[]; last: LastReading | null }> {
  const changed: string[] = [];
  // For each frame, the changed frame whose reading stands for it (-1: the one in `last`).
  const readingOf: number[] = [];
  let reference = last?.picture ?? null;
  for (const frame of frames) {
    const picture = await readPgm(frame.file);
    if (!reference || !samePicture(picture, reference)) {
      changed.push(frame.file);
      reference = picture;
    }
    readingOf.push(changed.length - 1);
  }
  const findings = await findOnFrames(changed);
  const read = frames.map((frame, i) => ({
    seconds: frame.seconds,
    findings: findings[readingOf[i] ?? -1] ?? last?.findings ?? [],
  }));
  const newest = findings.at(-1);
  return {
    read,
    last: reference && newest ? { picture: reference, findings: newest } : last,
  };
}
