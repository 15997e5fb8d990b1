import { ApiError } from './api-error';

/** What came back from an upload: the status, the answer's text and its request id. */
export type XhrAnswer = { status: number; text: string; requestId: string | null };

/**
 * POSTs a form through XMLHttpRequest, the one browser API that reports upload progress (fetch does not). Progress
 * is the share of the body sent, at most 99 while sending: the server still has to answer. No time-out of its own
 * (a large video on a slow line takes minutes); the caller's signal cancels it, rejecting with the signal's reason
 * like fetch. No answer at all is an ApiError NETWORK_ERROR (status 0).
 */
export function sendWithProgress(
  url: string,
  headers: Headers,
  body: FormData,
  options: { onProgress?: ((percent: number) => void) | undefined; signal?: AbortSignal | undefined }
): Promise<XhrAnswer> {
  const { onProgress, signal } = options;
  const aborted = () => signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      settle();
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        requestId: xhr.getResponseHeader('x-request-id')
      });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' }));
    };
    xhr.onabort = () => {
      settle();
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
