import {
  DELIVERY_MESSAGE_MAX,
  DELIVERY_MESSAGE_PRESETS,
  type DeliveryMessagePreset,
  type OrderLine
} from '@mall/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { inputClass } from '../../../shared/forms/field';
import { useLanguage } from '../../../shared/i18n/i18n';
import { formatWon } from '../../../shared/lib/format';
import { ProblemText, Section } from '../../../shared/ui/section';

export function LinesSection({ lines, cartPath }: { lines: readonly OrderLine[]; cartPath: string }) {
  const { t } = useTranslation('checkout');
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
  const { t } = useTranslation('checkout');
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
