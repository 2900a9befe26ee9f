import { sharedTempFile } from './shared-temp-file.ts';

// A whisper.cpp ggml model with random weights, written in the layout whisper_model_load reads
// (src/whisper.cpp in the whisper.cpp that nodejs-whisper bundles). It transcribes nothing
// sensible, but it runs the real whisper-cli end to end in well under a second, where the
// smallest real model is 75 MB and would have to be downloaded.

const GGML_FILE_MAGIC = 0x67676d6c;
const GGML_TYPE_F32 = 0;
const GGML_TYPE_F16 = 1;
const FTYPE_MOSTLY_F16 = 1;

/** 51864 tokens is what makes whisper.cpp treat a model as English-only. */
const N_VOCAB = 51864;
/** Token 50256 is end-of-text in an English-only model; the ones below are text. */
const N_TEXT_TOKENS = 50256;
/** 1500 positions cover whisper's 30 s window; a shorter context would change how it seeks. */
const N_AUDIO_CTX = 1500;
/** whisper stops a window after about n_text_ctx / 2 tokens: this keeps random decoding short. */
const N_TEXT_CTX = 64;
const N_STATE = 64;
const N_HEAD = 1;
const N_LAYER = 1;
const N_MELS = 80;
/** Frequency bins of whisper's 400-sample FFT, which the mel filters must match. */
const N_FFT_BINS = 201;

/**
 * Every text token ends in something whisper-cli copies into its JSON raw or half-escaped
 * (quote, backslash, control characters, a two-byte character, a lone UTF-8 lead byte), so
 * whatever the random weights pick, the JSON reader meets one of them.
 */
const AWKWARD_ENDINGS = [
  ...['"', '\\', '\n', '\t', '\u0001', '\u00e9'].map((s) => Buffer.from(s)),
  Buffer.from([0xc3]),
];
/** whisper.cpp looks the single-space token up by its text; GPT-2's vocabulary has it at 220. */
const SPACE_TOKEN = 220;

interface Tensor {
  name: string;
  /** ggml order: the first dimension is the innermost. */
  shape: number[];
  type: typeof GGML_TYPE_F32 | typeof GGML_TYPE_F16;
  fill: 'random' | 'ones' | 'zeros';
}

function tensorList(): Tensor[] {
  const S = N_STATE;
  const f16 = (name: string, shape: number[]): Tensor => ({
    name,
    shape,
    type: GGML_TYPE_F16,
    fill: 'random',
  });
  const f32 = (name: string, shape: number[], fill: Tensor['fill'] = 'zeros'): Tensor => ({
    name,
    shape,
    type: GGML_TYPE_F32,
    fill,
  });
  const norm = (prefix: string) => [
    f32(`${prefix}.weight`, [S], 'ones'),
    f32(`${prefix}.bias`, [S]),
  ];
  const attention = (prefix: string) => [
    f16(`${prefix}.query.weight`, [S, S]),
    f32(`${prefix}.query.bias`, [S]),
    f16(`${prefix}.key.weight`, [S, S]),
    f16(`${prefix}.value.weight`, [S, S]),
    f32(`${prefix}.value.bias`, [S]),
    f16(`${prefix}.out.weight`, [S, S]),
    f32(`${prefix}.out.bias`, [S]),
  ];
  const block = (prefix: string) => [
    ...norm(`${prefix}.mlp_ln`),
    f16(`${prefix}.mlp.0.weight`, [S, 4 * S]),
    f32(`${prefix}.mlp.0.bias`, [4 * S]),
    f16(`${prefix}.mlp.2.weight`, [4 * S, S]),
    f32(`${prefix}.mlp.2.bias`, [S]),
    ...norm(`${prefix}.attn_ln`),
    ...attention(`${prefix}.attn`),
  ];
  const layers = Array.from({ length: N_LAYER }, (_, i) => i);
  return [
    f32('encoder.positional_embedding', [S, N_AUDIO_CTX], 'random'),
    f16('encoder.conv1.weight', [3, N_MELS, S]),
    f32('encoder.conv1.bias', [1, S]),
    f16('encoder.conv2.weight', [3, S, S]),
    f32('encoder.conv2.bias', [1, S]),
    ...norm('encoder.ln_post'),
    ...layers.flatMap((i) => block(`encoder.blocks.${i}`)),
    f32('decoder.positional_embedding', [S, N_TEXT_CTX], 'random'),
    f16('decoder.token_embedding.weight', [S, N_VOCAB]),
    ...norm('decoder.ln'),
    ...layers.flatMap((i) => [
      ...block(`decoder.blocks.${i}`),
      ...norm(`decoder.blocks.${i}.cross_attn_ln`),
      ...attention(`decoder.blocks.${i}.cross_attn`),
    ]),
  ];
}

