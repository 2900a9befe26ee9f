import { BlobWindow } from './blob-window.ts';
import {
  ID,
  MAX_HEADER_BYTES,
  SEGMENT_CHILDREN,
  UNKNOWN_SIZE,
  WebmError,
  elementEnd,
  readChildren,
  readEbmlHeader,
  readElementHeader,
  readUint,
  type ElementHeader,
} from './ebml.ts';

export interface WebmVideoTrack {
  trackNumber: number;
  codecId: string;
  width: number;
  height: number;
}

export interface WebmKeyframes {
  /** Presentation times (seconds) of the video track's keyframes, ascending. */
  keyframes: number[];
  /**
   * End (seconds) of the last frame of any track: the recording's real duration, which a
   * live WebM does not state. Times count from timestamp 0, as MediaRecorder and <video> do.
   */
  duration: number;
  /** The first video track (TrackType 1), or null for an audio-only file. */
  video: WebmVideoTrack | null;
  /** Number of video frames seen. */
  videoFrames: number;
}

interface TrackState {
  /** DefaultDuration in TimecodeScale units, 0 when absent. */
  defaultTicks: number;
  /** CodecDelay (Opus pre-skip) in TimecodeScale units: players present blocks this much earlier. */
  delayTicks: number;
  lastTicks: number;
  previousTicks: number;
  lastDurationTicks: number;
  blocks: number;
}

const TRACK_TYPE_VIDEO = 1;

/**
 * Why: trimming needs to know where the video keyframes are (a stream copy may only start on
 * one) and how long the recording really is (a live WebM has no Duration). This walks the
 * Clusters of a WebM Blob a slice at a time, reading only block headers, so a long recording
 * is never fully in memory. Clusters of unknown size end where the next top-level element
 * starts. A SimpleBlock is a keyframe when its flags have 0x80; a BlockGroup's Block is one
 * when the group has no ReferenceBlock. A block cut off by the end of the file is ignored.
 */
export async function readWebmKeyframes(
  file: Blob,
  options: { sliceBytes?: number; signal?: AbortSignal } = {},
): Promise<WebmKeyframes> {
  const reader = new BlobWindow(file, options.sliceBytes);
  const ebml = readEbmlHeader(await reader.read(0, 4096));
  const segment = await headerAt(reader, elementEnd(ebml));
  if (!segment) throw new WebmError('TRUNCATED', 'the data ends before the Segment starts');
  if (segment.id !== ID.Segment) throw new WebmError('NOT_WEBM', 'no Segment after the header');
  const segmentEnd = Math.min(elementEnd(segment), file.size);

  let timecodeScale = 1_000_000;
  const tracks = new Map<number, TrackState>();
  let video: WebmVideoTrack | null = null;
  const keyTicks: number[] = [];

  const onBlock = (track: number, ticks: number, key: boolean, durationTicks: number) => {
    const state = tracks.get(track);
    if (!state) return;
    ticks -= state.delayTicks;
    state.previousTicks = state.blocks > 0 ? state.lastTicks : ticks;
    state.lastTicks = ticks;
    state.lastDurationTicks = durationTicks;
    state.blocks++;
    if (key && video?.trackNumber === track && keyTicks.at(-1) !== ticks) keyTicks.push(ticks);
  };

  let pos = segment.dataStart;
  while (pos < segmentEnd) {
    options.signal?.throwIfAborted();
    const element = await headerAt(reader, pos);
    if (!element) break;
    if (element.id === ID.Cluster) {
      pos = await readCluster(reader, element, segmentEnd, onBlock);
      continue;
    }
    if (element.size === UNKNOWN_SIZE) {
      throw new WebmError('UNSUPPORTED', `element ${element.id.toString(16)} has no size`);
    }
    if (element.id === ID.Info) {
      const info = await elementBytes(reader, element);
      const scale = readChildren(info, 0, info.length).find((c) => c.id === ID.TimecodeScale);
      if (scale) timecodeScale = readUint(info, scale.dataStart, scale.size);
    } else if (element.id === ID.Tracks) {
      const parsed = parseTracks(await elementBytes(reader, element));
      for (const { number, defaultNs, delayNs } of parsed.tracks) {
        tracks.set(number, {
          defaultTicks: defaultNs / timecodeScale,
          delayTicks: delayNs / timecodeScale,
          lastTicks: 0,
          previousTicks: 0,
          lastDurationTicks: 0,
          blocks: 0,
        });
      }
      video = parsed.video;
    }
    pos = elementEnd(element);
  }

  let endTicks = 0;
  for (const state of tracks.values()) {
    if (state.blocks === 0) continue;
    // A block rarely says how long it lasts; the track's default or the gap before the last
    // block is the best estimate of the last frame's length.
    const last =
      state.lastDurationTicks || state.defaultTicks || state.lastTicks - state.previousTicks;
    endTicks = Math.max(endTicks, state.lastTicks + last);
  }
  const seconds = (ticks: number) => (ticks * timecodeScale) / 1e9;
  return {
    keyframes: keyTicks.map(seconds),
    duration: seconds(endTicks),
    video,
    videoFrames: video ? (tracks.get(video.trackNumber)?.blocks ?? 0) : 0,
  };
}

