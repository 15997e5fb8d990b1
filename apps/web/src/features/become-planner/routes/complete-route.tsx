import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';
import { ConversionFrame } from '../components/conversion-frame';
import { readConversionOutcome } from '../lib/conversion-session';

/** /mypage/conversionToPlanner/complete: the new planner number (the customer number no longer logs in). */
export function ConversionCompleteRoute() {
  const { t } = useTranslation('accounts');
  const [outcome] = useState(readConversionOutcome);
  if (!outcome) return <Navigate to={paths.conversionStep('certificate')} replace />;
  return (
    <ConversionFrame
      step="complete"
      title={t('conversion.complete.title')}
      lead={t('conversion.complete.lead')}
    >
      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 md:p-8">
        <dl className="flex flex-col">
          <div className="flex flex-col gap-0.5 border-b border-line py-3 sm:flex-row sm:gap-4">
            <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{t('conversion.complete.number')}</dt>
            <dd className="font-bold text-plum" data-testid="conversion-complete-number">
              {outcome.userNumber}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5 border-b border-line py-3 sm:flex-row sm:gap-4">
            <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{t('conversion.complete.previous')}</dt>
            <dd data-testid="conversion-complete-previous">{outcome.previousUserNumber}</dd>
          </div>
          <div className="flex flex-col gap-0.5 border-b border-line py-3 sm:flex-row sm:gap-4">
            <dt className="text-sm text-muted sm:w-40 sm:shrink-0">{t('conversion.complete.since')}</dt>
            <dd>{formatDate(outcome.beautyPlannerDatetime)}</dd>
          </div>
        </dl>
        <p className="text-sm leading-relaxed text-muted">{t('conversion.complete.numberHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link to={paths.home()} className="btn-secondary h-12">
            {t('conversion.complete.home')}
          </Link>
          <Link to={paths.myPage()} className="btn-primary h-12">
            {t('conversion.complete.myPage')}
          </Link>
        </div>
      </div>
    </ConversionFrame>
  );
}
