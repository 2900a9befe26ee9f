import type { ErrorBody } from '../../shared/api/errors.ts';

/**
 * A failed API call. The message is "<status>: <body text or status text>" (SPEC.md s.8);
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

/** One call to our API: credentials always sent, JSON only when there is a payload. */
export async function apiRequest<T>(method: string, path: string, payload?: unknown): Promise<T> {
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  };
  if (payload !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(path, init);
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

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload);
export const apiPatch = <T>(path: string, payload?: unknown) =>
  apiRequest<T>('PATCH', path, payload);
