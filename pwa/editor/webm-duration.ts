import {
  ID,
  UNKNOWN_SIZE,
  WebmError,
  concatBytes,
  elementEnd,
  encodeElement,
  encodeId,
  encodeSize,
  encodeUint,
  readChildren,
  readEbmlHeader,
  readElementHeader,
  readUint,
  sizeWidth,
  type ElementHeader,
} from './ebml.ts';

/**
 * Why this exists: MediaRecorder writes a "live" WebM whose Segment Info has no Duration, so
 * a <video> reports Infinity, cannot show a seek bar and seeks badly. The fix is to give the
 * Info a Duration. Only the head of the file changes, so the caller patches the file's first
 * bytes, read across however many recorded chunks they span, and keeps the rest as it is
 * (`new Blob([patched, file.slice(headBytes)])`).
 * `durationMs` is written as a float64 in TimecodeScale units. Returns new bytes; `head` is
 * left as it was. Bytes that are not WebM throw a WebmError (code NOT_WEBM or TRUNCATED).
 *
 * Layouts:
 * - An existing Duration is overwritten in place (same width: a float32 stays a float32,
 *   exact to the millisecond for 4.6 hours), so nothing moves.
 * - Otherwise the Info grows by the new element. Chrome's recordings have no SeekHead and no
 *   Cues, and the Segment size is unknown, so nothing refers to a byte position and the rest
 *   of the file may simply shift. A known Segment size is grown to match.
 * - When a SeekHead or Cues (which hold byte positions) sit before the first Cluster, bytes
 *   after them must not move: the growth is taken out of a Void element (muxers such as
 *   ffmpeg reserve one for this) and the SeekHead entries of the elements that move between
 *   the Void and the Info are corrected. Without a usable Void this throws UNSUPPORTED
 *   rather than returning a file with stale positions.
 */
export function withWebmDuration(head: Uint8Array, durationMs: number): Uint8Array {
  if (!Number.isFinite(durationMs) || durationMs <= 0) {
    throw new RangeError(`duration must be a positive number of milliseconds, got ${durationMs}`);
  }
  const segment = readElementHeader(head, elementEnd(readEbmlHeader(head)));
  if (!segment) throw new WebmError('TRUNCATED', 'the data ends before the Segment starts');
  if (segment.id !== ID.Segment) throw new WebmError('NOT_WEBM', 'no Segment after the header');

  const top = segmentHeadElements(head, segment);
  const info = top.find((element) => element.id === ID.Info);
  if (!info) throw new WebmError('TRUNCATED', 'the Segment Info is not within these bytes');
  const infoChildren = readChildren(head, info.dataStart, elementEnd(info));
  const scaleElement = infoChildren.find((child) => child.id === ID.TimecodeScale);
  const timecodeScale = scaleElement
    ? readUint(head, scaleElement.dataStart, scaleElement.size)
    : 1_000_000;
  // Duration counts TimecodeScale units (nanoseconds each); the default unit is 1 ms.
  const duration = (durationMs * 1_000_000) / timecodeScale;

  const existing = infoChildren.find((child) => child.id === ID.Duration);
  if (existing && (existing.size === 4 || existing.size === 8)) {
    const out = head.slice();
    const view = new DataView(out.buffer, existing.dataStart, existing.size);
    if (existing.size === 8) view.setFloat64(0, duration);
    else view.setFloat32(0, duration);
    return out;
  }

  const newInfo = encodeInfo(head, info, infoChildren, duration);
  const growth = newInfo.length - (elementEnd(info) - info.start);
  const holdsPositions = top.some((e) => e.id === ID.SeekHead || e.id === ID.Cues);
  if (!holdsPositions) return growInPlace(head, segment, info, newInfo, growth);
  return absorbInVoid(head, segment, top, info, newInfo, growth);
}

/** The complete top-level elements before the first Cluster (or until the bytes end). */
function segmentHeadElements(head: Uint8Array, segment: ElementHeader): ElementHeader[] {
  const elements: ElementHeader[] = [];
  let pos = segment.dataStart;
  for (;;) {
    const element = readElementHeader(head, pos);
    if (!element || element.id === ID.Cluster || element.size === UNKNOWN_SIZE) break;
    if (elementEnd(element) > head.length) break;
    elements.push(element);
    pos = elementEnd(element);
  }
  return elements;
}

/** The Info with every child except an old Duration, plus a float64 Duration at the end. */
function encodeInfo(
  head: Uint8Array,
  info: ElementHeader,
  children: ElementHeader[],
  duration: number,
): Uint8Array {
  const durationData = new Uint8Array(8);
  new DataView(durationData.buffer).setFloat64(0, duration);
  const kept = children
    .filter((child) => child.id !== ID.Duration)
    .map((child) => head.subarray(child.start, elementEnd(child)));
  const data = concatBytes([...kept, encodeElement(ID.Duration, durationData)]);
  // Keep the old size width when it fits, so the Info grows by the new element only.
  const oldWidth = info.dataStart - info.start - encodeId(info.id).length;
  const width = Math.max(oldWidth, sizeWidth(data.length));
  return concatBytes([encodeId(ID.Info), encodeSize(data.length, width), data]);
}

