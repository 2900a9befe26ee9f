import type { ErrorBody } from '../../shared/api/errors.ts';

/**
 * A failed API call. The message is "<status>: <body text or status text>", never retried;
 * `body` is the parsed `{code, message, errors?}` when the server sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: ErrorBody | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'code' in parsed && 'message' in parsed) {
      return parsed as ErrorBody;
    }
  } catch {
    // Not JSON (a proxy's error page, say): the text still goes in the message.
  }
  return undefined;
}

/** Sends one request with the session cookie and reads the JSON answer, or throws ApiError. */
async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    headers: { Accept: 'application/json', ...init.headers },
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseErrorBody(text),
    );
  }
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : undefined) as T;
}

/** One call to our API: credentials always sent, JSON only when there is a payload. */
export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  if (payload === undefined) return send<T>(path, { method });
  return send<T>(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

/** POSTs a file as the request body itself (streamed by the browser, never base64 in JSON). */
export const apiPostFile = <T>(
  path: string,
  file: Blob,
  contentType: string,
  signal: AbortSignal,
) =>
  send<T>(path, { method: 'POST', headers: { 'Content-Type': contentType }, body: file, signal });

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload);
export const apiPatch = <T>(path: string, payload?: unknown) =>
  apiRequest<T>('PATCH', path, payload);
