import { ERRORS, type CancellationContext, type Server, type Upload } from '@tus/server';
import type { CheckedUploadStore } from './checked-upload-store.ts';
import { RequestBody } from './request-body.ts';

/**
 * tus writes a request body through a chain of Node streams (the web stream, Readable.fromWeb,
 * a PassThrough, its size limiter, then the store's own), each costing a few calls and
 * callbacks per socket chunk, and offers no hook for the write itself. Its two handlers that
 * write (PATCH, and POST with a body) are given this in place of their `writeToStore`: the
 * request's chunks go to the store as they came (`RequestBody`), which checks and writes them
 * in batches. Everything else (offsets, locks, lengths, hooks, answers) stays tus's.
 *
 * As in tus's own, a request asked to let go of its upload (another wants the lock) ends its
 * body when tus says so, keeping the bytes it has.
 */
export function writeBodiesDirectly(tus: Server, store: CheckedUploadStore): void {
  async function writeToStore(
    body: unknown,
    upload: Upload,
    limit: number,
    context: CancellationContext,
  ): Promise<number> {
    if (context.signal.aborted) throw ERRORS.ABORTED;
    // tusRequest gives every PATCH and POST one; a body of any other kind is a bug here.
    if (!(body instanceof RequestBody)) throw new Error('an upload body tusRequest did not make');
    context.signal.addEventListener('abort', body.end, { once: true });
    try {
      return await store.writeBody(body, upload.id, upload.offset, limit);
    } finally {
      context.signal.removeEventListener('abort', body.end);
      body.stop();
    }
  }
  for (const handler of [tus.handlers.PATCH, tus.handlers.POST]) {
    Object.assign(handler, { writeToStore });
  }
}
