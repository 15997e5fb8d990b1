import type { ReturnRefund } from '@mall/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useReturnText } from '../lib/use-return-text';
import { RefundFigures } from './refund-figures';
import { sectionClass, sectionTitleClass } from './return-parts';

/** The refund the return would pay now (the estimate call: the domain's figures), or why it cannot be shown. */
export function EstimateSection({ estimate }: { estimate: UseQueryResult<ReturnRefund> }) {
  const { t } = useTranslation('order-history');
  const text = useReturnText();
  return (
    <section aria-labelledby="return-estimate" className={sectionClass}>
      <h2 id="return-estimate" className={sectionTitleClass}>
        {t('returns.step3.estimate')}
      </h2>
      {estimate.data ? (
        <>
          <RefundFigures refund={estimate.data} />
          <p className="mt-3 text-xs text-muted">{t('returns.step3.estimateNote')}</p>
        </>
      ) : estimate.isError ? (
        <div role="alert" data-testid="return-estimate-error">
          <p className="text-sm text-coral-strong">
            {t('returns.step3.estimateError')} {text.error(estimate.error)}
          </p>
          <button type="button" className="btn-secondary mt-3" onClick={() => void estimate.refetch()}>
            {t('returns.common.retry')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-muted">{t('returns.step3.estimateLoading')}</p>
      )}
    </section>
  );
}
