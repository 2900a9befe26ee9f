import type { Context } from 'koa';

/** Aborts when the client hangs up before its answer was sent: its work need not go on. */
export function clientGoneSignal(ctx: Context): AbortSignal {
  const gone = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) gone.abort(new Error('the client went away'));
  });
  return gone.signal;
}
