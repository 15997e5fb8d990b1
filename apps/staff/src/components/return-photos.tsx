import { useState } from 'react';
import { useT } from '../i18n';
import { Modal } from './modal';
import { Section } from './section';

/**
 * The customer's photos as thumbnails; one opens full size in a dialog. They are served to the staff session's
 * cookie on the same origin, `private, no-store`, so a plain img loads them and nothing keeps them.
 */
export function ReturnPhotos({ photos }: { photos: string[] }) {
  const { t } = useT();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const shown = open === null ? undefined : photos[open];
  return (
    <Section title={t('returnDetail.photos')}>
      <ul className="flex flex-wrap gap-2" data-testid="return-photos">
        {photos.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('returnDetail.photoOpen', { n: index + 1 })}
              className="block size-24 overflow-hidden rounded-md border border-line bg-slate-100"
            >
              <img src={url} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {shown !== undefined && open !== null && (
        <Modal title={t('returnDetail.photo', { n: open + 1 })} onClose={() => setOpen(null)} wide>
          <img
            src={shown}
            alt={t('returnDetail.photo', { n: open + 1 })}
            className="max-h-[70vh] w-full object-contain"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <a
              href={shown}
              target="_blank"
              rel="noreferrer"
              className="inline-flex min-h-11 items-center text-sm text-plum underline"
            >
              {t('returnDetail.photoOriginal')}
            </a>
            <button
              type="button"
              className="min-h-11 rounded-md border border-line px-4"
              onClick={() => setOpen(null)}
            >
              {t('dialog.close')}
            </button>
          </div>
        </Modal>
      )}
    </Section>
  );
}
