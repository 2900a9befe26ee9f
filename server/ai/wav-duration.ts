import fs from 'node:fs/promises';

/** The fmt and data chunk headers sit in the first few hundred bytes of any WAV ffmpeg writes. */
const HEADER_BYTES = 64 * 1024;

/**
 * Seconds of sound in a PCM WAV file, read from its header (byte rate and data size); null
 * when the file is not a RIFF WAVE file. A data size left unset by a streaming writer
 * (0 or 0xFFFFFFFF) counts everything after the header.
 */
export async function wavDurationSeconds(file: string): Promise<number | null> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, HEADER_BYTES));
    await handle.read(buffer, 0, buffer.length, 0);
    if (buffer.length < 12 || buffer.toString('latin1', 0, 4) !== 'RIFF') return null;
    if (buffer.toString('latin1', 8, 12) !== 'WAVE') return null;
    let byteRate = 0;
    for (let at = 12; at + 8 <= buffer.length;) {
      const id = buffer.toString('latin1', at, at + 4);
      const chunkSize = buffer.readUInt32LE(at + 4);
      const dataStart = at + 8;
      if (id === 'fmt ' && dataStart + 12 <= buffer.length) {
        byteRate = buffer.readUInt32LE(dataStart + 8);
      }
      if (id === 'data') {
        if (byteRate === 0) return null;
        const available = size - dataStart;
        const bytes = chunkSize === 0 || chunkSize > available ? available : chunkSize;
        return bytes / byteRate;
      }
      // Chunks are padded to an even length.
      at = dataStart + chunkSize + (chunkSize % 2);
    }
    return null;
  } finally {
    await handle.close();
  }
}
