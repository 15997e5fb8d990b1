import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { centrePaths } from '../lib/centre-paths';

const SECTIONS = [
  ['faq', centrePaths.faq()],
  ['guide', centrePaths.guide],
  ['resource', centrePaths.resource],
  ['certificate', centrePaths.certificate],
  ['partnership', centrePaths.partnership],
  ['center', centrePaths.center],
  ['inquiry', centrePaths.inquiry]
] as const;

/**
 * A customer-centre page: the centre's sections as a scrolling row of links (one line on a phone, wrapping wider),
 * the page's heading and its content.
 */
export function CentreFrame({
  section,
  children,
  testId
}: {
  section: (typeof SECTIONS)[number][0] | 'hub';
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('content');
  const heading = section === 'hub' ? t('centre.title') : t(`centre.nav.${section}`);
  return (
    <div className="container-page max-w-5xl pb-16 pt-6 md:pb-20 md:pt-10" data-testid={testId}>
      <DocumentTitle page={heading} />
      <p className="text-sm font-semibold text-plum">{t('centre.title')}</p>
      <h1 className="mb-5 mt-1 text-2xl font-bold tracking-tight md:mb-7 md:text-[28px]">{heading}</h1>
      <nav
        aria-label={t('centre.navLabel')}
        className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:px-0"
      >
        {SECTIONS.map(([name, to]) => (
          <NavLink
            key={name}
            to={to}
            end={name !== 'center'}
            className={({ isActive }) =>
              `inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold ${
                isActive || name === section
                  ? 'border-plum bg-plum text-white'
                  : 'border-line bg-white text-ink hover:border-plum'
              }`
            }
          >
            {t(`centre.nav.${name}`)}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}

/** The load failure line with a retry button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div role="alert" className="py-14 text-center">
      <p className="text-[15px] text-ink">{t('centre.loadError')}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        {t('centre.retry')}
      </button>
    </div>
  );
}
