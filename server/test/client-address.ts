import http from 'node:http';

/** What came back from a request sent from a chosen client address. */
export interface AddressedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends a JSON request whose TCP connection starts from `localAddress` (any 127.0.0.x works on
 * Linux's loopback), so the server sees a different client address per call, as it would from
 * many machines, with no proxy header involved. `Origin` is the server's own, as the PWA sends.
 */
export function sendFrom(
  baseUrl: string,
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<AddressedResponse> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        localAddress,
        agent: false,
        headers: {
          Origin: baseUrl,
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The session cookie (`name=value`) a response set, or '' when it set none. */
export function cookieOf(response: AddressedResponse): string {
  const set = response.headers['set-cookie'] ?? [];
  const cookie = set.find(
    (c) => c.startsWith('briefcast_session=') && !c.startsWith('briefcast_session=;'),
  );
  return cookie?.split(';')[0] ?? '';
}
