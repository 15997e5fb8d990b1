import {
  DEFAULT_ORDER_PERIOD_MONTHS,
  ORDER_PERIOD_PRESETS,
  OrderPeriodFormSchema,
  orderPeriod,
  type OrderPeriodForm,
  type OrderPeriodRule
} from '@mall/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { inputClass } from '../../../shared/forms/field';
import { seoulToday } from '../../../shared/lib/period';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { historyQueryOf } from '../routes/history-query';
import { sectionClass } from './order-parts';
/** The order list's period: the presets and a from–to pair of dates (SPEC §6), kept in the address. */
export function PeriodFilter({ query }: { query: ReturnType<typeof historyQueryOf> }) {
  const { t } = useTranslation('order-history');
  const [, setSearchParams] = useSearchParams();
  const id = useId();
  const { register, handleSubmit, setValue, clearErrors, formState } = useForm<OrderPeriodForm>({
    resolver: zodResolver(OrderPeriodFormSchema),
    defaultValues: { fromDate: query.fromDate, toDate: query.toDate }
  });
  const rule = formState.errors.fromDate?.message as OrderPeriodRule | undefined;
  const problem = rule ? t(`period.${rule}`) : null;
  const ask = handleSubmit(({ fromDate, toDate }) =>
    setSearchParams(
      new URLSearchParams({ ...(query.type === 'autoship' ? { type: 'autoship' } : {}), fromDate, toDate })
    )
  );
  const dayInput = (name: keyof OrderPeriodForm, testId: string) => ({
    id: `${id}-${name}`,
    type: 'text',
    inputMode: 'numeric' as const,
    placeholder: 'YYYY-MM-DD',
    maxLength: 10,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
    className: inputClass(Boolean(problem)),
    'data-testid': testId,
    ...register(name)
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void ask(event)}
      className={`${sectionClass} grid gap-4`}
      aria-labelledby={`${id}-label`}
      data-testid="order-period"
    >
      <p id={`${id}-label`} className="text-sm font-semibold text-ink">
        {t('period.label')}
      </p>
      <div role="group" aria-labelledby={`${id}-label`} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {ORDER_PERIOD_PRESETS.map((months) => {
          const current = query.months === months;
          return (
            <Link
              key={months}
              to={paths.orderList(query.type, {
                months: months === DEFAULT_ORDER_PERIOD_MONTHS ? undefined : months
              })}
              replace
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                const range = orderPeriod(months, seoulToday());
                setValue('fromDate', range.fromDate);
                setValue('toDate', range.toDate);
                clearErrors();
              }}
              className={`inline-flex min-h-11 items-center justify-center rounded-full border text-sm font-semibold ${
                current
                  ? 'border-plum bg-plum text-white'
                  : 'border-line bg-white text-ink hover:border-plum hover:text-plum'
              }`}
            >
              {t('period.months', { count: months })}
            </Link>
          );
        })}
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-fromDate`} className="mb-1.5 block text-sm text-muted">
            {t('period.from')}
          </label>
          <input {...dayInput('fromDate', 'order-from')} />
        </div>
        <div>
          <label htmlFor={`${id}-toDate`} className="mb-1.5 block text-sm text-muted">
            {t('period.to')}
          </label>
          <input {...dayInput('toDate', 'order-to')} />
        </div>
        <button type="submit" className="btn-primary h-12" data-testid="order-search">
          {t('period.search')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-coral-strong">
          {problem}
        </p>
      )}
    </form>
  );
}
