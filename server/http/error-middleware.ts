import type { Middleware } from 'koa';
import type { ErrorBody, ErrorCode } from '../../shared/api/errors.ts';
import { diskFullAnswer } from './disk-full.ts';
import { DomainError, RateLimited } from '../errors/domain-errors.ts';
import { HTTP_STATUS_OF } from './error-status.ts';
import { loggedPath, type Logger } from './logger.ts';

const KOA_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Errors thrown by Koa itself or its body readers carry a status and say whether to expose it. */
function isKoaHttpError(err: unknown): err is { status: number; expose: boolean; message: string } {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { status?: unknown }).status === 'number' &&
    (err as { expose?: unknown }).expose === true
  );
}

/**
 * The one place errors become responses: `{code, message, errors?}` for known errors, and a
 * bare 500 with the request id (logged in full, shown to nobody) for everything else.
 */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const err = diskFullAnswer(caught) ?? caught;
      const requestId = ctx.state.requestId as string | undefined;
      let status: number;
      let body: ErrorBody;
      if (err instanceof DomainError) {
        status = HTTP_STATUS_OF[err.kind];
        body = {
          code: err.code,
          message: err.message,
          ...(err.errors ? { errors: err.errors } : {}),
        };
        if (err instanceof RateLimited) ctx.set('Retry-After', String(err.retryAfterSeconds));
      } else if (isKoaHttpError(err) && err.status >= 400 && err.status < 500) {
        status = err.status;
        body = { code: KOA_STATUS_CODES[status] ?? 'BAD_REQUEST', message: err.message };
      } else {
        status = 500;
        body = { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' };
        logger.error(
          { err, requestId, method: ctx.method, path: loggedPath(ctx.path) },
          'unhandled error',
        );
      }
      ctx.status = status;
      ctx.type = 'application/json';
      ctx.body = { ...body, ...(requestId ? { requestId } : {}) };
    }
  };
}
