import { zodResolver } from '@hookform/resolvers/zod';
import { GuestOrdererInfoSchema, type GuestOrdererInfo, type GuestOrdererInfoForm } from '@mall/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { describedBy, FieldMessages } from '../../../shared/forms/field';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { TextField } from '../../../shared/forms/text-field';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { readNonUserInfo, writeNonUserInfo } from '../lib/payment-state';
import { TermsViewButton } from '../../terms';

/** What the guest typed before (back from /order/guest), else empty. */
function savedValues(): GuestOrdererInfoForm {
  const saved = readNonUserInfo();
  return {
    name: saved?.name ?? '',
    mobileNumber: saved?.mobileNumber ?? '',
    email: saved?.email ?? '',
    agreed: saved?.agreed ?? false
  };
}

type TypedField = Exclude<keyof GuestOrdererInfoForm, 'agreed'>;

/**
 * /order/nonuser/info: the guest orderer (name, mobile, email) and the guest privacy agreement (react-hook-form
 * with the domain's GuestOrdererInfoSchema), kept as `nonUserInfo` in sessionStorage; the lookup password is
 * asked on /order/guest and never stored. Messages appear on "next" and follow each field as it is fixed.
 */
export function NonUserInfoRoute() {
  const { t } = useTranslation('checkout');
  const session = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [defaults] = useState(savedValues);
  const { register, handleSubmit, formState } = useForm<GuestOrdererInfoForm, unknown, GuestOrdererInfo>({
    resolver: zodResolver(GuestOrdererInfoSchema),
    defaultValues: defaults
  });
  const { errors, isSubmitting } = formState;
  if (isLoggedIn(session)) return <Navigate to={paths.order()} replace />;

  const save = (info: GuestOrdererInfo) => {
    writeNonUserInfo({ name: info.name, mobileNumber: info.mobileNumber, email: info.email, agreed: true });
    void navigate(paths.guestOrder());
  };

  const error = (name: TypedField) => {
    const key = errors[name]?.message;
    return key ? t(`nonuser.rule.${key}` as 'nonuser.rule.VA_EnterName') : null;
  };
  const field = (name: TypedField, label: string) => ({
    id: `${id}-${name}`,
    label,
    error: error(name),
    'data-testid': `nonuser-${name}`,
    ...register(name)
  });
  const agreeId = `${id}-agreed`;
  const agreeError = errors.agreed ? t('nonuser.agreeRequired') : null;

  return (
    <div className="container-page max-w-xl py-8 md:py-12">
      <DocumentTitle page={t('nonuser.title')} />
      <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{t('nonuser.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('nonuser.intro')}</p>
      <form
        noValidate
        onSubmit={guardedSubmit(isSubmitting, () => undefined, handleSubmit(save))}
        className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-4 md:p-6"
        data-testid="nonuser-form"
      >
        <TextField {...field('name', t('nonuser.name'))} autoComplete="name" />
        <TextField
          {...field('mobileNumber', t('nonuser.mobile'))}
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('nonuser.mobilePlaceholder')}
        />
        <TextField {...field('email', t('nonuser.email'))} type="email" autoComplete="email" />
        <div>
          <label className="flex cursor-pointer items-start gap-2 text-sm text-ink">
            <input
              id={agreeId}
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-plum"
              data-testid="nonuser-agree"
              aria-invalid={agreeError ? true : undefined}
              aria-describedby={describedBy(agreeId, { error: agreeError })}
              {...register('agreed')}
            />
            {t('nonuser.agree')}
          </label>
          <p className="mt-1 pl-7 text-xs">
            <TermsViewButton
              kind="PAYMENT_NONUSER"
              title={t('agreements.guestPrivacy')}
              label={t('agreements.viewTerms', { title: t('agreements.guestPrivacy') })}
              testId="nonuser-agree-view"
              className="text-muted underline underline-offset-4 hover:text-plum"
            >
              {t('agreements.view')}
            </TermsViewButton>
          </p>
          <FieldMessages id={agreeId} error={agreeError} />
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
