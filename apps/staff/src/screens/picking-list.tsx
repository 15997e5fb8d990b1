import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { staffApi } from '../api';
import { Notice } from '../components/field';
import { useDocumentTitle, useT } from '../i18n';

/** What the orders being prepared (all, or the ones chosen on the desk) need from the shelves; printable. */
export function PickingListScreen() {
  const { t } = useT();
  useDocumentTitle(t('picking.title'));
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const { data, error } = useQuery({
    queryKey: ['staff', 'picking', ids.join(',')],
    queryFn: () => staffApi.picking(ids.length > 0 ? ids : null)
  });
  return (
    <section className="flex flex-col gap-4" aria-labelledby="picking-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="picking-title" className="text-xl font-semibold">
          {t('picking.title')}
        </h1>
        <button
          type="button"
          className="no-print rounded-md border border-line bg-white px-3 py-2 text-sm"
          onClick={() => window.print()}
        >
          {t('picking.print')}
        </button>
      </div>
      {error && <Notice tone="error">{t('error.generic')}</Notice>}
      {data && <p className="text-sm text-muted">{t('picking.help', { count: data.orderCount })}</p>}
      {data && data.lines.length === 0 && (
        <p className="rounded-lg border border-dashed border-line bg-white p-8 text-center text-muted">
          {t('picking.empty')}
        </p>
      )}
      {data && data.lines.length > 0 && (
        <table className="w-full border-collapse bg-white text-sm" data-testid="picking-table">
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th className="p-2">{t('picking.product')}</th>
              <th className="p-2">{t('picking.option')}</th>
              <th className="p-2 text-right">{t('picking.quantity')}</th>
              <th className="p-2 text-right">{t('picking.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line) => (
              <tr key={`${line.productId}-${line.optionValue}`} className="border-b border-line">
                <td className="p-2">{line.productName}</td>
                <td className="p-2 text-muted">{line.optionValue ?? '—'}</td>
                <td className="p-2 text-right text-base font-semibold tabular-nums">{line.quantity}</td>
                <td className="p-2 text-right tabular-nums">{line.orderCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
