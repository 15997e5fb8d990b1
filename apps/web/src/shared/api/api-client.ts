import { API_TIMEOUT_MS, type Language } from '@mall/domain';
import { API_BASE, WEB_CLIENT_ID } from '../config/app-config';
import { getLanguage, loadMoreTexts } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { ApiError, apiErrorFromBody } from './api-error';
import { tokenStore } from './token-store';

/**
 * The one door to the gateway. Every call carries x-client-id, Accept-Language, the in-memory bearer
 * token and the user's Accept-Id; gives up after 30 s; on 403 TOKEN_EXPIRED refreshes the token once
 * (one refresh shared by concurrent calls) and retries once; throws ApiError; hands errors to the SPEC §8
 * dispatcher unless the caller handles them (`dispatchErrors: false`).
 */
type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Form body (application/x-www-form-urlencoded). */
  form?: URLSearchParams;
  /** Multipart body (file uploads): the browser writes its Content-Type with the boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
  /** false: the screen handles every error itself; the dispatcher is not called. */
  dispatchErrors?: boolean;
  timeoutMs?: number;
  /** Accept-Language for this call; defaults to the active language. Catalogue queries pass the language in their key. */
  language?: Language;
  /** The browser HTTP cache mode (e.g. 'no-cache' to revalidate a public answer the browser may keep). */
  cache?: RequestCache;
  /** Extra request headers (e.g. Idempotency-Key on checkout POSTs); they cannot replace the client's own. */
  headers?: Record<string, string>;
};

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function baseHeaders(language: Language = getLanguage()): Headers {
  const headers = new Headers({
    'x-client-id': WEB_CLIENT_ID,
    'Accept-Language': language,
    Accept: 'application/json'
  });
  const session = sessionStore.get();
  if (session.kind === 'member' && session.user.acceptId) headers.set('Accept-Id', session.user.acceptId);
  return headers;
}

/** fetch with our time-out; a caller's abort passes through as the AbortError it is (not an ApiError). */
async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number
) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { response, text };
  } catch (error) {
    if (timedOut) throw new ApiError({ status: 0, code: 'TIMEOUT', message: 'Request timed out' });
    if (callerSignal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'Network error'
    });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** An answer's body as JSON, or undefined (also the uploads', api-upload.ts). */
export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/oauth/token with the client's Basic auth and a form body (password, refresh or social grant;
 * `path` /oauth/social/link for the social link-confirmation, which answers the same tokens). The
 * browser keeps the httpOnly refresh cookie; the access token goes to memory. Never dispatches: the
 * login form and the refresh callers decide what the user sees.
 */
export async function requestToken(form: URLSearchParams, path = '/oauth/token'): Promise<void> {
  const headers = baseHeaders();
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  headers.set('Authorization', `Basic ${btoa(`${WEB_CLIENT_ID}:`)}`);
  const { response, text } = await fetchWithTimeout(
    buildUrl(path),
    { method: 'POST', headers, body: form, credentials: 'include' },
    undefined,
    API_TIMEOUT_MS
  );
  const body = parseJson(text);
  if (!response.ok) throw apiErrorFromBody(response.status, body, response.headers.get('x-request-id'));
  const token = (body as { access_token?: unknown } | undefined)?.access_token;
  if (typeof token !== 'string') {
    throw new ApiError({
      status: response.status,
      code: 'invalid_token',
      message: 'No access token in answer'
    });
  }
  tokenStore.set(token);
}

let refreshInFlight: Promise<void> | null = null;

/**
 * grant_type=refresh_token with the httpOnly cookie; one call at a time, shared by concurrent callers.
 * A refusal is handed to the SPEC §8 dispatcher once (UTI_InvalidToken, logout, Home) unless the caller
 * opts out (session restore at start-up stays silent).
 */
export async function refreshAccessToken({ dispatchErrors = true }: { dispatchErrors?: boolean } = {}) {
  refreshInFlight ??= requestToken(new URLSearchParams({ grant_type: 'refresh_token' }))
    .catch((error: unknown) => {
      tokenStore.set(null);
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  try {
    await refreshInFlight;
  } catch (error) {
    if (error instanceof ApiError) await afterFailure(error, dispatchErrors);
    throw error;
  }
}

/** The client's headers with the bearer token, over a caller's extra ones (which cannot replace them). */
export function requestHeaders(language?: Language, extra?: Record<string, string>): Headers {
  const headers = new Headers(extra);
  for (const [name, value] of baseHeaders(language)) headers.set(name, value);
  const token = tokenStore.get();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function send(path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
  const headers = requestHeaders(options.language, options.headers);
  let body: BodyInit | undefined;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = options.form;
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const { response, text } = await fetchWithTimeout(
    buildUrl(path, options.query),
    {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      ...(options.cache ? { cache: options.cache } : {})
    },
    options.signal,
    options.timeoutMs ?? API_TIMEOUT_MS
  );
  return { response, body: parseJson(text) };
}

/**
 * Error messages (docs/decisions/060) and the SPEC §8 table (061) are not on the first load: the first failure
 * brings them, before the caller sees the error. Without them (offline) the caller still gets the error.
 */
export async function afterFailure(error: ApiError, dispatch: boolean): Promise<void> {
  const [, dispatcher] = await Promise.all([loadMoreTexts(), import('./error-dispatcher').catch(() => null)]);
  if (dispatch) dispatcher?.dispatchApiError(error);
}

/** Calls the API and returns the parsed body as is (for the few answers without the `data` envelope). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    let { response, body } = await send(path, options);
    if (response.status === 403 && (body as { code?: unknown } | undefined)?.code === 'TOKEN_EXPIRED') {
      await refreshAccessToken();
      ({ response, body } = await send(path, options));
    }
    if (!response.ok) throw apiErrorFromBody(response.status, body, response.headers.get('x-request-id'));
    return body as T;
  } catch (error) {
    if (error instanceof ApiError) await afterFailure(error, options.dispatchErrors !== false);
    throw error;
  }
}

/** Calls the API and unwraps `{ data }`. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const body = await apiRequest<{ data: T }>(path, options);
  return body.data;
}