/** The element header at `pos` with offsets in file coordinates, or null at the end. */
async function headerAt(reader: BlobWindow, pos: number): Promise<ElementHeader | null> {
  const header = readElementHeader(await reader.read(pos, MAX_HEADER_BYTES), 0);
  return header && { ...header, start: pos, dataStart: pos + header.dataStart };
}

async function elementBytes(reader: BlobWindow, element: ElementHeader): Promise<Uint8Array> {
  const bytes = await reader.read(element.dataStart, element.size);
  if (bytes.length < element.size) throw new WebmError('TRUNCATED', 'an element is cut off');
  return bytes;
}

type BlockCallback = (track: number, ticks: number, key: boolean, durationTicks: number) => void;

/** Reads one Cluster's blocks; returns where the next top-level element starts. */
async function readCluster(
  reader: BlobWindow,
  cluster: ElementHeader,
  segmentEnd: number,
  onBlock: BlockCallback,
): Promise<number> {
  const end = Math.min(elementEnd(cluster), segmentEnd);
  let clusterTicks = 0;
  let pos = cluster.dataStart;
  while (pos < end) {
    const child = await headerAt(reader, pos);
    if (!child) return reader.size;
    // In a Cluster of unknown size, the next Cluster (or other top-level element) ends it.
    if (cluster.size === UNKNOWN_SIZE && SEGMENT_CHILDREN.has(child.id)) return pos;
    if (child.size === UNKNOWN_SIZE) throw new WebmError('UNSUPPORTED', 'a block has no size');
    const childEnd = elementEnd(child);
    if (childEnd > reader.size) return reader.size;
    if (child.id === ID.Timecode) {
      clusterTicks = readUint(await elementBytes(reader, child), 0, child.size);
    } else if (child.id === ID.SimpleBlock) {
      const block = parseBlockHeader(await reader.read(child.dataStart, 12));
      if (block) onBlock(block.track, clusterTicks + block.relative, (block.flags & 0x80) !== 0, 0);
    } else if (child.id === ID.BlockGroup) {
      await readBlockGroup(reader, child, clusterTicks, onBlock);
    }
    pos = childEnd;
  }
  return end;
}

async function readBlockGroup(
  reader: BlobWindow,
  group: ElementHeader,
  clusterTicks: number,
  onBlock: BlockCallback,
): Promise<void> {
  let block: ReturnType<typeof parseBlockHeader> = null;
  let referenced = false;
  let durationTicks = 0;
  for (let pos = group.dataStart; pos < elementEnd(group);) {
    const child = await headerAt(reader, pos);
    if (!child || child.size === UNKNOWN_SIZE) return;
    if (child.id === ID.Block) block = parseBlockHeader(await reader.read(child.dataStart, 12));
    else if (child.id === ID.ReferenceBlock) referenced = true;
    else if (child.id === ID.BlockDuration) {
      durationTicks = readUint(await elementBytes(reader, child), 0, child.size);
    }
    pos = elementEnd(child);
  }
  if (block) onBlock(block.track, clusterTicks + block.relative, !referenced, durationTicks);
}

/** Track number (vint), signed 16-bit timecode relative to the Cluster, and flags. */
function parseBlockHeader(
  bytes: Uint8Array,
): { track: number; relative: number; flags: number } | null {
  const first = bytes[0] ?? 0;
  const width = first === 0 ? 0 : Math.clz32(first) - 23;
  if (width === 0 || bytes.length < width + 3) return null;
  let track = first & (0xff >> width);
  for (let i = 1; i < width; i++) track = track * 256 + (bytes[i] ?? 0);
  const view = new DataView(bytes.buffer, bytes.byteOffset + width, 3);
  return { track, relative: view.getInt16(0), flags: view.getUint8(2) };
}

interface TrackEntry {
  number: number;
  type: number;
  defaultNs: number;
  delayNs: number;
}

/** Each track's number, type, DefaultDuration and CodecDelay, and the first video track. */
function parseTracks(bytes: Uint8Array): { tracks: TrackEntry[]; video: WebmVideoTrack | null } {
  const tracks: TrackEntry[] = [];
  let video: WebmVideoTrack | null = null;
  for (const entry of readChildren(bytes, 0, bytes.length)) {
    if (entry.id !== ID.TrackEntry) continue;
    let number = 0;
    let type = 0;
    let defaultNs = 0;
    let delayNs = 0;
    let codecId = '';
    let width = 0;
    let height = 0;
    for (const field of readChildren(bytes, entry.dataStart, elementEnd(entry))) {
      const value = () => readUint(bytes, field.dataStart, field.size);
      if (field.id === ID.TrackNumber) number = value();
      else if (field.id === ID.TrackType) type = value();
      else if (field.id === ID.DefaultDuration) defaultNs = value();
      else if (field.id === ID.CodecDelay) delayNs = value();
      else if (field.id === ID.CodecID) {
        codecId = new TextDecoder().decode(bytes.subarray(field.dataStart, elementEnd(field)));
      } else if (field.id === ID.Video) {
        for (const v of readChildren(bytes, field.dataStart, elementEnd(field))) {
          if (v.id === ID.PixelWidth) width = readUint(bytes, v.dataStart, v.size);
          if (v.id === ID.PixelHeight) height = readUint(bytes, v.dataStart, v.size);
        }
      }
    }
    tracks.push({ number, type, defaultNs, delayNs });
    if (type === TRACK_TYPE_VIDEO && !video)
      video = { trackNumber: number, codecId, width, height };
  }
  return { tracks, video };
}
