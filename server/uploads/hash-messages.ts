/**
 * What FileHashes asks its hash thread. `offset` is where `chunk` sits in the upload, and the
 * upload's bytes before it are in `file` (for a thread that has no hash of them yet).
 */
export type HashRequest =
  | { type: 'update'; id: string; file: string; offset: number; chunk: Uint8Array }
  | { type: 'settle'; id: string; upTo: number }
  | { type: 'digest'; seq: number; id: string; file: string; upTo: number }
  | { type: 'forget'; id: string };

/** `hashed` acknowledges an update's bytes; the others answer one `digest` request. */
export type HashReply =
  { hashed: number } | { seq: number; digest: string } | { seq: number; error: string };
