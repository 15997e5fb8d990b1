import {
  DELIVERY_MESSAGE_MAX,
  DELIVERY_MESSAGE_PRESETS,
  type DeliveryMessagePreset,
  type OrderLine,
  type OrderSummary
} from '@mall/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { inputClass } from '../../../shared/forms/field';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatNumber, formatWon } from '../../../shared/lib/format';

/** One titled block of the checkout page. */
export function Section({
  id,
  title,
  children,
  aside
}: {
  id: string;
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
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
        <div
          role="alert"
          className="mb-3 rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
          data-testid="order-lines-unavailable"
        >
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
            <img
              src={line.imageUrl}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl bg-cream object-cover"
              loading="lazy"
            />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">{line.brand}</p>
              <p className="truncate text-sm font-semibold text-ink">{line.productName}</p>
              {line.optionValue && (
                <p className="text-xs text-muted">{t('lines.option', { value: line.optionValue })}</p>
              )}
              <p className="text-xs text-muted">{t('lines.quantity', { count: line.quantity })}</p>
              {!line.available && (
                <span className="mt-1 inline-block rounded-full bg-coral-soft px-2 py-0.5 text-[11px] font-semibold text-coral-strong">
                  {t('lines.unavailableBadge')}
                </span>
              )}
            </div>
            <div className="shrink-0 text-right">
              {line.priceOriginal > line.price && (
                <p className="text-xs text-muted line-through">
                  {formatWon(line.priceOriginal * line.quantity, language)}
                </p>
              )}
              <p className="text-sm font-bold tabular-nums text-ink">
                {formatWon(line.price * line.quantity, language)}
              </p>
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
          <p
            id={`${id}-counter`}
            className="mt-1 text-right text-xs text-muted"
            data-testid="order-message-counter"
          >
            {t('message.counter', { count: text.length, max: DELIVERY_MESSAGE_MAX })}
          </p>
          {invalid && <ProblemText id="order-message-error">{t('message.required')}</ProblemText>}
        </div>
      )}
    </Section>
  );
}

function Row({
  label,
  value,
  testId,
  strong = false
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-3' : ''}`}>
      <dt className={strong ? 'font-bold text-ink' : 'text-muted'}>{label}</dt>
      <dd
        data-testid={testId}
        className={
          strong ? 'text-xl font-bold tabular-nums text-plum' : 'font-semibold tabular-nums text-ink'
        }
      >
        {value}
      </dd>
    </div>
  );
}

export function SummarySection({
  summary,
  updating,
  member
}: {
  summary: OrderSummary;
  updating: boolean;
  member: boolean;
}) {
  const { t } = useTranslation('order');
  const language = useLanguage();
  const { price } = summary;
  const minus = (amount: number) => (amount > 0 ? `−${formatWon(amount, language)}` : formatWon(0, language));
  return (
    <Section id="order-summary" title={t('summary.title')}>
      <dl className="flex flex-col gap-2.5 text-sm" aria-busy={updating}>
        <Row
          label={t('summary.productPrice')}
          value={formatWon(price.productPrice, language)}
          testId="summary-product-price"
        />
        <Row
          label={t('summary.productDiscount')}
          value={minus(price.productDiscount)}
          testId="summary-product-discount"
        />
        {member && (
          <Row
            label={t('summary.couponDiscount')}
            value={minus(price.couponDiscount)}
            testId="summary-coupon"
          />
        )}
        {member && (
          <Row label={t('summary.pointUsed')} value={minus(price.pointUsed)} testId="summary-points" />
        )}
        <Row
          label={t('summary.deliveryFee')}
          value={price.deliveryFee === 0 ? t('summary.free') : formatWon(price.deliveryFee, language)}
          testId="summary-delivery"
        />
        <Row
          label={t('summary.amount')}
          value={formatWon(price.amount, language)}
          testId="summary-amount"
          strong
        />
      </dl>
      {member && price.earnPoint > 0 && (
        <p className="mt-2 text-right text-xs text-muted">
          {t('summary.earnPoint', { amount: formatNumber(price.earnPoint, language) })}
        </p>
      )}
      <p aria-live="polite" className="mt-1 min-h-4 text-right text-xs text-muted">
        {updating ? t('summary.updating') : ''}
      </p>
    </Section>
  );
}

export function EmptyCheckout() {
  const { t } = useTranslation('order');
  return (
    <section
      className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center"
      data-testid="order-empty"
    >
      <h1 className="text-2xl font-bold tracking-tight">{t('empty.title')}</h1>
      <p className="mt-3 text-[15px] text-muted">{t('empty.body')}</p>
      <Link to={paths.cart()} className="btn-primary mt-8">
        {t('empty.action')}
      </Link>
    </section>
  );
}
