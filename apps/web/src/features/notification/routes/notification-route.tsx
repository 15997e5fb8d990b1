import type { NotificationItem } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { pageOf } from '../../../shared/lib/period';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { dialogs } from '../../../shared/ui/dialog-store';
import { Pagination } from '../../../shared/ui/pagination';
import { TabLinks } from '../../../shared/ui/tab-links';
import {
  notificationPageQueryOptions,
  useNotificationActions,
  type NotificationTab
} from '../api/notification-api';
import { NoticeItem } from '../components/notice-item';

const TABS: readonly NotificationTab[] = ['commerce', 'rbo'];
const hrefOf = (tab: NotificationTab, page = 1) => `/notification/${tab}${page > 1 ? `?page=${page}` : ''}`;

/** SPEC §2 /notification/{category}: the member's notices, five a page, read, read all, delete, delete all. */
export function NotificationRoute() {
  const { t } = useTranslation('notification');
  const language = useLanguage();
  const tab: NotificationTab = useParams().category === 'rbo' ? 'rbo' : 'commerce';
  const [searchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const { data, isPending, isError, refetch } = useQuery(notificationPageQueryOptions(tab, page, language));
  const actions = useNotificationActions(tab);
  const [failed, setFailed] = useState(false);
  const attempt = (run: Promise<unknown>) => {
    setFailed(false);
    run.catch(() => setFailed(true));
  };
  const deleteAll = async () => {
    if (
      await dialogs.confirm(t('confirmDeleteAll'), { confirmLabel: t('confirm'), cancelLabel: t('cancel') })
    )
      attempt(actions.removeAll.mutateAsync());
  };
  const open = (notice: NotificationItem) => {
    if (notice.isReadYn === 'N') attempt(actions.read.mutateAsync(notice.notiCenterId));
  };
  const hasUnread = data?.list.some((notice) => notice.isReadYn === 'N') ?? false;

  return (
    <div className="container-page max-w-3xl pb-16 pt-6 md:pb-20 md:pt-10">
      <DocumentTitle page={t('title')} />
      <h1 className="mb-5 text-2xl font-bold tracking-tight md:mb-7 md:text-[28px]">{t('title')}</h1>
      <TabLinks
        tabs={TABS}
        current={tab}
        label={t('tabs.label')}
        hrefOf={(name) => hrefOf(name)}
        nameOf={(name) => t(`tabs.${name}`)}
        testId="notification-tabs"
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" data-testid="notification-total">
          {t('total', { count: data?.totalSize ?? 0 })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary h-10 px-4 text-sm"
            disabled={!hasUnread}
            onClick={() => attempt(actions.readAll.mutateAsync())}
          >
            {t('readAll')}
          </button>
          <button
            type="button"
            className="btn-secondary h-10 px-4 text-sm"
            disabled={!data || data.totalSize === 0}
            onClick={() => void deleteAll()}
          >
            {t('deleteAll')}
          </button>
        </div>
      </div>
      {failed && (
        <p role="alert" className="mb-3 rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
          {t('failed')}
        </p>
      )}
      {isError ? (
        <div role="alert" className="rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-line/70">
          <p className="text-[15px] text-ink">{t('loadError')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : isPending ? null : data.list.length === 0 ? (
        <p
          data-testid="notification-empty"
          className="rounded-2xl bg-white px-6 py-14 text-center text-[15px] text-muted ring-1 ring-line/70"
        >
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="notification-list">
          {data.list.map((notice) => (
            <NoticeItem
              key={notice.notiCenterId}
              notice={notice}
              onOpen={open}
              onDelete={(item) => attempt(actions.remove.mutateAsync(item.notiCenterId))}
            />
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          pageNumber={data.pageNumber}
          totalPageNumber={data.totalPageNumber}
          hrefFor={(target) => hrefOf(tab, target)}
          className="mt-8"
        />
      )}
    </div>
  );
}
