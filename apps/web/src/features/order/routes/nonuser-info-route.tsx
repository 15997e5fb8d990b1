import { EmailSchema, MobileSchema, PersonNameSchema } from '@mall/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { readNonUserInfo, writeNonUserInfo } from '../lib/payment-state';

type Values = { name: string; mobileNumber: string; email: string };
type Errors = Partial<Record<keyof Values | 'agreed', string>>;

const schemas = { name: PersonNameSchema, mobileNumber: MobileSchema, email: EmailSchema } as const;

/**
 * /order/nonuser/info: the guest orderer (name, mobile, email) and the guest privacy agreement, checked with the
 * domain's schemas and kept as `nonUserInfo` in sessionStorage; the lookup password is asked on /order/guest
 * and never stored.
 */
export function NonUserInfoRoute() {
  const { t } = useTranslation('order');
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  const saved = readNonUserInfo();
  const [values, setValues] = useState<Values>({
    name: saved?.name ?? '',
    mobileNumber: saved?.mobileNumber ?? '',
    email: saved?.email ?? ''
  });
  const [agreed, setAgreed] = useState(saved?.agreed ?? false);
  const [errors, setErrors] = useState<Errors>({});
  if (isLoggedIn(session)) return <Navigate to={paths.order()} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const parsed: Partial<Values> = {};
    for (const field of Object.keys(schemas) as Array<keyof Values>) {
      const result = schemas[field].safeParse(values[field]);
      if (result.success) parsed[field] = result.data;
      else
        next[field] = t(
          `nonuser.rule.${result.error.issues[0]?.message ?? 'VA_EnterName'}` as 'nonuser.rule.VA_EnterName'
        );
    }
    if (!agreed) next.agreed = t('nonuser.agreeRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      document.getElementById(`${id}-${Object.keys(next)[0]}`)?.focus();
      return;
    }
    writeNonUserInfo({
      name: parsed.name!,
      mobileNumber: parsed.mobileNumber!,
      email: parsed.email!,
      agreed: true
    });
    void navigate(paths.guestOrder());
  };

  const field = (name: keyof Values, label: string, props: Record<string, string> = {}) => (
    <div>
      <FieldLabel htmlFor={`${id}-${name}`}>{label}</FieldLabel>
      <input
        id={`${id}-${name}`}
        data-testid={`nonuser-${name}`}
        className={inputClass(Boolean(errors[name]))}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        {...props}
      />
      <FieldMessages id={`${id}-${name}`} error={errors[name]} />
    </div>
  );

  return (
    <div className="container-page max-w-xl py-8 md:py-12">
      <DocumentTitle page={t('nonuser.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{t('nonuser.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('nonuser.intro')}</p>
      <form
        noValidate
        onSubmit={submit}
        className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-4 md:p-6"
        data-testid="nonuser-form"
      >
        {field('name', t('nonuser.name'), { autoComplete: 'name' })}
        {field('mobileNumber', t('nonuser.mobile'), {
          inputMode: 'numeric',
          autoComplete: 'tel',
          placeholder: t('nonuser.mobilePlaceholder')
        })}
        {field('email', t('nonuser.email'), { type: 'email', autoComplete: 'email' })}
        <div>
          <label className="flex cursor-pointer items-start gap-2 text-sm text-ink">
            <input
              id={`${id}-agreed`}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-plum"
              data-testid="nonuser-agree"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            {t('nonuser.agree')}
          </label>
          <p className="mt-1 pl-7 text-xs leading-relaxed text-muted">{t('agreements.text.guestPrivacy')}</p>
          <FieldMessages id={`${id}-agreed`} error={errors.agreed} />
        </div>
        <button type="submit" className="btn-primary w-full" data-testid="nonuser-next">
          {t('nonuser.next')}
        </button>
        <Link to={paths.login(paths.cart())} className="btn-secondary w-full">
          {t('nonuser.login')}
        </Link>
      </form>
    </div>
  );
}
