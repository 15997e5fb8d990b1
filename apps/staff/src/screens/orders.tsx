import {
  DESK_ORDER_STATUSES,
  errorText,
  type DeskMoveEvent,
  type DeskOrderRow,
  type DeskOrderStatus
} from '@mall/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, ME_KEY, messageOf, staffApi } from '../api';
import { Notice } from '../components/field';
import { OrderRows } from '../components/order-rows';
import { Pager } from '../components/pager';
import { SearchBox } from '../components/search-box';
import { ShipDialog } from '../components/ship-dialog';
import { StatusTabs } from '../components/status-tabs';
import { UploadDialog } from '../components/upload-dialog';
import { useDocumentTitle, useT } from '../i18n';

const isDeskStatus = (value: string | null): value is DeskOrderStatus =>
  (DESK_ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** What each queue's bulk action moves its orders to. */
const BULK: Partial<Record<DeskOrderStatus, DeskMoveEvent>> = { PLACED: 'prepare', SHIPPING: 'deliver' };

/** The order desk: one queue at a time, search, bulk moves, shipping one order or an uploaded list. */
export function OrdersScreen() {
  const { t, language } = useT();
  useDocumentTitle(t('orders.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status = isDeskStatus(params.get('status')) ? (params.get('status') as DeskOrderStatus) : 'PLACED';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [shipping, setShipping] = useState<DeskOrderRow | null>(null);
  const [uploading, setUploading] = useState(false);
  const { data, isPending, error } = useQuery({
    queryKey: ['staff', 'orders', status, q, page],
    queryFn: () => staffApi.orders({ status, q, page }),
    placeholderData: keepPreviousData
  });
  const rows = data?.list ?? [];
  // The API checks every move; the desk shows only what this staff member may do (CS reads, the desk moves).
  const canFulfil = useQuery({ queryKey: ME_KEY, queryFn: staffApi.me }).data?.permissions.includes(
    'orders.fulfil'
  );

  const go = (next: { status?: DeskOrderStatus; q?: string; page?: number }) => {
    const merged = { status, q, page: 1, ...next };
    setParams(
      new URLSearchParams({
        status: merged.status,
        ...(merged.q ? { q: merged.q } : {}),
        page: String(merged.page)
      })
    );
    setSelected(new Set());
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['staff', 'orders'] });
  const toggle = (orderId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) =>
      rows.every((row) => current.has(row.orderId)) ? new Set() : new Set(rows.map((row) => row.orderId))
    );

  const bulk = canFulfil ? BULK[status] : undefined;
  const move = async (event: DeskMoveEvent) => {
    try {
      const result = await staffApi.move(event, [...selected]);
      const texts = [t('orders.moved', { count: result.moved.length })];
      if (result.refused.length > 0) texts.push(t('orders.refused', { count: result.refused.length }));
      setNotice({ tone: result.refused.length > 0 ? 'error' : 'info', text: texts.join(' ') });
      setSelected(new Set());
      await refresh();
    } catch (caught) {
      setNotice({
        tone: 'error',
        text: messageOf(caught, t('error.generic'))
      });
    }
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="orders-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="orders-title" className="text-xl font-semibold">
          {t('orders.title')}
        </h1>
        <SearchBox initial={q} onSearch={(text) => go({ q: text })} />
      </div>
      <StatusTabs
        label={t('orders.queues')}
        statuses={DESK_ORDER_STATUSES}
        labelOf={(value) => t(`status.${value}`)}
        current={status}
        counts={data?.counts}
        onChange={(next) => go({ status: next })}
      />
      <div className="flex flex-wrap items-center gap-2" data-testid="desk-actions">
        <span className="text-sm text-muted">{t('orders.selected', { count: selected.size })}</span>
        {bulk && (
          <button
            type="button"
            disabled={selected.size === 0}
            onClick={() => void move(bulk)}
            className="rounded-md bg-plum px-3 py-2 text-sm font-medium text-white disabled:opacity-50"
          >
            {t(bulk === 'prepare' ? 'orders.prepare' : 'orders.deliver')}
          </button>
        )}
        {canFulfil && status === 'PREPARING' && (
          <>
            <button
              type="button"
              onClick={() => setUploading(true)}
              className="rounded-md bg-plum px-3 py-2 text-sm font-medium text-white"
            >
              {t('orders.upload')}
            </button>
            <button
              type="button"
              disabled={selected.size === 0}
              onClick={() => void navigate(`/picking?ids=${[...selected].join(',')}`)}
              className="rounded-md border border-plum px-3 py-2 text-sm text-plum disabled:opacity-50"
            >
              {t('orders.picking')}
            </button>
          </>
        )}
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      {error && (
        <Notice tone="error">
          {error instanceof ApiError && error.status === 403 ? t('error.forbidden') : t('error.generic')}
        </Notice>
      )}
      {isPending ? (
        <p className="text-muted">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line bg-white p-8 text-center text-muted">
          {t('orders.empty')}
        </p>
      ) : (
        <OrderRows
          rows={rows}
          selected={selected}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onShip={canFulfil && status === 'PREPARING' ? setShipping : null}
        />
      )}
      {data && data.totalPageNumber > 1 && (
        <Pager page={page} total={data.totalPageNumber} onPage={(next) => go({ page: next })} />
      )}
      {shipping && (
        <ShipDialog
          title={t('ship.title', { number: shipping.orderNumber })}
          submitLabel={t('ship.submit')}
          send={async (courier, trackingNumber) => {
            const result = await staffApi.ship([
              { orderNumber: shipping.orderNumber, courier, trackingNumber }
            ]);
            const refused = result.refused[0];
            return refused ? errorText(refused.code, language) : null;
          }}
          onClose={() => setShipping(null)}
          onDone={() => {
            setShipping(null);
            void refresh();
          }}
        />
      )}
      {uploading && <UploadDialog onClose={() => setUploading(false)} onDone={() => void refresh()} />}
    </section>
  );
}
