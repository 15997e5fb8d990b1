import type { SitePageSlug } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ApiError } from '../../../shared/api/api-error';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { CompanyNav } from './company-nav';

/** The frame of every company page: the sub-navigation, then the page, a loading line, "not found" or a retry. */
export function PageFrame({
  slug,
  state,
  children
}: {
  slug: SitePageSlug;
  state: { isPending: boolean; error: Error | null; refetch: () => unknown };
  children?: ReactNode;
}) {
  const { t } = useTranslation('content');
  if (state.error instanceof ApiError && state.error.status === 404) {
    return <MessageScreen title={t('company.notFound.title')} body={t('company.notFound.body')} />;
  }
  return (
    <div className="container-page max-w-5xl pb-16 pt-6 md:pb-20 md:pt-10">
      <CompanyNav current={slug} />
      {state.isPending && (
        <p role="status" className="py-16 text-center text-muted">
          {t('company.loading')}
        </p>
      )}
      {state.error && (
        <div role="alert" className="py-16 text-center">
          <p className="text-muted">{t('company.loadError')}</p>
          <button type="button" className="btn-secondary mt-4 h-11 px-6" onClick={() => void state.refetch()}>
            {t('company.retry')}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
