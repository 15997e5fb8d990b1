import { useEffect, useState } from 'react';
import { buildUrl, refreshAccessToken } from '../../../shared/api/api-client';
import { tokenStore } from '../../../shared/api/token-store';

/** The API's photo address as fetched: already under /api (or absolute), else a path below it. */
const photoUrl = (url: string) =>
  /^(https?:)?\/\//.test(url) || url.startsWith('/api/') ? url : buildUrl(url);

/**
 * A return photo is served only to its owner (ADR 071, `Cache-Control: private, no-store`): fetched with the
 * Bearer token (refreshed once when expired) and shown through an object URL, so the token never goes into an
 * <img src>.
 */
export async function fetchReturnPhoto(url: string, signal?: AbortSignal): Promise<Blob> {
  const send = () => {
    const headers = new Headers({ Accept: 'image/*' });
    const token = tokenStore.get();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(photoUrl(url), { headers, credentials: 'same-origin', signal });
  };
  let response = await send();
  if (response.status === 403) {
    await refreshAccessToken({ dispatchErrors: false });
    response = await send();
  }
  if (!response.ok) throw new Error(`photo ${response.status}`);
  return response.blob();
}

export type PhotoState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/** The object URL of one photo while the component shows it (revoked when it goes). */
export function useReturnPhoto(url: string): PhotoState {
  const [state, setState] = useState<{ url: string; value: PhotoState }>({
    url,
    value: { status: 'loading' }
  });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchReturnPhoto(url, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, value: { status: 'ready', src: objectUrl } });
      },
      () => {
        if (!controller.signal.aborted) setState({ url, value: { status: 'error' } });
      }
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state.url === url ? state.value : { status: 'loading' };
}
