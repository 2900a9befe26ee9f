import type { ShareResponse } from '../../../shared/api/share.ts';
import type { ErrorBody } from '../../../shared/api/errors.ts';

/** A refused request: its status and the server's message for the person. */
export class ShareApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorBody | null;
    throw new ShareApiError(response.status, body?.message ?? response.statusText);
  }
  return response;
}

export async function getShare(url: string): Promise<ShareResponse> {
  return (await send(url, { method: 'GET' })).json() as Promise<ShareResponse>;
}

export async function postShare(url: string, body: object): Promise<ShareResponse> {
  return (
    await send(url, { method: 'POST', body: JSON.stringify(body) })
  ).json() as Promise<ShareResponse>;
}

/**
 * A report that must not hold anything up (player events, progress): `keepalive` lets the last
 * one leave while the page closes; a failure costs the advisor one data point, nothing more.
 */
export function report(url: string, body: object): void {
  void send(url, { method: 'POST', body: JSON.stringify(body), keepalive: true }).catch(
    () => undefined,
  );
}

export async function post(url: string, body: object): Promise<void> {
  await send(url, { method: 'POST', body: JSON.stringify(body) });
}
