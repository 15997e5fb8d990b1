import { useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useFocusTrap } from '../../../shared/lib/use-focus-trap';
import { CloseIcon } from '../../../shared/ui/icons';

/** A small player for a Home video (a file on our own media host); Escape or the close button ends it. */
export function VideoDialog({
  title,
  src,
  poster,
  onClose
}: {
  title: string;
  src: string;
  poster: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, true, onClose);
  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center bg-ink/70 p-4" onClick={onClose}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-3xl overflow-hidden rounded-2xl bg-black"
        onClick={(event) => event.stopPropagation()}
      >
        <div className="flex items-center justify-between bg-white px-4 py-2">
          <h2 id={titleId} className="truncate font-semibold text-ink">
            {title}
          </h2>
          <button type="button" className="icon-button -mr-2" aria-label={t('videoClose')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <video src={src} poster={poster} controls autoPlay playsInline className="aspect-video w-full" />
      </div>
    </div>
  );
}
