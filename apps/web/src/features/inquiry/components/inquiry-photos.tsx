import { useEffect, useState } from 'react';
import { buildUrl, refreshAccessToken } from '../../../shared/api/api-client';
import { tokenStore } from '../../../shared/api/token-store';
import { useTranslation } from '../../../shared/i18n/i18n';

const photoUrl = (url: string) => (url.startsWith('/api/') ? url : buildUrl(url));

/** A private photo (the writer's only, `private, no-store`): fetched with the token, shown through an object URL. */
async function fetchPhoto(url: string, signal: AbortSignal): Promise<Blob> {
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

type State = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

function Photo({ url, index }: { url: string; index: number }) {
  const { t } = useTranslation('content');
  const [state, setState] = useState<{ url: string; value: State }>({ url, value: { status: 'loading' } });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPhoto(url, controller.signal).then(
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
  const photo = state.url === url ? state.value : { status: 'loading' as const };
  if (photo.status === 'ready')
    return (
      <a href={photo.src} target="_blank" rel="noreferrer" className="block size-full">
        <img
          src={photo.src}
          alt={t('inquiry.photos.alt', { index })}
          className="size-full rounded-xl object-cover"
          data-testid="inquiry-photo-image"
        />
      </a>
    );
  return (
    <span className="flex size-full items-center justify-center rounded-xl bg-cream p-2 text-center text-xs text-muted">
      {photo.status === 'error' ? t('inquiry.photos.loadError') : t('inquiry.photos.loading')}
    </span>
  );
}

/** The photos sent with the inquiry. */
export function InquiryPhotos({ photos }: { photos: readonly string[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
      {photos.map((url, index) => (
        <li key={url} className="aspect-square sm:size-28">
          <Photo url={url} index={index + 1} />
        </li>
      ))}
    </ul>
  );
}
