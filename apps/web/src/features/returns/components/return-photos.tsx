import { useTranslation } from '../../../shared/i18n/i18n';
import { useReturnPhoto } from '../api/return-photo';

function Photo({ url, index }: { url: string; index: number }) {
  const { t } = useTranslation('order-history');
  const photo = useReturnPhoto(url);
  if (photo.status === 'ready')
    return (
      <img
        src={photo.src}
        alt={t('returns.step2.photoAlt', { index })}
        className="size-full rounded-xl object-cover"
        data-testid="return-photo-image"
      />
    );
  return (
    <span
      role={photo.status === 'error' ? 'img' : undefined}
      aria-label={photo.status === 'error' ? t('returns.detail.photoLoadError') : undefined}
      className="flex size-full items-center justify-center rounded-xl bg-cream p-2 text-center text-xs text-muted"
    >
      {photo.status === 'error' ? t('returns.detail.photoLoadError') : t('returns.common.loading')}
    </span>
  );
}

/** The photos sent with the return, fetched with the member's token (guests are not shown photos, ADR 071). */
export function ReturnPhotos({ photos }: { photos: readonly string[] }) {
  const { t } = useTranslation('order-history');
  if (photos.length === 0) return <p className="text-sm text-muted">{t('returns.detail.photosNone')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:gap-3">
      {photos.map((url, index) => (
        <li key={url} className="aspect-square sm:size-28">
          <Photo url={url} index={index + 1} />
        </li>
      ))}
    </ul>
  );
}
