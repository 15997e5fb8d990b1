import type { GuestOrderCredentials, OrderStatus } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { returnPaths } from '../../../shared/order/return-paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { guestOrderPass } from '../../../shared/order/guest-order-pass';
import { guestReturnClient } from '../api/guest-return-api';
import { memberReturnClient } from '../api/member-return-api';
import { orderReturnsQueryOptions, validateQueryOptions } from '../api/return-queries';
import { useReturnText } from '../lib/use-return-text';
import { ReturnCard } from './return-card';
import { sectionClass } from './return-parts';

export type OrderReturnsPanelProps = {
  order: { orderNumber: string; displayOrderNumber: string; status: OrderStatus };
  /** The guest lookup's credentials (the guest order detail), or null for a member's order. */
  guest: GuestOrderCredentials | null;
};

/**
 * The order detail's returns: "반품 신청" for a delivered order and the order's returns with links to each. A
 * guest's credentials go to this tab's memory (never storage) as the steps and the detail leave the lookup.
 */
export function OrderReturnsPanel({ order, guest }: OrderReturnsPanelProps) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  const client = useMemo(() => (guest ? guestReturnClient(guest) : memberReturnClient), [guest]);
  const delivered = order.status === 'DELIVERED';
  const returns = useQuery({ ...orderReturnsQueryOptions(client, order.orderNumber), enabled: delivered });
  // Whether a return may still be asked for (the window, the units left): the button only when it may.
  const validation = useQuery({ ...validateQueryOptions(client, order.orderNumber), enabled: delivered });
  if (!delivered) return null;
  const refusal = validation.data?.refusal ?? null;
  const deadlines = validation.data?.deadlines;
  const holdPass = () => {
    if (guest) guestOrderPass.set({ credentials: guest, ...order });
  };
  const detailPath = (returnId: number) =>
    guest ? returnPaths.guestDetail(returnId) : returnPaths.detail(returnId);

  return (
    <section aria-labelledby="order-returns" className={sectionClass} data-testid="order-returns">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-returns" className="text-base font-bold text-ink md:text-lg">
          {t('returns.panel.title')}
        </h2>
        {refusal === null && (
          <Link
            to={returnPaths.step(1, order.displayOrderNumber)}
            onClick={holdPass}
            className="btn-primary min-h-10 px-4 text-sm"
            data-testid="order-return-request"
          >
            {t('returns.panel.request')}
          </Link>
        )}
      </div>
      {refusal === null ? (
        <p className="text-sm text-muted">{t('returns.panel.hint')}</p>
      ) : (
        <p className="text-sm text-muted" data-testid="order-return-refusal">
          {text.code(refusal, { deadline: deadlines?.DEFECT ?? deadlines?.CHANGE_OF_MIND })}
        </p>
      )}
      {returns.isError ? (
        <p role="alert" className="mt-3 text-sm text-coral-strong">
          {t('returns.panel.loadError')} {text.error(returns.error)}
        </p>
      ) : returns.data && returns.data.length === 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="order-returns-none">
          {t('returns.panel.none')}
        </p>
      ) : returns.data ? (
        <ul className="mt-4 grid gap-3" onClickCapture={holdPass}>
          {returns.data.map((item) => (
            <ReturnCard key={item.returnId} item={item} detailPath={detailPath(item.returnId)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
