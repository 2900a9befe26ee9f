import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'koa';
import { Invalid, tooLargeBody } from '../errors/domain-errors.ts';

/**
 * Streams the request body into `file`, never holding it in memory. More than `limitBytes`
 * (declared by Content-Length, or counted as it arrives) is a 413; the rest of an over-long
 * body is read and dropped rather than the socket cut, so the client hears the 413.
 */
function receiveBody(ctx: Context, file: string, limitBytes: number, tooLarge: string) {
  const req = ctx.req;
  if (Number(ctx.get('content-length') || '0') > limitBytes) {
    ctx.set('Connection', 'close');
    throw tooLargeBody(limitBytes, tooLarge);
  }
  return new Promise<number>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    let received = 0;
    let ended = false;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.resume();
      out.destroy();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) {
        ctx.set('Connection', 'close');
        return fail(tooLargeBody(limitBytes, tooLarge));
      }
      if (!out.write(chunk)) {
        req.pause();
        out.once('drain', () => req.resume());
      }
    };
    req.on('data', onData);
    req.once('end', () => {
      ended = true;
      out.end();
    });
    req.once('close', () => {
      if (!ended) fail(new Invalid('The request body was cut off before it ended.'));
    });
    req.once('error', fail);
    out.once('error', fail);
    out.once('finish', () => {
      if (settled) return;
      settled = true;
      resolve(received);
    });
  });
}

/**
 * Runs `use` on the request body kept as a temporary file named `name` (its extension tells
 * ffmpeg what it is), and deletes the file afterwards whatever happens.
 */
export async function withBodyFile<T>(
  ctx: Context,
  options: { name: string; limitBytes: number; tooLarge: string },
  use: (file: string, size: number) => Promise<T>,
): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'briefcast-body-'));
  try {
    const file = path.join(dir, options.name);
    const size = await receiveBody(ctx, file, options.limitBytes, options.tooLarge);
    return await use(file, size);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
