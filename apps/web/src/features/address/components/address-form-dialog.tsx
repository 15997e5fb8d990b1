import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_DESCRIPTION_MAX,
  ADDRESS_NAME_MAX,
  ADDRESS_PERSON_NAME_MAX,
  AddressInputSchema,
  DEFAULT_PHONE_CODE,
  type Address,
  type AddressForm,
  type AddressInput
} from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ComponentProps } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { describedBy, inputClass } from '../../../shared/forms/field';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal';
import { addressQueryOptions, useSaveAddress } from '../api/address-book';
import type { SearchedAddress } from '../lib/searched-address';
import { useAddressText } from '../lib/use-address-text';
import { AddressSearchDialog } from './address-search-dialog';
import { AddressLinesFieldset, TextField } from './address-form-fields';

/**
 * SPEC §4's address modal modes: add and edit save to the member's book; guest hands the checked form
 * back to the caller without saving (guest checkout).
 */
export type AddressFormDialogProps = { onClose: () => void } & (
  | { mode: 'add'; onSaved?: (address: Address) => void }
  | { mode: 'edit'; addressId: number; onSaved?: (address: Address) => void }
  | { mode: 'guest'; initial?: Partial<AddressForm>; onSubmit: (address: AddressInput) => void }
);

type Values = AddressForm;
type Field = FieldPath<Values>;

const EMPTY: Values = {
  addressName: '',
  lastName: '',
  firstName: '',
  mobileNumber: '',
  phoneCode: DEFAULT_PHONE_CODE,
  zipcode: '',
  address1: '',
  address2: '',
  state: '',
  city: '',
  addressDescription: '',
  defaultValue: false
};

/** EMPTY names every field: an API field refusal outside it is shown as a notice, not on an input. */
const isField = (name: string): name is Field => Object.hasOwn(EMPTY, name);

/** A saved address as the form's values (the schema is strict: no id, no server-only flags). */
function toValues(address: Address): Values {
  const { userAddressId: _id, fixedTermYn: _fixedTerm, ...values } = address;
  return values;
}

/** Pasted "010-1234-5678" is kept as the digits the API stores. */
const mobileDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

type FormProps = {
  mode: 'add' | 'edit' | 'guest';
  initial: Values;
  addressId?: number | undefined;
  /** The saved address was the default already (its box stays ticked). */
  wasDefault: boolean;
  onDone: (saved: Address | null, input: AddressInput) => void;
  onCancel: () => void;
};

function AddressFormBody({ mode, initial, addressId, wasDefault, onDone, onCancel }: FormProps) {
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
    setNotice(null);
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
        onSubmit={(event) => void submit(event)}
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
          <button type="submit" className="btn-primary h-12 flex-[2]" disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : mode === 'guest' ? t('form.useAddress') : t('form.save')}
          </button>
        </div>
      </form>
      {searching && <AddressSearchDialog onPick={pick} onClose={() => setSearching(false)} />}
    </>
  );
}

function EditAddress({
  addressId,
  onDone,
  onCancel
}: { addressId: number } & Pick<FormProps, 'onDone' | 'onCancel'>) {
  const { t } = useTranslation('address');
  const address = useQuery(addressQueryOptions(addressId));
  if (address.data)
    return (
      <AddressFormBody
        mode="edit"
        addressId={addressId}
        initial={toValues(address.data)}
        wasDefault={address.data.defaultValue}
        onDone={onDone}
        onCancel={onCancel}
      />
    );
  if (address.isError)
    return (
      <p role="alert" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
        {t('form.loadError')}
      </p>
    );
  return <p className="py-10 text-center text-sm text-muted">{t('form.loading')}</p>;
}

/** SPEC §2's address add/edit dialog (react-hook-form over the domain's AddressInputSchema). */
export function AddressFormDialog(props: AddressFormDialogProps) {
  const { t } = useTranslation('address');
  const { onClose } = props;
  const onDone = (saved: Address | null, input: AddressInput) => {
    if (props.mode === 'guest') props.onSubmit(input);
    else if (saved) props.onSaved?.(saved);
    onClose();
  };
  const title = t(
    props.mode === 'add' ? 'form.addTitle' : props.mode === 'edit' ? 'form.editTitle' : 'form.guestTitle'
  );

  return (
    <ResponsiveModal title={title} onClose={onClose} testId="address-form-dialog">
      {props.mode === 'edit' ? (
        <EditAddress addressId={props.addressId} onDone={onDone} onCancel={onClose} />
      ) : (
        <AddressFormBody
          mode={props.mode}
          initial={props.mode === 'guest' ? { ...EMPTY, ...props.initial } : EMPTY}
          wasDefault={false}
          onDone={onDone}
          onCancel={onClose}
        />
      )}
    </ResponsiveModal>
  );
}

export default AddressFormDialog;
