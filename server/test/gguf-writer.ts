/**
 * Writes GGUF v3 files (the llama.cpp model format) for tests: typed metadata and f32 tensors.
 * Layout: header, metadata, tensor infos, then tensor data, each tensor at a 32-byte offset
 * (GGUF's default alignment, so no `general.alignment` key is needed).
 */

const GGUF_VERSION = 3;
const ALIGNMENT = 32;
const GGML_TYPE_F32 = 0;

/** GGUF value type ids. */
const ValueType = { uint32: 4, int32: 5, float32: 6, string: 8, array: 9 } as const;

export type GgufValue =
  | { type: 'uint32' | 'int32' | 'float32'; value: number }
  | { type: 'string'; value: string }
  | { type: 'array'; of: 'int32' | 'float32'; values: readonly number[] }
  | { type: 'array'; of: 'string'; values: readonly string[] };

/** One f32 tensor; `dims` in ggml order, innermost (row length) first. */
export type GgufTensor = { name: string; dims: readonly number[]; data: Float32Array };

export const gguf = {
  uint32: (value: number): GgufValue => ({ type: 'uint32', value }),
  int32: (value: number): GgufValue => ({ type: 'int32', value }),
  float32: (value: number): GgufValue => ({ type: 'float32', value }),
  string: (value: string): GgufValue => ({ type: 'string', value }),
  strings: (values: readonly string[]): GgufValue => ({ type: 'array', of: 'string', values }),
  int32s: (values: readonly number[]): GgufValue => ({ type: 'array', of: 'int32', values }),
  float32s: (values: readonly number[]): GgufValue => ({ type: 'array', of: 'float32', values }),
};

/** Encodes metadata and tensors as one GGUF v3 file. */
export function encodeGguf(metadata: Record<string, GgufValue>, tensors: GgufTensor[]): Buffer {
  const out = new ByteWriter();
  out.raw(Buffer.from('GGUF', 'latin1'));
  out.uint32(GGUF_VERSION);
  out.uint64(tensors.length);
  out.uint64(Object.keys(metadata).length);
  for (const [key, value] of Object.entries(metadata)) {
    out.string(key);
    writeValue(out, value);
  }

  let offset = 0;
  const offsets: number[] = [];
  for (const tensor of tensors) {
    const elements = tensor.dims.reduce((a, b) => a * b, 1);
    if (elements !== tensor.data.length) {
      throw new Error(
        `${tensor.name}: dims hold ${elements} values, data has ${tensor.data.length}`,
      );
    }
    out.string(tensor.name);
    out.uint32(tensor.dims.length);
    for (const dim of tensor.dims) out.uint64(dim);
    out.uint32(GGML_TYPE_F32);
    out.uint64(offset);
    offsets.push(offset);
    offset = alignUp(offset + tensor.data.byteLength);
  }

  out.padTo(ALIGNMENT);
  const dataStart = out.length;
  tensors.forEach((tensor, index) => {
    out.padTo(ALIGNMENT);
    if (out.length - dataStart !== offsets[index]) throw new Error('GGUF tensor offset drifted');
    out.raw(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
  });
  return out.toBuffer();
}

function writeValue(out: ByteWriter, value: GgufValue): void {
  if (value.type === 'array') {
    out.uint32(ValueType.array);
    out.uint32(ValueType[value.of]);
    out.uint64(value.values.length);
    for (const item of value.values) writeScalar(out, value.of, item);
  } else {
    out.uint32(ValueType[value.type]);
    writeScalar(out, value.type, value.value);
  }
}

function writeScalar(
  out: ByteWriter,
  type: 'uint32' | 'int32' | 'float32' | 'string',
  value: number | string,
): void {
  if (type === 'string') out.string(String(value));
  else if (type === 'uint32') out.uint32(Number(value));
  else if (type === 'int32') out.int32(Number(value));
  else out.float32(Number(value));
}

function alignUp(n: number): number {
  return Math.ceil(n / ALIGNMENT) * ALIGNMENT;
}

/** Little-endian byte sink. */
class ByteWriter {
  private readonly chunks: Buffer[] = [];
  length = 0;

  raw(bytes: Buffer): void {
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  uint32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.raw(b);
  }

  int32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.raw(b);
  }

  float32(n: number): void {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.raw(b);
  }

  uint64(n: number): void {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.raw(b);
  }

  string(s: string): void {
    const bytes = Buffer.from(s, 'utf8');
    this.uint64(bytes.length);
    this.raw(bytes);
  }

  padTo(alignment: number): void {
    const pad = (alignment - (this.length % alignment)) % alignment;
    if (pad > 0) this.raw(Buffer.alloc(pad));
  }

  toBuffer(): Buffer {
    return Buffer.concat(this.chunks, this.length);
  }
}
