import { vi } from 'vitest';

export type FakeCall = {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  cache: RequestCache | undefined;
};
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: FakeCall) => Reply | Promise<Reply>;
type Answer = { status: number; text: string; headers: Headers };

/**
 * Replaces fetch with a tiny router: `routes` maps "METHOD /api/path" (no query) to a handler.
 * Unmatched calls answer 404 NOT_FOUND so a test sees what it forgot. Records every call.
 * XMLHttpRequest (the uploads with progress) goes through the same routes: see FakeXMLHttpRequest.
 */
export function installFakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const answer = async (call: FakeCall): Promise<Answer> => {
    calls.push(call);
    const handler = routes[`${call.method} ${call.url.pathname}`];
    const reply: Reply = handler
      ? await handler(call)
      : {
          status: 404,
          body: { status: 404, code: 'NOT_FOUND', message: `no fake for ${call.method} ${call.url.pathname}` }
        };
    return {
      status: reply.status ?? 200,
      text: reply.body === undefined ? '' : JSON.stringify(reply.body),
      headers: new Headers({ 'content-type': 'application/json', ...reply.headers })
    };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status, text, headers } = await answer({
      url: new URL(String(input), 'http://localhost'),
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: init.body,
      cache: init.cache
    });
    return new Response(text || null, { status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhr(answer));
  return { calls, fetchMock };
}

/**
 * An XMLHttpRequest that answers from the fake routes: on send it reports half the body sent, asks the handler
 * (a handler that waits keeps the upload at 50 %), reports all of it sent, then loads; abort() cancels it.
 */
function fakeXhr(answer: (call: FakeCall) => Promise<Answer>) {
  return class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answerHeaders = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getResponseHeader(name: string): string | null {
      return this.answerHeaders.get(name);
    }
    abort() {
      if (this.aborted) return;
      this.aborted = true;
      this.onabort?.();
    }
    send(body: XMLHttpRequestBodyInit | null = null) {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      progress(50);
      void answer({
        url: new URL(this.url, 'http://localhost'),
        method: this.method,
        headers: this.headers,
        body: body as BodyInit | null,
        cache: undefined
      }).then(({ status, text, headers }) => {
        if (this.aborted) return;
        progress(100);
        this.status = status;
        this.responseText = text;
        this.answerHeaders = headers;
        this.onload?.();
      });
    }
  };
}

export const ok = (data: unknown): Reply => ({ body: { data } });
export const fail = (
  status: number,
  code: string,
  message = code,
  extra: Record<string, unknown> = {}
): Reply => ({
  status,
  body: { status, code, message, ...extra }
});
