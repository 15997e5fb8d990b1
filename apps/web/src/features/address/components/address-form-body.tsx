import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_DESCRIPTION_MAX,
  ADDRESS_NAME_MAX,
  ADDRESS_PERSON_NAME_MAX,
  AddressInputSchema,
  type Address,
  type AddressInput
} from '@mall/domain';
import { useId, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { describedBy, inputClass } from '../../../shared/forms/field';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useSaveAddress } from '../api/address-book';
import type { SearchedAddress } from '../lib/searched-address';
import { useAddressText } from '../lib/use-address-text';
import { AddressSearchDialog } from './address-search-dialog';
import { AddressLinesFieldset, FormActions, TextField } from './address-form-fields';
import { isField, mobileDigits, type Field, type Values } from './address-form-values';

export type FormProps = {
  mode: 'add' | 'edit' | 'guest';
  initial: Values;
  addressId?: number | undefined;
  /** The saved address was the default already (its box stays ticked). */
  wasDefault: boolean;
  onDone: (saved: Address | null, input: AddressInput) => void;
  onCancel: () => void;
};

/**
 * The address form (react-hook-form over the domain's AddressInputSchema): add and edit save through the
 * book, guest hands the parsed input back; the API's field refusals land on their inputs.
 */
export function AddressFormBody({ mode, initial, addressId, wasDefault, onDone, onCancel }: FormProps) {
  const { t } = useTranslation('address');
  const { message, apiError } = useAddressText();
  const prefix = useId();
  const id = (field: Field) => `${prefix}-${field}`;
  const [searching, setSearching] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveAddress();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitted, isSubmitting }
  } = useForm<Values, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: initial,
    reValidateMode: 'onChange'
  });

  const errorOf = (field: Field): string | null => {
    const key = errors[field]?.message;
    return typeof key === 'string' ? message(key) : null;
  };
  // Postcode and road address come from one search: one message under the pair.
  const addressError = errorOf('address1') ?? errorOf('zipcode');
  const zipcode = watch('zipcode');
  const address1 = watch('address1');

  const pick = (found: SearchedAddress) => {
    setSearching(false);
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue('zipcode', found.zipcode, options);
    setValue('address1', found.address1, options);
    setValue('state', found.state, options);
    setValue('city', found.city, options);
    // The dialog's focus returns to the search button first; the detail line is what comes next.
    setTimeout(() => setFocus('address2'), 0);
  };

  /** The API's field refusals onto their inputs; anything else as a notice above the buttons. */
  const showServerError = (error: unknown) => {
    const fields = isApiError(error) ? error.fields.filter((field) => isField(field.field)) : [];
    if (fields.length === 0) return setNotice(apiError(error));
    fields.forEach((field, index) =>
      setError(field.field as Field, { type: 'server', message: field.code }, { shouldFocus: index === 0 })
    );
  };

  const submit = handleSubmit(async (input) => {
    if (mode === 'guest') return onDone(null, input);
    try {
      const saved = await save.mutateAsync({ id: addressId, body: input });
      onDone(saved, input);
    } catch (error) {
      showServerError(error);
    }
  });

  const text = (
    field: Field,
    label: string,
    max: number,
    { optional = false, ...input }: ComponentProps<'input'> & { optional?: boolean } = {}
  ) => (
    <TextField
      id={id(field)}
      label={label}
      error={errorOf(field)}
      optional={optional ? t('form.optional') : undefined}
    >
      <input
        id={id(field)}
        type="text"
        maxLength={max}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={describedBy(id(field), { error: errorOf(field) })}
        className={inputClass(Boolean(errorOf(field)))}
        {...input}
        {...register(field)}
      />
    </TextField>
  );

  return (
    <>
      <form
        noValidate
        onSubmit={guardedSubmit(isSubmitting, () => setNotice(null), submit)}
        aria-busy={isSubmitting}
        className="flex flex-col gap-5"
      >
        {text('addressName', t('form.addressName'), ADDRESS_NAME_MAX, {
          placeholder: t('form.addressNamePlaceholder'),
          autoComplete: 'off'
        })}
        <fieldset>
          <legend className="sr-only">{t('form.recipient')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {text('lastName', t('form.lastName'), ADDRESS_PERSON_NAME_MAX, { autoComplete: 'family-name' })}
            {text('firstName', t('form.firstName'), ADDRESS_PERSON_NAME_MAX, { autoComplete: 'given-name' })}
          </div>
        </fieldset>
        <TextField id={id('mobileNumber')} label={t('form.mobileNumber')} error={errorOf('mobileNumber')}>
          <input
            id={id('mobileNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            placeholder={t('form.mobilePlaceholder')}
            aria-invalid={errorOf('mobileNumber') ? true : undefined}
            aria-describedby={describedBy(id('mobileNumber'), { error: errorOf('mobileNumber') })}
            className={inputClass(Boolean(errorOf('mobileNumber')))}
            {...register('mobileNumber', { setValueAs: mobileDigits })}
          />
        </TextField>

        <AddressLinesFieldset
          id={id}
          zipcode={zipcode}
          address1={address1}
          addressError={addressError}
          address2Error={errorOf('address2')}
          address2={register('address2')}
          onSearch={() => setSearching(true)}
        />

        {text('addressDescription', t('form.addressDescription'), ADDRESS_DESCRIPTION_MAX, {
          placeholder: t('form.addressDescriptionPlaceholder'),
          optional: true
        })}

        {/* The default stays the default until another one takes its place, so its box is not offered. */}
        {mode !== 'guest' &&
          (wasDefault ? (
            <p className="rounded-xl bg-cream px-4 py-3 text-sm text-muted">{t('form.alreadyDefault')}</p>
          ) : (
            <label className="inline-flex min-h-11 items-center gap-2 text-[15px]">
              <input
                type="checkbox"
                data-testid="address-default-checkbox"
                className="size-5 shrink-0 rounded border-line accent-plum"
                {...register('defaultValue')}
              />
              {t('form.defaultValue')}
            </label>
          ))}

        <FormActions
          notice={notice}
          submitting={isSubmitting}
          submitLabel={mode === 'guest' ? t('form.useAddress') : t('form.save')}
          onCancel={onCancel}
        />
      </form>
      {searching && <AddressSearchDialog onPick={pick} onClose={() => setSearching(false)} />}
    </>
  );
}
