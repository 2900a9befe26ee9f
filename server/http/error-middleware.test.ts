import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { errorMiddleware } from './error-middleware.ts';
import { invalidFields, RateLimited } from '../errors/domain-errors.ts';
import { requestId } from './request-id.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

async function serve(failure: () => never): Promise<string> {
  const app = new Koa();
  app.silent = true;
  app.use(requestId());
  app.use(errorMiddleware(createLogger('silent')));
  app.use(() => failure());
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('errorMiddleware', () => {
  it('turns an unknown error into a bare 500 with a request id and nothing internal', async () => {
    const url = await serve(() => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    const response = await fetch(url);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('at ');
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
      requestId: response.headers.get('x-request-id'),
    });
  });

  it('keeps the status, code and field errors of a known error', async () => {
    const url = await serve(() => {
      throw invalidFields([{ path: 'email', message: 'Please enter a valid email address' }]);
    });
    const response = await fetch(url);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('tells a rate-limited client when to come back', async () => {
    const url = await serve(() => {
      throw new RateLimited('Too many attempts. Try again in 15 minutes.', 900);
    });
    const response = await fetch(url);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
  });
});
