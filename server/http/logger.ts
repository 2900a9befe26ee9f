import type { Middleware } from 'koa';
import { pino, type Logger } from 'pino';
import type { Config } from '../config.ts';

export type { Logger };

/** Fields that hold a secret wherever they are logged (a share link is the key to a video). */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'link'];

/**
 * One structured logger for the process; secrets are redacted wherever they appear. Lines go
 * to stdout, or to `destination` (a test reading them as a log collector would).
 */
export function createLogger(
  level: Config['logLevel'],
  destination?: { write(line: string): void },
): Logger {
  const options = {
    level,
    base: { app: 'briefcast' },
    redact: {
      paths: [
        ...SECRET_FIELDS,
        ...SECRET_FIELDS.map((field) => `*.${field}`),
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A share link is the key to a client's video: logs keep the path's shape, not the link. */
const SHARE_LINK_IN_PATH = /^(\/(?:api\/|media\/)?share\/)[^/]+/;

/** The request path as logs may hold it. */
export const loggedPath = (path: string) => path.replace(SHARE_LINK_IN_PATH, '$1[link]');

/** Logs one line per request with its id, status and duration; never bodies or query strings. */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        requestId: ctx.state.requestId as string,
        method: ctx.method,
        path: loggedPath(ctx.path),
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
      };
      if (ctx.status >= 500) logger.error(line, 'request failed');
      else logger.debug(line, 'request');
    }
  };
}