/** xorshift32: seeded, so every run writes the same model and a failure can be replayed. */
function seededRandom(seed: number) {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

const int32s = (...values: number[]) => Buffer.from(new Int32Array(values).buffer);

function vocabBytes(): Buffer {
  const parts = [int32s(N_TEXT_TOKENS)];
  for (let id = 0; id < N_TEXT_TOKENS; id++) {
    const ending = AWKWARD_ENDINGS[id % AWKWARD_ENDINGS.length] ?? Buffer.alloc(0);
    // Every third token starts a word, as whisper's space-prefixed tokens do.
    const token =
      id === SPACE_TOKEN
        ? Buffer.from(' ')
        : Buffer.concat([Buffer.from(`${id % 3 === 0 ? ' ' : ''}w${id.toString(36)}`), ending]);
    parts.push(int32s(token.length), token);
  }
  return Buffer.concat(parts);
}

function tensorBytes(tensor: Tensor, next: () => number): Buffer {
  const count = tensor.shape.reduce((a, b) => a * b, 1);
  const name = Buffer.from(tensor.name);
  const header = int32s(tensor.shape.length, name.length, tensor.type, ...tensor.shape);
  let data: Buffer;
  if (tensor.type === GGML_TYPE_F16) {
    // Half floats built from bits: random sign and mantissa, exponent 9..11 (|x| 0.016..0.125).
    const halves = new Uint16Array(count);
    for (let i = 0; i < count; i++) {
      const r = next();
      halves[i] = (r & 0x8000) | ((9 + (r % 3)) << 10) | ((r >>> 16) & 0x3ff);
    }
    data = Buffer.from(halves.buffer);
  } else {
    const floats = new Float32Array(count);
    if (tensor.fill === 'ones') floats.fill(1);
    if (tensor.fill === 'random') {
      for (let i = 0; i < count; i++) floats[i] = (next() / 0xffffffff - 0.5) * 0.2;
    }
    data = Buffer.from(floats.buffer);
  }
  return Buffer.concat([header, name, data]);
}

function modelBytes(): Buffer {
  const next = seededRandom(0x5eed);
  const hparams = int32s(
    ...[N_VOCAB, N_AUDIO_CTX, N_STATE, N_HEAD, N_LAYER],
    ...[N_TEXT_CTX, N_STATE, N_HEAD, N_LAYER, N_MELS, FTYPE_MOSTLY_F16],
  );
  const filters = new Float32Array(N_MELS * N_FFT_BINS).map(() => (next() / 0xffffffff) * 0.05);
  return Buffer.concat([
    Buffer.from(new Uint32Array([GGML_FILE_MAGIC]).buffer),
    hparams,
    int32s(N_MELS, N_FFT_BINS),
    Buffer.from(filters.buffer),
    vocabBytes(),
    ...tensorList().map((tensor) => tensorBytes(tensor, next)),
  ]);
}

let modelFile: string | undefined;

/** The path of the tiny model (about 8 MB), made once per test process. */
export function tinyWhisperModel(): string {
  modelFile ??= sharedTempFile('briefcast-tiny-whisper', '.bin', modelBytes());
  return modelFile;
}
