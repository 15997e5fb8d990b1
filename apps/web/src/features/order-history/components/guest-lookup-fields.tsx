import {
  GUEST_LOOKUP_METHODS,
  GUEST_PASSWORD_MAX,
  type GuestLookupMethod,
  type GuestOrderLookupFormInput
} from '@mall/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { inputClass } from '../../../shared/forms/field';

/** The lookup's inputs (every value of the form but the method). */
export type GuestLookupFieldName = Exclude<keyof GuestOrderLookupFormInput, 'method'>;

/** "By orderer" or "by order password", as a pair of radio buttons. */
export function GuestLookupMethodSwitch({
  method,
  onChange
}: {
  method: GuestLookupMethod;
  onChange: (method: GuestLookupMethod) => void;
}) {
  const { t } = useTranslation('order-history');
  return (
    <div
      role="radiogroup"
      aria-label={t('guest.methodLabel')}
      className="grid grid-cols-2 gap-2 rounded-full bg-cream p-1"
    >
      {GUEST_LOOKUP_METHODS.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={method === option}
          data-testid={`guest-method-${option}`}
          onClick={() => onChange(option)}
          className={`min-h-11 rounded-full px-2 text-sm font-semibold ${method === option ? 'bg-white text-plum shadow-sm' : 'text-muted'}`}
        >
          {option === 'name' ? t('guest.byName') : t('guest.byPassword')}
        </button>
      ))}
    </div>
  );
}

/** One of the lookup's inputs, with its hint and its refusal. */
export function GuestLookupField({
  id,
  field,
  error,
  input
}: {
  id: string;
  field: GuestLookupFieldName;
  error: string | undefined;
  input: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('order-history');
  const label = {
    orderNumber: t('guest.orderNumber'),
    name: t('guest.name'),
    mobileNumber: t('guest.mobile'),
    password: t('guest.password')
  }[field];
  const hint =
    field === 'orderNumber'
      ? t('guest.orderNumberHint')
      : field === 'mobileNumber'
        ? t('guest.mobileHint')
        : null;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type={field === 'password' ? 'password' : field === 'mobileNumber' ? 'tel' : 'text'}
        inputMode={field === 'mobileNumber' ? 'numeric' : undefined}
        autoComplete={field === 'name' ? 'name' : field === 'mobileNumber' ? 'tel-national' : 'off'}
        maxLength={field === 'orderNumber' ? 20 : field === 'password' ? GUEST_PASSWORD_MAX : 30}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        className={inputClass(Boolean(error))}
        data-testid={`guest-${field}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-coral-strong">
          {error}
        </p>
      )}
    </div>
  );
}