/** Nothing holds a byte position: let the bytes after the Info shift. */
function growInPlace(
  head: Uint8Array,
  segment: ElementHeader,
  info: ElementHeader,
  newInfo: Uint8Array,
  growth: number,
): Uint8Array {
  const segmentId = encodeId(segment.id);
  let segmentHeader = head.subarray(segment.start, segment.dataStart);
  if (segment.size !== UNKNOWN_SIZE) {
    const oldWidth = segment.dataStart - segment.start - segmentId.length;
    const size = segment.size + growth;
    segmentHeader = concatBytes([segmentId, encodeSize(size, Math.max(oldWidth, sizeWidth(size)))]);
  }
  return concatBytes([
    head.subarray(0, segment.start),
    segmentHeader,
    head.subarray(segment.dataStart, info.start),
    newInfo,
    head.subarray(elementEnd(info)),
  ]);
}

/** A Void element of exactly `total` bytes, or null when no Void can be that long. */
function encodeVoid(total: number, preferredWidth: number): Uint8Array | null {
  if (total === 0) return new Uint8Array(0);
  for (const width of [preferredWidth, 1, 2, 3, 4, 5, 6, 7, 8]) {
    const dataLength = total - 1 - width;
    if (dataLength >= 0 && dataLength <= 2 ** (7 * width) - 2) {
      const data = new Uint8Array(dataLength);
      return concatBytes([encodeId(ID.Void), encodeSize(dataLength, width), data]);
    }
  }
  return null;
}

/**
 * Something holds byte positions: shrink a Void by the Info's growth so the Clusters (and
 * whatever else the SeekHead or Cues point at) stay where they are.
 */
function absorbInVoid(
  head: Uint8Array,
  segment: ElementHeader,
  top: ElementHeader[],
  info: ElementHeader,
  newInfo: Uint8Array,
  growth: number,
): Uint8Array {
  const candidates = top
    .filter((element) => element.id === ID.Void)
    .sort((a, b) => Math.abs(a.start - info.start) - Math.abs(b.start - info.start));
  for (const space of candidates) {
    const width = space.dataStart - space.start - 1;
    const shrunk = encodeVoid(elementEnd(space) - space.start - growth, width);
    if (!shrunk) continue;
    const before = space.start < info.start;
    // Elements between the Void and the Info move: back by `growth` when the Void is before
    // the Info (the Info moves too), forward when it is after.
    const moved = before
      ? { from: elementEnd(space), to: info.start, by: -growth }
      : { from: elementEnd(info), to: space.start - 1, by: growth };
    const patched = withSeekPositionsMoved(head, segment, top, moved);
    const pieces = before
      ? [
          patched.subarray(0, space.start),
          shrunk,
          patched.subarray(elementEnd(space), info.start),
          newInfo,
          patched.subarray(elementEnd(info)),
        ]
      : [
          patched.subarray(0, info.start),
          newInfo,
          patched.subarray(elementEnd(info), space.start),
          shrunk,
          patched.subarray(elementEnd(space)),
        ];
    return concatBytes(pieces);
  }
  throw new WebmError(
    'UNSUPPORTED',
    'the file holds byte positions (SeekHead or Cues) and has no Void element to make room',
  );
}

/** A copy of `head` whose SeekHead entries for elements starting in [from, to] move `by`. */
function withSeekPositionsMoved(
  head: Uint8Array,
  segment: ElementHeader,
  top: ElementHeader[],
  moved: { from: number; to: number; by: number },
): Uint8Array {
  const out = head.slice();
  for (const seekHead of top.filter((element) => element.id === ID.SeekHead)) {
    for (const seek of readChildren(head, seekHead.dataStart, elementEnd(seekHead))) {
      if (seek.id !== ID.Seek) continue;
      const position = readChildren(head, seek.dataStart, elementEnd(seek)).find(
        (child) => child.id === ID.SeekPosition,
      );
      if (!position) continue;
      const target = segment.dataStart + readUint(head, position.dataStart, position.size);
      if (target < moved.from || target > moved.to) continue;
      const value = target + moved.by - segment.dataStart;
      if (value < 0 || value >= 256 ** position.size) {
        throw new WebmError('UNSUPPORTED', 'a SeekHead position does not fit after the change');
      }
      out.set(encodeUint(value, position.size), position.dataStart);
    }
  }
  return out;
}
