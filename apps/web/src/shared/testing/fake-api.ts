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

/**
 * Replaces fetch with a tiny router: `routes` maps "METHOD /api/path" (no query) to a handler.
 * Unmatched calls answer 404 NOT_FOUND so a test sees what it forgot. Records every call.
 */
export function installFakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      url,
      method,
      headers: new Headers(init.headers),
      body: init.body,
      cache: init.cache
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const reply: Reply = handler
      ? await handler(call)
      : {
          status: 404,
          body: { status: 404, code: 'NOT_FOUND', message: `no fake for ${method} ${url.pathname}` }
        };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers }
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
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
