import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { ADDRESS_LINE_MAX } from '@mall/domain';
import {
  describedBy,
  FieldLabel,
  FieldMessages,
  inputClass,
  sideButtonClass
} from '../../../shared/forms/field';

/** A labelled input of the address form, with its message; `optional` adds the "(optional)" mark. */
export function TextField({
  id,
  label,
  error,
  optional,
  children
}: {
  id: string;
  label: string;
  error: string | null;
  optional?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>
        {label}
        {optional && <span className="ml-1 text-xs font-normal text-muted">({optional})</span>}
      </FieldLabel>
      {children}
      <FieldMessages id={id} error={error} />
    </div>
  );
}

/** The postcode and road address a search fills in (read-only), and the detail line the member types. */
export function AddressLinesFieldset({
  id,
  zipcode,
  address1,
  addressError,
  address2Error,
  address2,
  onSearch
}: {
  id: (field: 'zipcode' | 'address1' | 'address2') => string;
  zipcode: string | undefined;
  address1: string | undefined;
  addressError: string | null;
  address2Error: string | null;
  address2: UseFormRegisterReturn<'address2'>;
  onSearch: () => void;
}) {
  const { t } = useTranslation('address');
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold">{t('form.address')}</legend>
      <div className="flex gap-2">
        <label htmlFor={id('zipcode')} className="sr-only">
          {t('form.zipcode')}
        </label>
        <input
          id={id('zipcode')}
          readOnly
          tabIndex={-1}
          placeholder={t('form.zipcode')}
          value={zipcode ?? ''}
          aria-invalid={addressError ? true : undefined}
          className={`${inputClass(Boolean(addressError))} max-w-36 bg-cream`}
        />
        <button
          type="button"
          data-testid="address-search-open"
          className={sideButtonClass}
          onClick={onSearch}
        >
          {t('form.searchAddress')}
        </button>
      </div>
      <label htmlFor={id('address1')} className="sr-only">
        {t('form.address1')}
      </label>
      <input
        id={id('address1')}
        readOnly
        placeholder={t('form.address1')}
        value={address1 ?? ''}
        aria-invalid={addressError ? true : undefined}
        aria-describedby={describedBy(id('address1'), { error: addressError })}
        onClick={onSearch}
        className={`${inputClass(Boolean(addressError))} mt-2 bg-cream`}
      />
      <FieldMessages id={id('address1')} error={addressError} />
      <label htmlFor={id('address2')} className="sr-only">
        {t('form.address2')}
      </label>
      <input
        id={id('address2')}
        type="text"
        maxLength={ADDRESS_LINE_MAX}
        placeholder={t('form.address2Placeholder')}
        autoComplete="address-line2"
        aria-invalid={address2Error ? true : undefined}
        aria-describedby={describedBy(id('address2'), { error: address2Error })}
        className={`${inputClass(Boolean(address2Error))} mt-2`}
        {...address2}
      />
      <FieldMessages id={id('address2')} error={address2Error} />
    </fieldset>
  );
}

/** The form's refusal that fits no input, then cancel and save (disabled while saving). */
export function FormActions({
  notice,
  submitting,
  submitLabel,
  onCancel
}: {
  notice: string | null;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('address');
  return (
    <>
      <div aria-live="polite">
        {notice && (
          <p
            role="alert"
            data-testid="address-form-notice"
            className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
          >
            {notice}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <button type="button" className="btn-secondary h-12 flex-1" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="btn-primary h-12 flex-[2]" disabled={submitting}>
          {submitting ? t('form.saving') : submitLabel}
        </button>
      </div>
    </>
  );
}
