import { sharedTempFile } from './shared-temp-file.ts';
import { encodeGguf, gguf, type GgufTensor } from './gguf-writer.ts';

const EMBEDDING = 64;
const HEADS = 4;
const KV_HEADS = 2;
const HEAD_SIZE = EMBEDDING / HEADS;
const FEED_FORWARD = 128;
const LAYERS = 2;
const CONTEXT = 2048;

/** llama.cpp token types. */
const TokenType = { normal: 1, unknown: 2, control: 3, byte: 6 } as const;

let cachedFile: string | undefined;

/**
 * Path to a tiny llama GGUF (2 layers, 64 wide, about 500 KB) with seeded random weights, written
 * once per test process. llama.cpp loads and runs it like a real model; its output is noise, so
 * tests can only check what the code around the model guarantees.
 */
export function tinyLlamaModelFile(): string {
  cachedFile ??= sharedTempFile('briefcast-tiny-llama', '.gguf', tinyLlamaGguf());
  return cachedFile;
}

function tinyLlamaGguf(): Buffer {
  const vocab = spmVocabulary();
  const next = seededRandom(0x5eed);
  const random = (name: string, ...dims: number[]): GgufTensor => ({
    name,
    dims,
    data: Float32Array.from(
      { length: dims.reduce((a, b) => a * b, 1) },
      () => (next() - 0.5) * 0.2,
    ),
  });
  const norm = (name: string): GgufTensor => ({
    name,
    dims: [EMBEDDING],
    data: new Float32Array(EMBEDDING).fill(1),
  });

  const kvWidth = KV_HEADS * HEAD_SIZE;
  const tensors = [
    random('token_embd.weight', EMBEDDING, vocab.tokens.length),
    norm('output_norm.weight'),
    random('output.weight', EMBEDDING, vocab.tokens.length),
  ];
  for (let layer = 0; layer < LAYERS; layer++) {
    tensors.push(
      norm(`blk.${layer}.attn_norm.weight`),
      random(`blk.${layer}.attn_q.weight`, EMBEDDING, EMBEDDING),
      random(`blk.${layer}.attn_k.weight`, EMBEDDING, kvWidth),
      random(`blk.${layer}.attn_v.weight`, EMBEDDING, kvWidth),
      random(`blk.${layer}.attn_output.weight`, EMBEDDING, EMBEDDING),
      norm(`blk.${layer}.ffn_norm.weight`),
      random(`blk.${layer}.ffn_gate.weight`, EMBEDDING, FEED_FORWARD),
      random(`blk.${layer}.ffn_up.weight`, EMBEDDING, FEED_FORWARD),
      random(`blk.${layer}.ffn_down.weight`, FEED_FORWARD, EMBEDDING),
    );
  }

  return encodeGguf(
    {
      'general.architecture': gguf.string('llama'),
      'general.name': gguf.string('briefcast tiny random llama'),
      'llama.context_length': gguf.uint32(CONTEXT),
      'llama.embedding_length': gguf.uint32(EMBEDDING),
      'llama.block_count': gguf.uint32(LAYERS),
      'llama.feed_forward_length': gguf.uint32(FEED_FORWARD),
      'llama.attention.head_count': gguf.uint32(HEADS),
      'llama.attention.head_count_kv': gguf.uint32(KV_HEADS),
      'llama.rope.dimension_count': gguf.uint32(HEAD_SIZE),
      'llama.attention.layer_norm_rms_epsilon': gguf.float32(1e-5),
      'llama.vocab_size': gguf.uint32(vocab.tokens.length),
      'tokenizer.ggml.model': gguf.string('llama'),
      'tokenizer.ggml.tokens': gguf.strings(vocab.tokens),
      'tokenizer.ggml.scores': gguf.float32s(vocab.scores),
      'tokenizer.ggml.token_type': gguf.int32s(vocab.types),
      'tokenizer.ggml.unknown_token_id': gguf.uint32(0),
      'tokenizer.ggml.bos_token_id': gguf.uint32(1),
      'tokenizer.ggml.eos_token_id': gguf.uint32(2),
    },
    tensors,
  );
}

/**
 * A SentencePiece vocabulary: the three special tokens, all 256 byte tokens (so any text
 * tokenizes and the JSON grammar can spell anything), and printable ASCII as single pieces,
 * with the space written as SentencePiece's U+2581.
 */
function spmVocabulary() {
  const tokens = ['<unk>', '<s>', '</s>'];
  const types: number[] = [TokenType.unknown, TokenType.control, TokenType.control];
  for (let byte = 0; byte < 256; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(TokenType.byte);
  }
  for (let code = 0x20; code < 0x7f; code++) {
    tokens.push(code === 0x20 ? '\u2581' : String.fromCharCode(code));
    types.push(TokenType.normal);
  }
  const scores = tokens.map((_, id) => (types[id] === TokenType.normal ? -id : 0));
  return { tokens, types, scores };
}

/** mulberry32: the same weights on every run, so a failing test can be re-run as it was. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
