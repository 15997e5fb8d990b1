import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';

/** The coupon and point pages' frame: a way back to my page, the title, the content. */
export function BenefitsFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('benefits');
  return (
    <div className="container-page pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={title} />
      <Link to={paths.myPage()} className="text-sm text-muted hover:text-plum">
        ‹ {t('backToMyPage')}
      </Link>
      <h1 className="mb-5 mt-2 text-2xl font-bold tracking-tight md:mb-7 md:text-[28px]">{title}</h1>
      {children}
    </div>
  );
}

/** A list that could not be read: say so, offer a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('benefits');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line/70"
    >
      <p className="text-[15px] text-ink">{t('loadError')}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** Nothing to list. */
export function EmptyState({ text, testId }: { text: string; testId: string }) {
  return (
    <p
      data-testid={testId}
      className="rounded-2xl bg-white px-6 py-14 text-center text-[15px] text-muted ring-1 ring-line/70"
    >
      {text}
    </p>
  );
}
