import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

/** Main image (the detail page's LCP: eager, high priority) with thumbnail buttons. */
export function ImageGallery({
  images,
  productName,
  dimmed
}: {
  images: readonly string[];
  productName: string;
  dimmed: boolean;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <section aria-label={t('product.gallery')}>
      <div className="overflow-hidden rounded-2xl bg-cream-deep">
        {current && (
          <img
            src={current}
            alt={t('product.imageAlt', { name: productName, index: index + 1 })}
            width={800}
            height={800}
            fetchPriority="high"
            decoding="async"
            className={`aspect-square w-full object-cover ${dimmed ? 'opacity-60' : ''}`}
          />
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto scrollbar-none">
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={t('product.showImage', { index: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-plum' : 'border-transparent hover:border-line'}`}
              >
                <img
                  src={image}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className="size-16 object-cover md:size-[72px]"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
