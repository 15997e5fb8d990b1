import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/lib/format';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { bagDetailQueryOptions } from '../api/easy-bag-api';
import { BagEditor } from '../components/bag-editor';
import { panelClass } from '../components/bag-parts';
import { BagShare } from '../components/bag-share';
import { useCopyBagLink } from '../hooks/use-copy-link';
import { usePlannerId } from '../hooks/use-planner-id';
import { bagErrorMessage } from '../lib/bag-errors';
import { bagPaths } from '../lib/bag-paths';

/** SPEC §2 /mypage/easybag/{bagId} (planner only): one bag to edit, and its link to send. */
export function EasyBagDetailRoute() {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const bagId = useParams().bagId ?? '';
  const [search] = useSearchParams();
  const bag = useQuery(bagDetailQueryOptions(usePlannerId(), bagId, language));
  const copy = useCopyBagLink();
  const [sharing, setSharing] = useState(false);
  const title = bag.data?.name ?? t('bag.detail.title');

  return (
    <div className="container-page pt-6 pb-16 md:py-10">
      <DocumentTitle page={title} />
      <Link to={bagPaths.list()} className="text-sm font-semibold text-plum hover:underline">
        {t('bag.detail.toList')}
      </Link>
      {bag.isError ? (
        <div role="alert" className={`${panelClass} mt-6 text-center`}>
          <p className="text-[15px] text-ink">{bagErrorMessage(bag.error) ?? t('bag.loadError')}</p>
          <Link to={bagPaths.list()} className="btn-secondary mt-4">
            {t('bag.detail.toList')}
          </Link>
        </div>
      ) : !bag.data ? (
        <p className="mt-8 text-center text-sm text-muted">{t('bag.loading')}</p>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0">
              <h1
                className="text-2xl font-bold tracking-tight break-words md:text-[28px]"
                data-testid="bag-title"
              >
                {bag.data.name}
              </h1>
              <p className="mt-1 text-sm text-muted">
                {t('bag.list.created', { date: formatDate(bag.data.createdAt) })}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void copy(bagId)}
                data-testid="bag-copy"
              >
                {t('bag.list.copy')}
              </button>
              <button
                type="button"
                className="btn-primary"
                onClick={() => setSharing(true)}
                data-testid="bag-send"
              >
                {t('bag.detail.send')}
              </button>
            </div>
          </div>
          {search.get('created') === '1' ? (
            <p
              role="status"
              className="mt-4 rounded-xl bg-plum-soft px-4 py-3 text-sm font-semibold text-plum"
            >
              {t('bag.detail.created')}
            </p>
          ) : null}
          <div className="mt-6">
            <BagEditor key={bag.data.bagId} bag={bag.data} />
          </div>
          {sharing ? <BagShare bag={bag.data} onClose={() => setSharing(false)} /> : null}
        </>
      )}
    </div>
  );
}
