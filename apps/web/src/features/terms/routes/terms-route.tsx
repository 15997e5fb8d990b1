import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { termsQueryOptions } from '../api/terms-api';
import { TermsContents } from '../components/terms-contents';
import { TermsKindNav } from '../components/terms-kind-nav';
import { TermsText } from '../components/terms-text';
import { TermsVersionSelect } from '../components/terms-version-select';
import { termsHref, termsOfLocation } from '../lib/terms-paths';

/**
 * SPEC §2 /use_terms and /privacy_policy, one screen (docs/decisions/077): the kinds as tabs and a list, the version
 * in effect by default and the earlier ones by date, a table of contents to the articles, and a print button.
 */
export function TermsRoute() {
  const { t } = useTranslation('content');
  const location = useLocation();
  const language = useLanguage();
  const { kind, version } = termsOfLocation(location.pathname, location.search);
  const query = useQuery(termsQueryOptions(kind, version, language));
  const document = query.data;

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <MessageScreen title={t('terms.notFound.title')} body={t('terms.notFound.body')}>
        <Link to={termsHref(kind)} className="btn-secondary h-11 px-6">
          {t('terms.showCurrent')}
        </Link>
      </MessageScreen>
    );
  }
  return (
    <div className="container-page max-w-4xl pb-16 pt-6 md:pb-20 md:pt-10" data-testid="terms-screen">
      <DocumentTitle page={document?.title ?? t(`terms.kinds.${kind}`)} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-[32px] print:hidden">
        {t('terms.title')}
      </h1>
      <TermsKindNav current={kind} />
      {query.isPending && (
        <p role="status" className="py-16 text-center text-muted">
          {t('terms.loading')}
        </p>
      )}
      {query.isError && (
        <div role="alert" className="py-16 text-center">
          <p className="text-muted">{t('terms.loadError')}</p>
          <button type="button" className="btn-secondary mt-4 h-11 px-6" onClick={() => void query.refetch()}>
            {t('terms.retry')}
          </button>
        </div>
      )}
      {document && (
        <section
          aria-labelledby="terms-title"
          className="rounded-3xl bg-white p-5 shadow-sm md:p-10 print:p-0 print:shadow-none"
        >
          <div className="mb-6 flex flex-col gap-4 border-b border-line pb-5 md:flex-row md:items-end md:justify-between">
            <h2 id="terms-title" className="text-xl font-bold md:text-2xl">
              {document.title}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <TermsVersionSelect document={document} />
              <button
                type="button"
                className="btn-secondary h-11 px-4 text-sm print:hidden"
                onClick={() => window.print()}
              >
                {t('terms.print')}
              </button>
            </div>
          </div>
          {!document.current && (
            <p role="note" className="mb-6 rounded-xl bg-plum-soft px-4 py-3 text-sm text-plum print:hidden">
              {t('terms.earlierNotice')}{' '}
              <Link to={termsHref(document.kind)} className="font-semibold underline underline-offset-4">
                {t('terms.showCurrent')}
              </Link>
            </p>
          )}
          <TermsContents html={document.html} />
          <TermsText document={document} />
        </section>
      )}
    </div>
  );
}
