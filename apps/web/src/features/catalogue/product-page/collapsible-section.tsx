import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';

type CollapsibleSectionProps = {
  title: string;
  testId: string;
  children: ReactNode;
};

/**
 * A section of the product page below the description: always open from 768 px up; on phones folded
 * behind its heading's "show" button so the long legal text does not bury the reviews and the
 * recommendations (the shopper opens it when they look for it).
 */
export function CollapsibleSection({ title, testId, children }: CollapsibleSectionProps) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className="mx-auto mt-12 max-w-3xl">
      <div className="flex items-center justify-between gap-3 border-b border-ink pb-3">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-plum hover:text-plum md:hidden"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('notice.hide') : t('notice.show')}
          <span className="sr-only"> {title}</span>
        </button>
      </div>
      <div id={bodyId} data-testid={`${testId}-body`} className={open ? 'mt-5' : 'mt-5 max-md:hidden'}>
        {children}
      </div>
    </section>
  );
}
