import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ID,
  UNKNOWN_SIZE,
  concatBytes,
  elementEnd,
  encodeElement,
  encodeId,
  encodeSize,
  readChildren,
  readEbmlHeader,
  readElementHeader,
  type ElementHeader,
} from '../ebml.ts';

/**
 * A real WebM made by the real ffmpeg, written to a pipe in live mode, as MediaRecorder
 * writes: no Duration, no Cues, an unknown Segment size. (ffmpeg still writes a SeekHead
 * with a Void and sized Clusters: `chromeLayout` turns that into Chrome's exact layout.)
 */
export function ffmpegLiveWebm(
  options: {
    seconds?: number;
    gop?: number;
    audio?: boolean;
    video?: boolean;
    videoDelay?: number;
  } = {},
): Uint8Array {
  const { seconds = 6, gop = 45, audio = true, video = true, videoDelay = 0 } = options;
  const args = ['-v', 'error', '-nostdin'];
  if (video) {
    args.push('-itsoffset', String(videoDelay), '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=30');
  }
  if (audio) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  args.push('-t', String(seconds));
  if (video) args.push('-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8');
  if (video) args.push('-g', String(gop), '-keyint_min', String(gop));
  // 60 ms Opus packets, as Chrome writes them.
  if (audio) args.push('-c:a', 'libopus', '-frame_duration', '60');
  args.push('-f', 'webm', '-live', '1', 'pipe:1');
  return new Uint8Array(execFileSync('ffmpeg', args, { maxBuffer: 64 * 1024 * 1024 }));
}

const UNKNOWN = Uint8Array.of(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);

/**
 * Rewrites ffmpeg's live WebM into the layout Chrome's MediaRecorder writes: no SeekHead,
 * Void, Tags or Cues, and Segment and Clusters of unknown size. With `blockGroups`, video
 * frames go in BlockGroups (non-keyframes with a ReferenceBlock), as Chrome writes them when
 * the video has alpha. With `knownSegmentSize`, the Segment and Clusters keep real sizes.
 */
export function chromeLayout(
  bytes: Uint8Array,
  options: { blockGroups?: boolean; knownSegmentSize?: boolean } = {},
): Uint8Array {
  const ebml = readEbmlHeader(bytes);
  const segment = readElementHeader(bytes, elementEnd(ebml));
  if (!segment) throw new Error('no Segment');
  const body: Uint8Array[] = [];
  for (const element of topLevel(bytes, segment)) {
    if (element.id === ID.Info || element.id === ID.Tracks) {
      body.push(bytes.subarray(element.start, elementEnd(element)));
    } else if (element.id === ID.Cluster && options.knownSegmentSize) {
      // A sized Segment holds sized Clusters (a player rejects unknown sizes inside it).
      body.push(bytes.subarray(element.start, elementEnd(element)));
    } else if (element.id === ID.Cluster) {
      body.push(encodeId(ID.Cluster), UNKNOWN);
      for (const child of readChildren(bytes, element.dataStart, elementEnd(element))) {
        const whole = bytes.subarray(child.start, elementEnd(child));
        const flags = bytes[child.dataStart + 3] ?? 0;
        const isVideo = bytes[child.dataStart] === 0x81; // track 1 is ffmpeg's video
        if (options.blockGroups && child.id === ID.SimpleBlock && isVideo) {
          const data = bytes.slice(child.dataStart, elementEnd(child));
          data[3] = flags & 0x0e; // a Block has no keyframe flag
          const reference =
            (flags & 0x80) === 0 ? [encodeElement(ID.ReferenceBlock, Uint8Array.of(0xdf))] : [];
          body.push(
            encodeElement(
              ID.BlockGroup,
              concatBytes([encodeElement(ID.Block, data), ...reference]),
            ),
          );
        } else {
          body.push(whole);
        }
      }
    }
  }
  const data = concatBytes(body);
  const size = options.knownSegmentSize ? encodeSize(data.length, 8) : UNKNOWN;
  return concatBytes([bytes.subarray(0, segment.start), encodeId(ID.Segment), size, data]);
}

/** The top-level elements of a Segment whose elements all have known sizes. */
export function topLevel(bytes: Uint8Array, segment: ElementHeader): ElementHeader[] {
  const end = segment.size === UNKNOWN_SIZE ? bytes.length : elementEnd(segment);
  return readChildren(bytes, segment.dataStart, end);
}

/** Runs ffprobe (or ffmpeg) on the bytes written to a temporary file; returns stdout. */
export function probe(
  bytes: Uint8Array,
  args: string[],
  tool: 'ffprobe' | 'ffmpeg' = 'ffprobe',
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefcast-webm-'));
  const file = path.join(dir, 'input.webm');
  try {
    fs.writeFileSync(file, bytes);
    const input = tool === 'ffprobe' ? [file] : ['-i', file];
    return execFileSync(tool, ['-v', 'error', ...input, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The duration ffprobe reads from the container (NaN when it says N/A). */
export function containerDuration(bytes: Uint8Array): number {
  return Number(probe(bytes, ['-show_entries', 'format=duration', '-of', 'csv=p=0']).trim());
}

/** Presentation times of the video frames that ffprobe decodes, and which are keyframes. */
export function probeVideoFrames(bytes: Uint8Array): { time: number; key: boolean }[] {
  const csv = probe(bytes, [
    ...['-select_streams', 'v', '-show_frames'],
    ...['-show_entries', 'frame=pts_time,key_frame', '-of', 'csv=p=0'],
  ]);
  return csv
    .trim()
    .split('\n')
    .map((line) => {
      const [key, time] = line.split(',');
      return { time: Number(time), key: key === '1' };
    });
}

/** The end of the last packet of any stream, as ffprobe sees it. */
export function probeEnd(bytes: Uint8Array): number {
  const csv = probe(bytes, [
    '-show_packets',
    '-show_entries',
    'packet=pts_time,duration_time',
    '-of',
    'csv=p=0',
  ]);
  return Math.max(
    ...csv
      .trim()
      .split('\n')
      .map((line) => line.split(',').slice(0, 2).map(Number))
      .map(([pts = 0, duration = 0]) => pts + duration),
  );
}

/** Where the real MediaRecorder recording lives (see scripts/record-webm-fixture.ts). */
export const MEDIA_RECORDER_WEBM = path.join(import.meta.dirname, 'mediarecorder.webm');

/**
 * A 3 s recording made by Chromium's MediaRecorder (VP9 + Opus, millisecond timestamps, no
 * frame rate, unknown sizes, no Duration), the chunk sizes MediaRecorder handed over while
 * making it, and the time it recorded.
 */
export function mediaRecorderWebm(): {
  bytes: Uint8Array;
  chunkSizes: number[];
  elapsedMs: number;
} {
  const facts = JSON.parse(
    fs.readFileSync(MEDIA_RECORDER_WEBM.replace(/\.webm$/, '.json'), 'utf8'),
  ) as { chunkSizes: number[]; elapsedMs: number };
  return { bytes: new Uint8Array(fs.readFileSync(MEDIA_RECORDER_WEBM)), ...facts };
}
