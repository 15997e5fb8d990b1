import { useTranslation } from '../../../shared/i18n/i18n';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center"
    >
      <p className="text-ink">{t('loadFailed')}</p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
