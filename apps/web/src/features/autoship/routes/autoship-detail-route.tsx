import { seoulDate, type AutoshipDetail } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { autoshipPaths } from '../../../shared/order/autoship-paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { autoshipDetailQueryOptions } from '../api/autoship-api';
import { AutoshipLines } from '../components/autoship-lines';
import { Panel, panelClass, StatusBadge, useProductsText } from '../components/autoship-parts';
import { CardChangeDialog } from '../components/card-change-dialog';
import { ChangeDialog } from '../components/change-dialog';
import { DetailActions, StatusNote } from '../components/detail-actions';
import { DeliverySection, HistorySection, ScheduleSection } from '../components/detail-sections';
import { useAutoshipActions, type ActionNotice } from '../hooks/use-autoship-actions';

const idOf = (value: string | undefined) => (value && /^[0-9]{1,15}$/.test(value) ? Number(value) : 0);

function Notice({ notice }: { notice: ActionNotice }) {
  const { t } = useTranslation('checkout');
  if (notice.kind === 'refused') {
    return (
      <p
        role="alert"
        data-testid="autoship-notice"
        className="rounded-xl bg-coral-soft px-4 py-3 text-sm break-keep text-coral-strong"
      >
        {notice.message}
      </p>
    );
  }
  return (
    <p
      data-testid="autoship-notice"
      className="rounded-xl bg-plum-soft px-4 py-3 text-sm font-semibold text-plum"
    >
      {t(`autoship.detail.done.${notice.done}`)}
    </p>
  );
}

/** The subscription with its moves: schedule and buttons, lines, address and card, the charges so far. */
function DetailView({ detail }: { detail: AutoshipDetail }) {
  const { t } = useTranslation('checkout');
  const products = useProductsText()(detail.productNames);
  const actions = useAutoshipActions(detail);
  const [today] = useState(() => seoulDate(new Date()));
  const [dialog, setDialog] = useState<'change' | 'card' | null>(null);
  const live = detail.status !== 'CANCELLED';
  const title = t('autoship.detail.title');
  return (
    <div className="container-page pt-6 pb-16 md:py-10" data-testid="autoship-detail">
      <DocumentTitle page={title} />
      <Link
        to={autoshipPaths.list()}
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-plum"
      >
        <span aria-hidden="true">‹</span> {t('autoship.detail.back')}
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{title}</h1>
        <StatusBadge status={detail.status} />
      </div>
      <p className="mt-1 text-sm text-muted">{products}</p>
      {/* Announced as it changes: what a move did, or why it was refused. */}
      <div aria-live="polite" className="mt-4 empty:hidden">
        {actions.notice && <Notice notice={actions.notice} />}
      </div>
      <div className="mt-4 empty:hidden">
        <StatusNote detail={detail} tries={actions.heldTries} onChangeCard={() => setDialog('card')} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_400px] lg:items-start lg:gap-8">
        <div className="flex min-w-0 flex-col gap-4">
          <Panel id="autoship-detail-lines" title={t('autoship.detail.lines')}>
            <AutoshipLines lines={detail.lines} />
          </Panel>
          <HistorySection history={detail.history} />
        </div>
        {/* Phones: the schedule and its buttons first, the products and the charges after them. */}
        <div className="order-first flex flex-col gap-4 lg:order-none">
          <ScheduleSection detail={detail} />
          {live && (
            <div className={panelClass}>
              <DetailActions
                detail={detail}
                busy={actions.busy}
                onMove={(move) => void actions.move(move)}
                onChange={() => setDialog('change')}
              />
            </div>
          )}
          <DeliverySection detail={detail} onChangeCard={live ? () => setDialog('card') : null} />
        </div>
      </div>
      {dialog === 'change' && (
        <ChangeDialog detail={detail} today={today} onSave={actions.change} onClose={() => setDialog(null)} />
      )}
      {dialog === 'card' && (
        <CardChangeDialog
          detail={detail}
          onClose={() => setDialog(null)}
          onPick={(card) => {
            setDialog(null);
            void actions.changeCard(card);
          }}
        />
      )}
      {actions.dialog}
    </div>
  );
}

/** SPEC §2 /autoship/detail/{id} (guard: login): one of the member's subscriptions (another's is not found). */
export function AutoshipDetailRoute() {
  const { t } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const autoshipId = idOf(useParams().id);
  const detail = useQuery({ ...autoshipDetailQueryOptions(autoshipId, language), enabled: autoshipId > 0 });
  const notFound =
    autoshipId === 0 ||
    (isApiError(detail.error) && ['AUTOSHIP_NOT_FOUND', 'VALIDATION_FAILED'].includes(detail.error.code));

  if (notFound)
    return (
      <MessageScreen title={t('autoship.detail.notFound')} body={t('autoship.list.emptyHint')}>
        <Link to={autoshipPaths.list()} className="btn-secondary mt-6">
          {t('autoship.detail.back')}
        </Link>
      </MessageScreen>
    );
  if (detail.isError) {
    return (
      <div className="container-page py-10">
        <div role="alert" className={`${panelClass} text-center`}>
          <p className="text-[15px] text-ink">{t('autoship.loadError')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void detail.refetch()}>
            {t('autoship.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!detail.data)
    return <p className="container-page py-16 text-center text-sm text-muted">{tc('common.loading')}</p>;
  return <DetailView detail={detail.data} />;
}
