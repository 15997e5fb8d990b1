import { useT } from '../i18n';

export function Pager({
  page,
  total,
  onPage
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useT();
  return (
    <nav
      aria-label={t('orders.page', { page, total })}
      className="flex items-center justify-center gap-3 text-sm"
    >
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className="min-h-11 rounded-md border border-line px-3 py-1.5 disabled:opacity-40"
      >
        {t('orders.prev')}
      </button>
      <span className="tabular-nums">{t('orders.page', { page, total })}</span>
      <button
        type="button"
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
        className="min-h-11 rounded-md border border-line px-3 py-1.5 disabled:opacity-40"
      >
        {t('orders.next')}
      </button>
    </nav>
  );
}
