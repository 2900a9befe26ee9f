import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

class FetchResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}

  getStatus() {
    return this.response.status;
  }

  getHeader(name: string) {
    return this.response.headers.get(name) ?? undefined;
  }

  getBody() {
    return this.body;
  }

  getUnderlyingObject() {
    return this.response;
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();

  constructor(
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod() {
    return this.method;
  }

  getURL() {
    return this.url;
  }

  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getHeader(name: string) {
    return this.headers[name];
  }

  /** fetch reports no upload progress: progress moves as the server acknowledges a PATCH. */
  setProgressHandler() {}

  async send(body?: Blob | null): Promise<HttpResponse> {
    const response = await fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: body ?? null,
      credentials: 'include',
      signal: this.controller.signal,
    });
    return new FetchResponse(response, await response.text());
  }

  abort() {
    this.controller.abort();
    return Promise.resolve();
  }

  getUnderlyingObject() {
    return this.controller;
  }
}

/**
 * tus-js-client's HTTP over fetch instead of XMLHttpRequest, which a service worker lacks: the
 * same uploader runs in a tab and in the service worker's Background Sync.
 */
export const fetchHttpStack: HttpStack = {
  createRequest: (method, url) => new FetchRequest(method, url),
  getName: () => 'fetch',
};
