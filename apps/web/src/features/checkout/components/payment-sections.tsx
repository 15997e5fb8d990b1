import { MIN_CARD_PAYMENT } from '@mall/domain';
import { useId, useState } from 'react';
import { useTranslation, useLanguage } from '../../../shared/i18n/i18n';
import { inputClass } from '../../../shared/forms/field';
import { formatNumber, formatWon } from '../../../shared/lib/format';
import type { PayMethod } from '../hooks/use-pay-method';
import { canSplit, parsePoints, splitAmounts } from '../lib/checkout-rules';
import { PaymentMethodChoice } from './payment-method-choice';
import { ProblemText, Section } from '../../../shared/ui/section';

/** Points in whole won: balance, input, "use all"; what is typed is clamped to the order's maximum. */
export function PointsSection({
  balance,
  max,
  value,
  onChange
}: {
  balance: number;
  max: number;
  value: number;
  onChange: (points: number) => void;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const invalid = typed !== null && parsePoints(typed, max) === null;
  // Written as the rest of the shop writes points (1,560), with the P unit beside the field.
  const shown = typed ?? (value > 0 ? formatNumber(value, language) : '');
  return (
    <Section
      id="order-points"
      title={t('points.title')}
      aside={
        <span className="text-sm text-muted" data-testid="order-points-balance">
          {t('points.balance', { amount: formatNumber(balance, language) })}
        </span>
      }
    >
      <label htmlFor={id} className="mb-1 block text-sm text-muted">
        {t('points.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={id}
            data-testid="order-points-input"
            inputMode="numeric"
            className={`${inputClass(invalid)} pr-10 text-right tabular-nums`}
            value={shown}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-hint order-points-error` : `${id}-hint`}
            onChange={(event) => {
              const next = event.target.value;
              const parsed = parsePoints(next, max);
              setTyped(next);
              if (parsed !== null) onChange(parsed);
            }}
            onBlur={() => {
              // Show the clamped value once the customer leaves the field.
              if (typed !== null && parsePoints(typed, max) !== null) setTyped(null);
            }}
          />
          <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm text-muted">
            {t('points.unit')}
          </span>
        </div>
        <button
          type="button"
          data-testid="order-points-all"
          className="inline-flex h-12 shrink-0 items-center rounded-xl border border-plum px-4 text-sm font-semibold text-plum hover:bg-plum-soft disabled:border-line disabled:text-muted"
          disabled={max === 0}
          onClick={() => {
            setTyped(null);
            onChange(max);
          }}
        >
          {t('points.useAll')}
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('points.max', { amount: formatNumber(max, language) })}
      </p>
      {invalid && (
        <ProblemText id="order-points-error">
          {t('points.invalid', { max: formatNumber(max, language) })}
        </ProblemText>
      )}
    </Section>
  );
}

/** 카드 결제 (a member's saved cards beside the window), and the two-step split with the first amount (the rest shown). */
export function PaymentMethodSection({
  method,
  amount,
  split,
  firstAmount,
  locked,
  showProblem,
  onChange
}: {
  method: PayMethod;
  amount: number;
  split: boolean;
  firstAmount: number | null;
  /** A step is already paid: the plan cannot change. */
  locked: boolean;
  showProblem: boolean;
  onChange: (split: boolean, firstAmount: number | null) => void;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const id = useId();
  const min = formatWon(MIN_CARD_PAYMENT, language);
  const parts = splitAmounts(amount, firstAmount);
  /** A typed first amount that does not split, or a pay attempt without one: one flag for the field and its message. */
  const splitInvalid = !parts && (showProblem || firstAmount !== null);
  if (amount === 0) {
    return (
      <Section id="order-payment" title={t('payment.title')}>
        <p className="text-sm text-muted" data-testid="order-no-card">
          {t('payment.noCardNeeded')}
        </p>
      </Section>
    );
  }
  return (
    <Section id="order-payment" title={t('payment.title')}>
      <PaymentMethodChoice method={method} />
      <label className="mt-4 flex cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="size-5 accent-plum"
          data-testid="order-split-toggle"
          checked={split}
          disabled={locked || !canSplit(amount)}
          onChange={(event) => onChange(event.target.checked, firstAmount)}
        />
        {t('payment.split')}
      </label>
      <p className="mt-1 text-xs text-muted">{t('payment.splitHint', { min })}</p>
      {split && (
        <div className="mt-3">
          <label htmlFor={id} className="mb-1 block text-sm text-muted">
            {t('payment.firstAmount')}
          </label>
          <input
            id={id}
            data-testid="order-split-first"
            inputMode="numeric"
            disabled={locked}
            className={`${inputClass(splitInvalid)} text-right tabular-nums`}
            value={firstAmount === null ? '' : String(firstAmount)}
            aria-invalid={splitInvalid}
            aria-describedby={splitInvalid ? 'order-split-error' : undefined}
            onChange={(event) => {
              const digits = event.target.value.replace(/[^0-9]/g, '').slice(0, 12);
              onChange(true, digits === '' ? null : Number(digits));
            }}
          />
          <p className="mt-1 text-sm text-ink" data-testid="order-split-remaining">
            {t('payment.remaining', {
              amount: formatWon(parts ? parts[1] : Math.max(0, amount - (firstAmount ?? 0)), language)
            })}
          </p>
          {splitInvalid && (
            <ProblemText id="order-split-error">{t('payment.splitInvalid', { min })}</ProblemText>
          )}
        </div>
      )}
    </Section>
  );
}
