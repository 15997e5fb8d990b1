import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { shopperListPaths } from '../../../shared/shopper-lists/shopper-list-paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { TabLinks } from '../../../shared/ui/tab-links';

export type ListTab = 'wishlist' | 'recent' | 'restock';
const TABS: readonly ListTab[] = ['wishlist', 'recent', 'restock'];
const HREF: Record<ListTab, () => string> = {
  wishlist: () => shopperListPaths.wishlist(),
  recent: () => shopperListPaths.recent(),
  restock: () => shopperListPaths.restockAlerts()
};

/** My page's three lists under one title and tabs: the wishlist, recently viewed and restock alerts. */
export function ListFrame({ tab, children }: { tab: ListTab; children: ReactNode }) {
  const { t } = useTranslation('shopper-lists');
  const title = tab === 'restock' ? t('alerts.title') : t(`${tab}.title`);
  return (
    <div className="container-page max-w-3xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={title} />
      <h1 className="mb-5 text-2xl font-bold tracking-tight md:mb-7 md:text-[28px]">{title}</h1>
      <TabLinks
        tabs={TABS}
        current={tab}
        label={t('tabs.label')}
        hrefOf={(name) => HREF[name]()}
        nameOf={(name) => t(`tabs.${name}`)}
        testId="shopper-list-tabs"
      />
      {children}
    </div>
  );
}

/** An empty list: what is missing and the way back to the shop. */
export function EmptyList({ text }: { text: string }) {
  const { t } = useTranslation('shopper-lists');
  return (
    <div className="rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-line/70" data-testid="list-empty">
      <p className="text-[15px] text-muted">{text}</p>
      <Link to={paths.home()} className="btn-secondary mt-6 inline-flex h-11 items-center px-6">
        {t('shop')}
      </Link>
    </div>
  );
}

/** A list that did not load: say so and offer to try again. */
export function ListError({ retry }: { retry: () => void }) {
  const { t } = useTranslation('shopper-lists');
  return (
    <div role="alert" className="rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-line/70">
      <p className="text-[15px] text-muted">{t('loadError')}</p>
      <button type="button" className="btn-secondary mt-4 h-11 px-6" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
