/**
 * Reads a Blob through one slice at a time (1 MB by default), so walking an hour-long
 * recording never holds more than a slice in memory. Reads are forward-mostly: a request
 * outside the current slice loads the slice that starts at the requested offset.
 */
export class BlobWindow {
  private bytes = new Uint8Array(0);
  private offset = 0;

  constructor(
    readonly blob: Blob,
    private readonly sliceBytes = 1024 * 1024,
  ) {}

  get size(): number {
    return this.blob.size;
  }

  /** The bytes at [pos, pos + length), fewer when the blob ends first. */
  async read(pos: number, length: number): Promise<Uint8Array> {
    const end = Math.min(pos + length, this.blob.size);
    if (pos < this.offset || end > this.offset + this.bytes.length) {
      const sliceEnd = Math.min(this.blob.size, pos + Math.max(length, this.sliceBytes));
      this.bytes = new Uint8Array(await this.blob.slice(pos, sliceEnd).arrayBuffer());
      this.offset = pos;
    }
    return this.bytes.subarray(pos - this.offset, Math.max(pos, end) - this.offset);
  }
}
