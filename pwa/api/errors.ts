import { ApiError } from './client.ts';

/** The server's code for a failed call, if it sent one (a network failure has none). */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** A rate-limit answer carries a message written for people: show it as it is. */
export function rateLimitMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? error.body?.message : undefined;
}
