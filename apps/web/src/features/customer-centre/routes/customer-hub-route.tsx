import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { topFaqQuery } from '../api/centre-api';
import { CentreFrame, LoadFailed } from '../components/centre-frame';
import { FaqAccordion } from '../components/faq-accordion';
import { KeywordSearch } from '../components/keyword-search';
import { centrePaths } from '../lib/centre-paths';

const SHORTCUTS = [
  ['guide', centrePaths.guide],
  ['resource', centrePaths.resource],
  ['certificate', centrePaths.certificate],
  ['partnership', centrePaths.partnership],
  ['center', centrePaths.center]
] as const;

/**
 * SPEC §2 /customer: the hub — a FAQ search, the top questions, the 1:1 inquiry, the other sections and the
 * service hours and phone.
 */
export function CustomerHubRoute() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useQuery(topFaqQuery(useLanguage()));
  return (
    <CentreFrame section="hub" testId="centre-hub">
      <section className="mb-8 rounded-2xl bg-plum-soft px-5 py-6 md:px-8 md:py-8">
        <h2 className="mb-3 text-lg font-bold md:text-xl">{t('centre.hub.intro')}</h2>
        <KeywordSearch
          keyword=""
          label={t('centre.faq.searchLabel')}
          placeholder={t('centre.hub.searchPlaceholder')}
          onSearch={(words) => void navigate(centrePaths.faq({ keyword: words }))}
          testId="hub-search"
        />
      </section>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section aria-labelledby="hub-top">
          <div className="mb-3 flex items-end justify-between">
            <h2 id="hub-top" className="text-lg font-bold">
              {t('centre.hub.topFaq')}
            </h2>
            <Link to={centrePaths.faq()} className="text-sm font-semibold text-plum">
              {t('centre.hub.more')}
            </Link>
          </div>
          {isError ? (
            <LoadFailed onRetry={() => void refetch()} />
          ) : isPending ? null : (
            <FaqAccordion items={data} testId="hub-top-faq" />
          )}
        </section>
        <aside className="space-y-4">
          <section className="rounded-2xl border border-line bg-white p-5" data-testid="hub-contact">
            <h2 className="text-sm font-semibold text-muted">{t('centre.hub.contactTitle')}</h2>
            <a href={`tel:${t('centre.hub.phone')}`} className="mt-1 block text-2xl font-bold text-ink">
              {t('centre.hub.phone')}
            </a>
            <p className="mt-1 text-sm text-muted">{t('centre.hub.hours')}</p>
          </section>
          <section className="rounded-2xl bg-ink p-5 text-white">
            <p className="text-sm">{t('centre.hub.inquiryText')}</p>
            <Link
              to={centrePaths.inquiry}
              className="mt-3 inline-flex h-10 items-center rounded-xl bg-white px-4 text-sm font-semibold text-ink"
            >
              {t('centre.hub.inquiryCta')}
            </Link>
          </section>
        </aside>
      </div>
      <section className="mt-10" aria-labelledby="hub-shortcuts">
        <h2 id="hub-shortcuts" className="mb-3 text-lg font-bold">
          {t('centre.hub.shortcuts')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {SHORTCUTS.map(([name, to]) => (
            <li key={name}>
              <Link
                to={to}
                className="block h-full rounded-2xl border border-line bg-white p-4 hover:border-plum"
              >
                <span className="block font-semibold">{t(`centre.nav.${name}`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`centre.hub.shortcut.${name}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </CentreFrame>
  );
}
