import { zodResolver } from '@hookform/resolvers/zod';
import {
  GUEST_PASSWORD_MAX,
  GUEST_PASSWORD_MIN,
  GuestOrderLookupFormSchema,
  MOBILE_MAX,
  NAME_MAX,
  normalizeMobile,
  type GuestLookupMethod,
  type GuestOrderCredentials,
  type GuestOrderLookupFormInput,
  type OrderDetail
} from '@mall/domain';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { guestOrderApi } from '../api/order-history-api';
import { GuestLookupField, GuestLookupMethodSwitch, type GuestLookupFieldName } from './guest-lookup-fields';
import { sectionClass } from './order-parts';

type Values = GuestOrderLookupFormInput;
const FIELDS: Record<GuestLookupMethod, readonly GuestLookupFieldName[]> = {
  name: ['orderNumber', 'name', 'mobileNumber'],
  password: ['orderNumber', 'password']
};
const EMPTY: Omit<Values, 'method'> = { orderNumber: '', name: '', mobileNumber: '', password: '' };
const LIMITS = { min: GUEST_PASSWORD_MIN, max: GUEST_PASSWORD_MAX } as const;
const RULE_LIMITS: Record<string, Record<string, number>> = {
  VA_NameLength: { max: NAME_MAX },
  VA_MobileLength: { max: MOBILE_MAX },
  ORD_GuestPasswordLength: LIMITS
};

/**
 * The lookup's form state (react-hook-form with the domain's GuestOrderLookupFormSchema; the method is a
 * value of the form). It lives with the route, so the picked method outlasts the order shown.
 */
export function useGuestLookupForm() {
  return useForm<Values>({
    resolver: zodResolver(GuestOrderLookupFormSchema),
    defaultValues: { method: 'name', ...EMPTY }
  });
}
export type GuestLookupFormState = ReturnType<typeof useGuestLookupForm>;
export const emptyLookup = (method: GuestLookupMethod): Values => ({ method, ...EMPTY });

/** What the lookup sends: number + name + mobile digits, or number + password. */
function credentialsOf(values: Values): GuestOrderCredentials {
  return values.method === 'name'
    ? {
        orderNumber: values.orderNumber.trim(),
        name: values.name.trim(),
        mobileNumber: normalizeMobile(values.mobileNumber)
      }
    : { orderNumber: values.orderNumber.trim(), password: values.password };
}

/**
 * /order/guest/lookup's form: number + name + mobile, or number + password. A refused input is focused
 * (the first one) and its message goes as soon as it is fixed; every mismatch reads the same.
 */
export function GuestLookupForm({
  form,
  idPrefix,
  onFound
}: {
  form: GuestLookupFormState;
  /** The inputs' ids are `${idPrefix}-${field}` (the route focuses the order number after "look up another"). */
  idPrefix: string;
  onFound: (credentials: GuestOrderCredentials, order: OrderDetail) => void;
}) {
  const { t } = useTranslation('order-history');
  const { t: tm } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, clearErrors, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const method = watch('method');
  const errorText = (error: FieldError | undefined) =>
    error?.message
      ? t(`guest.rule.${error.message}` as 'guest.rule.invalid', {
          defaultValue: t('guest.rule.invalid'),
          ...RULE_LIMITS[error.message]
        })
      : undefined;

  async function lookUp(values: Values) {
    const credentials = credentialsOf(values);
    try {
      onFound(credentials, await guestOrderApi.detail(credentials));
    } catch (error) {
      setFailure(
        isApiError(error)
          ? tm(`error.${error.code}` as 'error.UNKNOWN', { defaultValue: error.message })
          : tm('error.UNKNOWN')
      );
    }
  }

  return (
    <form
      onSubmit={guardedSubmit(isSubmitting, () => setFailure(null), handleSubmit(lookUp))}
      noValidate
      className={`${sectionClass} mt-5 grid gap-4`}
      data-testid="guest-lookup-form"
    >
      <GuestLookupMethodSwitch
        method={method}
        onChange={(option) => {
          setValue('method', option);
          clearErrors();
          setFailure(null);
        }}
      />
      {FIELDS[method].map((field) => (
        <GuestLookupField
          key={field}
          id={`${idPrefix}-${field}`}
          field={field}
          error={errorText(errors[field])}
          input={register(field)}
        />
      ))}
      {failure && (
        <p
          role="alert"
          data-testid="guest-lookup-failure"
          className="rounded-2xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="btn-primary h-12 w-full"
        disabled={isSubmitting}
        data-testid="guest-lookup-submit"
      >
        {isSubmitting ? t('guest.submitting') : t('guest.submit')}
      </button>
    </form>
  );
}
