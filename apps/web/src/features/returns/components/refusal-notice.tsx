import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { sectionClass } from './return-parts';

/** Why the order cannot be returned (translated), with a way back to where the customer came from. */
export function RefusalNotice({ text, backTo }: { text: string; backTo: string }) {
  const { t } = useTranslation('order-history');
  return (
    <div role="alert" data-testid="return-refusal" className={`${sectionClass} text-center`}>
      <p className="text-lg font-bold text-ink">{t('returns.refusal.title')}</p>
      <p className="mt-2 text-sm text-coral-strong">{text}</p>
      <Link to={backTo} className="btn-secondary mt-5">
        {t('returns.refusal.back')}
      </Link>
    </div>
  );
}
