/** What FileHashes asks its hash thread; `upTo` bytes of `file` are on disk. */
export type HashRequest =
  | { type: 'advance'; id: string; file: string; upTo: number }
  | { type: 'digest'; seq: number; id: string; file: string; upTo: number }
  | { type: 'forget'; id: string };

/** The answer to one `digest` request. */
export type HashReply = { seq: number; digest: string } | { seq: number; error: string };
