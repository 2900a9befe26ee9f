import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { BlobStore } from '../storage/blob-store.ts';

export interface ManifestFile {
  path: string;
  sha256: string;
  size: number;
}

/**
 * A ZIP written as it streams out: each file is hashed on its way in, one at a time, so a
 * 4 GB video passes through in chunks and is never held in memory; the manifest of every
 * file's sha256 is known at the end. Video bytes are stored, not deflated (they do not shrink).
 */
export class ExportZip {
  readonly files: ManifestFile[] = [];
  private readonly zip = new yazl.ZipFile();
  private current: Readable | null = null;
  private aborted = false;

  constructor(private readonly blobs: BlobStore) {
    // The client went away: stop the file being read, and every one after it.
    this.zip.outputStream.once('close', () => {
      this.aborted = true;
      this.current?.destroy(new Error('the export download was closed'));
    });
  }

  /** yazl's output is a PassThrough; its types only promise the NodeJS interface. */
  get output(): Readable {
    return this.zip.outputStream as Readable;
  }

  addText(path: string, text: string): void {
    const bytes = Buffer.from(text, 'utf8');
    this.files.push({
      path,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: bytes.length,
    });
    this.zip.addBuffer(bytes, path);
  }

  /** Adds the blob's bytes under `path`; false (nothing added) when the blob is missing. */
  async addBlob(path: string, key: string): Promise<boolean> {
    if (this.aborted) throw new Error('the export download was closed');
    const opened = await this.blobs.open(key);
    if (!opened) return false;
    const hash = createHash('sha256');
    let size = 0;
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    opened.stream.on('error', (err) => hashing.destroy(err));
    this.current = hashing;
    this.zip.addReadStream(opened.stream.pipe(hashing), path, { compress: false });
    try {
      await finished(hashing);
    } finally {
      this.current = null;
      opened.stream.destroy();
    }
    this.files.push({ path, sha256: hash.digest('hex'), size });
    return true;
  }

  end(): void {
    this.zip.end();
  }

  /** Ends the download broken, so the client sees a failed transfer, never a short ZIP. */
  fail(err: Error): void {
    this.output.destroy(err);
  }
}
