import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useReturnText } from '../lib/use-return-text';
import { sectionClass } from './return-parts';

/** A step's data not there yet: loading, or the refusal of the load with a retry and a way back. */
export function StepStatus({ query, backTo }: { query: UseQueryResult<unknown>; backTo: string }) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  if (!query.isError)
    return <p className="mt-8 text-center text-sm text-muted">{t('returns.common.loading')}</p>;
  return (
    <div role="alert" className={`${sectionClass} text-center`}>
      <p className="text-sm text-coral-strong">{text.error(query.error)}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          {t('returns.common.retry')}
        </button>
        <Link to={backTo} className="btn-secondary">
          {t('returns.refusal.back')}
        </Link>
      </div>
    </div>
  );
}
