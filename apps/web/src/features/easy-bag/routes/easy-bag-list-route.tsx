import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EasyBagSummary } from '@mall/domain';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { dialogs } from '../../../shared/ui/dialog-store';
import { bagListQueryOptions, useDeleteBag } from '../api/easy-bag-api';
import { panelClass } from '../components/bag-parts';
import { BagRow } from '../components/bag-row';
import { BagShare } from '../components/bag-share';
import { useCopyBagLink } from '../hooks/use-copy-link';
import { usePlannerId } from '../hooks/use-planner-id';
import { bagErrorMessage } from '../lib/bag-errors';
import { clearDraft } from '../lib/bag-draft';
import { bagPaths } from '../lib/bag-paths';

/** SPEC §2 /mypage/easybag (planner only): the planner's bags, newest first, and the way to a new one. */
export function EasyBagListRoute() {
  const { t } = useTranslation('planner');
  const userSeqNo = usePlannerId();
  const list = useQuery(bagListQueryOptions(userSeqNo));
  const remove = useDeleteBag(userSeqNo);
  const copy = useCopyBagLink();
  const [sharing, setSharing] = useState<EasyBagSummary | null>(null);
  const title = t('bag.list.title');
  const bags = list.data?.list;
  const full = list.data ? list.data.list.length >= list.data.limit : false;

  const confirmDelete = async (bag: EasyBagSummary) => {
    if (!(await dialogs.confirm(t('bag.list.deleteConfirm', { name: bag.name })))) return;
    remove.mutate(bag.bagId, {
      onError: (error) => {
        const message = bagErrorMessage(error);
        if (message) void dialogs.alert(message);
      }
    });
  };

  return (
    <div className="container-page pt-6 pb-16 md:py-10">
      <DocumentTitle page={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{title}</h1>
          <p className="mt-2 max-w-2xl text-sm break-keep text-muted">{t('bag.list.lead')}</p>
        </div>
        {full ? (
          <p className="text-sm text-coral-strong">{t('bag.list.full', { max: list.data?.limit })}</p>
        ) : (
          <Link to={bagPaths.add(1)} className="btn-primary" onClick={clearDraft} data-testid="bag-new">
            {t('bag.list.new')}
          </Link>
        )}
      </div>
      {list.isError ? (
        <div role="alert" className={`${panelClass} mt-6 text-center`}>
          <p className="text-[15px] text-ink">{t('bag.loadError')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void list.refetch()}>
            {t('bag.retry')}
          </button>
        </div>
      ) : !bags ? (
        <p className="mt-8 text-center text-sm text-muted">{t('bag.loading')}</p>
      ) : bags.length === 0 ? (
        <div
          data-testid="bag-empty"
          className={`${panelClass} mt-6 flex flex-col items-center py-12 text-center`}
        >
          <p className="text-lg font-bold text-ink">{t('bag.list.empty')}</p>
          <p className="mt-2 max-w-md text-sm break-keep text-muted">{t('bag.list.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted" data-testid="bag-count">
            {t('bag.list.count', { count: bags.length, max: list.data?.limit })}
          </p>
          <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {bags.map((bag) => (
              <BagRow
                key={bag.bagId}
                bag={bag}
                onCopy={() => void copy(bag.bagId)}
                onShare={() => setSharing(bag)}
                onDelete={() => void confirmDelete(bag)}
                deleting={remove.isPending && remove.variables === bag.bagId}
              />
            ))}
          </ul>
        </>
      )}
      {sharing ? <BagShare bag={sharing} onClose={() => setSharing(null)} /> : null}
    </div>
  );
}
