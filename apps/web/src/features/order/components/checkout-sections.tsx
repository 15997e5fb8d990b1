import {
  DELIVERY_MESSAGE_MAX,
  DELIVERY_MESSAGE_PRESETS,
  MIN_CARD_PAYMENT,
  type DeliveryMessagePreset,
  type OrderLine,
  type OrderSummary
} from '@mall/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { inputClass } from '../../../shared/forms/field';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatNumber, formatWon } from '../../../shared/lib/format';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { agreementKeys, allAgreed, canSplit, parsePoints, setAllAgreements, splitAmounts } from '../lib/checkout-rules';

/** One titled block of the checkout page. */
export function Section({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="rounded-2xl bg-white p-4 md:p-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-base font-bold text-ink md:text-lg">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function ProblemText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} data-testid={id} role="alert" className="mt-2 text-sm text-coral-strong">
      {children}
    </p>
  );
}

export function LinesSection({ lines, cartPath }: { lines: readonly OrderLine[]; cartPath: string }) {
  const { t } = useTranslation('order');
  const language = useLanguage();
  const unavailable = lines.some((line) => !line.available);
  return (
    <Section
      id="order-lines"
      title={t('lines.title')}
      aside={<span className="text-sm text-muted">{t('lines.count', { count: lines.length })}</span>}
    >
      {unavailable && (
        <div role="alert" className="mb-3 rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong" data-testid="order-lines-unavailable">
          <p>{t('lines.unavailable')}</p>
          <Link to={cartPath} className="mt-1 inline-block font-semibold underline">
            {t('lines.backToCart')}
          </Link>
        </div>
      )}
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <li
            key={`${line.productId}-${line.productOptionId ?? 0}`}
            data-testid="order-line"
            className={`flex gap-3 py-3 ${line.available ? '' : 'opacity-60'}`}
          >
            <img src={line.imageUrl} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl bg-cream object-cover" loading="lazy" />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">{line.brand}</p>
              <p className="truncate text-sm font-semibold text-ink">{line.productName}</p>
              {line.optionValue && <p className="text-xs text-muted">{t('lines.option', { value: line.optionValue })}</p>}
              <p className="text-xs text-muted">{t('lines.quantity', { count: line.quantity })}</p>
              {!line.available && (
                <span className="mt-1 inline-block rounded-full bg-coral-soft px-2 py-0.5 text-[11px] font-semibold text-coral-strong">
                  {t('lines.unavailableBadge')}
                </span>
              )}
            </div>
            <div className="shrink-0 text-right">
              {line.priceOriginal > line.price && (
                <p className="text-xs text-muted line-through">{formatWon(line.priceOriginal * line.quantity, language)}</p>
              )}
              <p className="text-sm font-bold tabular-nums text-ink">{formatWon(line.price * line.quantity, language)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function MessageSection({
  preset,
  text,
  invalid,
  onChange
}: {
  preset: DeliveryMessagePreset | null;
  text: string;
  invalid: boolean;
  onChange: (preset: DeliveryMessagePreset | null, text: string) => void;
}) {
  const { t } = useTranslation('order');
  const id = useId();
  return (
    <Section id="order-message" title={t('message.title')}>
      <label htmlFor={`${id}-preset`} className="sr-only">
        {t('message.label')}
      </label>
      <select
        id={`${id}-preset`}
        data-testid="order-message-preset"
        className={inputClass(false)}
        value={preset ?? ''}
        onChange={(event) => onChange((event.target.value || null) as DeliveryMessagePreset | null, text)}
      >
        <option value="">{t('message.none')}</option>
        {DELIVERY_MESSAGE_PRESETS.map((key) => (
          <option key={key} value={key}>
            {t(`message.${key}`)}
          </option>
        ))}
      </select>
      {preset === 'OTHER' && (
        <div className="mt-2">
          <label htmlFor={`${id}-text`} className="sr-only">
            {t('message.otherLabel')}
          </label>
          <input
            id={`${id}-text`}
            data-testid="order-message-text"
            className={inputClass(invalid)}
            value={text}
            maxLength={DELIVERY_MESSAGE_MAX}
            placeholder={t('message.otherPlaceholder')}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-counter order-message-error` : `${id}-counter`}
            onChange={(event) => onChange(preset, event.target.value.slice(0, DELIVERY_MESSAGE_MAX))}
          />
          <p id={`${id}-counter`} className="mt-1 text-right text-xs text-muted" data-testid="order-message-counter">
            {t('message.counter', { count: text.length, max: DELIVERY_MESSAGE_MAX })}
          </p>
          {invalid && <ProblemText id="order-message-error">{t('message.required')}</ProblemText>}
        </div>
      )}
    </Section>
  );
}

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
  const { t } = useTranslation('order');
  const language = useLanguage();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const invalid = typed !== null && parsePoints(typed, max) === null;
  const shown = typed ?? (value > 0 ? String(value) : '');
  return (
    <Section
      id="order-points"
      title={t('points.title')}
      aside={<span className="text-sm text-muted" data-testid="order-points-balance">{t('points.balance', { amount: formatNumber(balance, language) })}</span>}
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
          <span className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm text-muted">{t('points.unit')}</span>
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
      {invalid && <ProblemText id="order-points-error">{t('points.invalid', { max: formatNumber(max, language) })}</ProblemText>}
    </Section>
  );
}

/** 카드 결제, and the two-step split with the first amount (the rest shown). */
export function PaymentMethodSection({
  amount,
  split,
  firstAmount,
  locked,
  showProblem,
  onChange
}: {
  amount: number;
  split: boolean;
  firstAmount: number | null;
  /** A step is already paid: the plan cannot change. */
  locked: boolean;
  showProblem: boolean;
  onChange: (split: boolean, firstAmount: number | null) => void;
}) {
  const { t } = useTranslation('order');
  const language = useLanguage();
  const id = useId();
  const min = formatWon(MIN_CARD_PAYMENT, language);
  const parts = splitAmounts(amount, firstAmount);
  /** A typed first amount that does not split, or a pay attempt without one: one flag for the field and its message. */
  const splitInvalid = !parts && (showProblem || firstAmount !== null);
  if (amount === 0) {
    return (
      <Section id="order-payment" title={t('payment.title')}>
        <p className="text-sm text-muted" data-testid="order-no-card">{t('payment.noCardNeeded')}</p>
      </Section>
    );
  }
  return (
    <Section id="order-payment" title={t('payment.title')}>
      <p className="inline-flex items-center rounded-full border border-plum bg-plum-soft/40 px-4 py-2 text-sm font-semibold text-plum">
        {t('payment.card')}
      </p>
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
            {t('payment.remaining', { amount: formatWon(parts ? parts[1] : Math.max(0, amount - (firstAmount ?? 0)), language) })}
          </p>
          {splitInvalid && (
            <ProblemText id="order-split-error">{t('payment.splitInvalid', { min })}</ProblemText>
          )}
        </div>
      )}
    </Section>
  );
}

function Row({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-3' : ''}`}>
      <dt className={strong ? 'font-bold text-ink' : 'text-muted'}>{label}</dt>
      <dd data-testid={testId} className={strong ? 'text-xl font-bold tabular-nums text-plum' : 'font-semibold tabular-nums text-ink'}>
        {value}
      </dd>
    </div>
  );
}

export function SummarySection({ summary, updating, member }: { summary: OrderSummary; updating: boolean; member: boolean }) {
  const { t } = useTranslation('order');
  const language = useLanguage();
  const { price } = summary;
  const minus = (amount: number) => (amount > 0 ? `−${formatWon(amount, language)}` : formatWon(0, language));
  return (
    <Section id="order-summary" title={t('summary.title')}>
      <dl className="flex flex-col gap-2.5 text-sm" aria-busy={updating}>
        <Row label={t('summary.productPrice')} value={formatWon(price.productPrice, language)} testId="summary-product-price" />
        <Row label={t('summary.productDiscount')} value={minus(price.productDiscount)} testId="summary-product-discount" />
        {member && <Row label={t('summary.couponDiscount')} value={minus(price.couponDiscount)} testId="summary-coupon" />}
        {member && <Row label={t('summary.pointUsed')} value={minus(price.pointUsed)} testId="summary-points" />}
        <Row
          label={t('summary.deliveryFee')}
          value={price.deliveryFee === 0 ? t('summary.free') : formatWon(price.deliveryFee, language)}
          testId="summary-delivery"
        />
        <Row label={t('summary.amount')} value={formatWon(price.amount, language)} testId="summary-amount" strong />
      </dl>
      {member && price.earnPoint > 0 && (
        <p className="mt-2 text-right text-xs text-muted">{t('summary.earnPoint', { amount: formatNumber(price.earnPoint, language) })}</p>
      )}
      <p aria-live="polite" className="mt-1 min-h-4 text-right text-xs text-muted">
        {updating ? t('summary.updating') : ''}
      </p>
    </Section>
  );
}

export function AgreementsSection({
  agreements,
  guest,
  showProblem,
  onChange
}: {
  agreements: Record<string, boolean>;
  guest: boolean;
  showProblem: boolean;
  onChange: (agreements: Record<string, boolean>) => void;
}) {
  const { t } = useTranslation('order');
  const [reading, setReading] = useState<string | null>(null);
  const all = allAgreed(agreements, guest);
  return (
    <Section id="order-agreements" title={t('agreements.title')}>
      <label className="flex cursor-pointer items-center gap-2 border-b border-line pb-3 text-[15px] font-bold text-ink">
        <input
          type="checkbox"
          className="size-5 accent-plum"
          data-testid="order-agree-all"
          checked={all}
          onChange={(event) => onChange(setAllAgreements(event.target.checked, guest))}
        />
        {t('agreements.all')}
      </label>
      <ul className="mt-3 flex flex-col gap-2.5">
        {agreementKeys(guest).map((key) => (
          <li key={key} className="flex items-center justify-between gap-2">
            <label className="flex min-w-0 cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-plum"
                data-testid={`order-agree-${key}`}
                checked={agreements[key] === true}
                onChange={(event) => onChange({ ...agreements, [key]: event.target.checked })}
              />
              <span>
                <span className="text-plum">{t('agreements.required')}</span> {t(`agreements.${key}` as 'agreements.purchase')}
              </span>
            </label>
            <button
              type="button"
              className="shrink-0 text-xs text-muted underline hover:text-plum"
              onClick={() => setReading(key)}
              data-testid={`order-agree-view-${key}`}
            >
              {t('agreements.view')}
            </button>
          </li>
        ))}
      </ul>
      {showProblem && !all && <ProblemText id="order-agreements-error">{t('agreements.missing')}</ProblemText>}
      {reading && (
        <ResponsiveModal title={t(`agreements.${reading}` as 'agreements.purchase')} onClose={() => setReading(null)} testId="order-terms-modal">
          <p className="text-sm leading-relaxed text-ink">{t(`agreements.text.${reading}` as 'agreements.text.purchase')}</p>
          <button type="button" className="btn-primary mt-6 w-full" onClick={() => setReading(null)}>
            {t('agreements.close')}
          </button>
        </ResponsiveModal>
      )}
    </Section>
  );
}

export function EmptyCheckout() {
  const { t } = useTranslation('order');
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center" data-testid="order-empty">
      <h1 className="text-2xl font-bold tracking-tight">{t('empty.title')}</h1>
      <p className="mt-3 text-[15px] text-muted">{t('empty.body')}</p>
      <Link to={paths.cart()} className="btn-primary mt-8">
        {t('empty.action')}
      </Link>
    </section>
  );
}
