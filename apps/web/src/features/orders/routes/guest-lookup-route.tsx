import { storedOrderNumber, type GuestOrderCredentials, type OrderDetail } from '@mall/domain';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { inputClass } from '../../../shared/forms/field';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { downloadContract, guestOrderApi } from '../api/orders-api';
import { OrderDetailView } from '../components/order-detail-view';
import { sectionClass } from '../components/order-parts';

type Method = 'name' | 'password';
type Field = 'orderNumber' | 'name' | 'mobileNumber' | 'password';

/** One of the lookup's inputs, with its hint and its refusal. */
function GuestLookupField({
  id,
  field,
  label,
  value,
  error,
  onChange
}: {
  id: string;
  field: Field;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('orders');
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
        name={field}
        type={field === 'password' ? 'password' : field === 'mobileNumber' ? 'tel' : 'text'}
        inputMode={field === 'mobileNumber' ? 'numeric' : undefined}
        autoComplete={field === 'name' ? 'name' : field === 'mobileNumber' ? 'tel-national' : 'off'}
        maxLength={field === 'orderNumber' ? 20 : field === 'password' ? 20 : 30}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        className={inputClass(Boolean(error))}
        data-testid={`guest-${field}`}
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

/**
 * /order/guest/lookup: a guest finds an order by number + name + mobile, or number + password, then sees it
 * as members do (with cancel and the contract). The credentials stay in this component's memory only.
 */
export function GuestLookupRoute() {
  const { t } = useTranslation('orders');
  const { t: tm } = useTranslation();
  const id = useId();
  const [method, setMethod] = useState<Method>('name');
  const [values, setValues] = useState<Record<Field, string>>({
    orderNumber: '',
    name: '',
    mobileNumber: '',
    password: ''
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [found, setFound] = useState<{ credentials: GuestOrderCredentials; order: OrderDetail } | null>(null);
  /** Where focus goes after the screen swaps (the submit button or 다른 주문 조회 is gone): the order's title, the form's first field. */
  const focusAfterSwap = useRef<'found' | 'form' | null>(null);
  const foundTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusAfterSwap.current === 'found' && found) foundTitle.current?.focus();
    if (focusAfterSwap.current === 'form' && !found) document.getElementById(`${id}-orderNumber`)?.focus();
    focusAfterSwap.current = null;
  }, [found, id]);

  const labels: Record<Field, string> = {
    orderNumber: t('guest.orderNumber'),
    name: t('guest.name'),
    mobileNumber: t('guest.mobile'),
    password: t('guest.password')
  };
  const fields: Field[] =
    method === 'name' ? ['orderNumber', 'name', 'mobileNumber'] : ['orderNumber', 'password'];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    for (const field of fields) if (!values[field].trim()) next[field] = t(`guest.required.${field}`);
    if (!next.orderNumber && storedOrderNumber(values.orderNumber) === null)
      next.orderNumber = t('guest.orderNumberInvalid');
    setErrors(next);
    setFailure(null);
    const firstInvalid = fields.find((field) => next[field]);
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      return;
    }
    const credentials: GuestOrderCredentials =
      method === 'name'
        ? {
            orderNumber: values.orderNumber.trim(),
            name: values.name.trim(),
            mobileNumber: values.mobileNumber.replace(/\D/g, '')
          }
        : { orderNumber: values.orderNumber.trim(), password: values.password };
    setPending(true);
    try {
      const order = await guestOrderApi.detail(credentials);
      focusAfterSwap.current = 'found';
      setFound({ credentials, order });
    } catch (error) {
      setFailure(
        isApiError(error)
          ? tm(`error.${error.code}` as 'error.UNKNOWN', { defaultValue: error.message })
          : tm('error.UNKNOWN')
      );
    } finally {
      setPending(false);
    }
  }

  if (found) {
    return (
      <div className="container-page py-6 md:py-10">
        <DocumentTitle page={t('guest.title')} />
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h1
            ref={foundTitle}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none md:text-[28px]"
          >
            {t('guest.title')}
          </h1>
          <button
            type="button"
            className="text-sm font-semibold text-plum underline-offset-4 hover:underline"
            onClick={() => {
              focusAfterSwap.current = 'form';
              setFound(null);
              setValues({ orderNumber: '', name: '', mobileNumber: '', password: '' });
            }}
          >
            {t('guest.again')}
          </button>
        </div>
        <OrderDetailView
          order={found.order}
          onCancel={async (reason) => {
            const order = await guestOrderApi.cancel(found.credentials, reason);
            setFound({ credentials: found.credentials, order });
            return order;
          }}
          onContract={() => downloadContract(found.order, found.credentials)}
        />
      </div>
    );
  }

  return (
    <div className="container-page py-6 md:py-10">
      <DocumentTitle page={t('guest.title')} />
      <div className="mx-auto max-w-lg">
        <h1 className="text-2xl font-bold tracking-tight md:text-[28px]">{t('guest.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('guest.intro')}</p>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className={`${sectionClass} mt-5 grid gap-4`}
          data-testid="guest-lookup-form"
        >
          <div
            role="radiogroup"
            aria-label={t('guest.methodLabel')}
            className="grid grid-cols-2 gap-2 rounded-full bg-cream p-1"
          >
            {(['name', 'password'] as const).map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={method === option}
                data-testid={`guest-method-${option}`}
                onClick={() => {
                  setMethod(option);
                  setErrors({});
                  setFailure(null);
                }}
                className={`min-h-11 rounded-full px-2 text-sm font-semibold ${method === option ? 'bg-white text-plum shadow-sm' : 'text-muted'}`}
              >
                {option === 'name' ? t('guest.byName') : t('guest.byPassword')}
              </button>
            ))}
          </div>
          {fields.map((field) => (
            <GuestLookupField
              key={field}
              id={`${id}-${field}`}
              field={field}
              label={labels[field]}
              value={values[field]}
              error={errors[field]}
              onChange={(value) => setValues({ ...values, [field]: value })}
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
            disabled={pending}
            data-testid="guest-lookup-submit"
          >
            {pending ? t('guest.submitting') : t('guest.submit')}
          </button>
        </form>
        <p className="mt-5 text-center text-sm">
          <span className="text-muted">{t('guest.member')}</span>{' '}
          <Link
            to={paths.login(paths.orderList())}
            className="font-semibold text-plum underline-offset-4 hover:underline"
          >
            {t('guest.login')}
          </Link>
        </p>
      </div>
    </div>
  );
}
