import {
  afterFailure,
  buildUrl,
  parseJson,
  refreshAccessToken,
  requestHeaders,
  type RequestOptions
} from './api-client';
import { ApiError, apiErrorFromBody } from './api-error';
import { sendWithProgress } from './xhr-send';

export type UploadOptions = Pick<RequestOptions, 'signal' | 'dispatchErrors' | 'language'> & {
  /** The share of the form sent: 0–99 while sending, 100 once the answer is in. */
  onProgress?: (percent: number) => void;
};

/**
 * POSTs a multipart form with upload progress and unwraps `{ data }`: the API client's headers, its one
 * refresh-and-retry on 403 TOKEN_EXPIRED and its error handling, but through XMLHttpRequest (fetch reports no upload
 * progress) and without the 30 s time-out (a large file on a slow line takes longer; `signal` cancels it). A module
 * of its own, beside the client: only the screens that upload load it, not Home's first load.
 */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const attempt = async () => {
    const answer = await sendWithProgress(buildUrl(path), requestHeaders(options.language), form, options);
    return { ...answer, body: parseJson(answer.text) };
  };
  try {
    let answer = await attempt();
    if (answer.status === 403 && (answer.body as { code?: unknown } | undefined)?.code === 'TOKEN_EXPIRED') {
      await refreshAccessToken();
      answer = await attempt();
    }
    if (answer.status < 200 || answer.status >= 300)
      throw apiErrorFromBody(answer.status, answer.body, answer.requestId);
    options.onProgress?.(100);
    return (answer.body as { data: T }).data;
  } catch (error) {
    if (error instanceof ApiError) await afterFailure(error, options.dispatchErrors !== false);
    throw error;
  }
}
