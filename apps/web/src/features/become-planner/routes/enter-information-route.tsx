import { zodResolver } from '@hookform/resolvers/zod';
import {
  ConversionContactSchema,
  formatMobile,
  type ConversionContact,
  type ConversionContactForm
} from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { ConversionFrame } from '../components/conversion-frame';
import {
  advanceConversion,
  missingConversionData,
  readConversionState,
  updateConversionState
} from '../lib/conversion-session';

/**
 * /mypage/conversionToPlanner/enterInformation: what a sole proprietor (개인사업자 플래너) confirms here —
 * the verified person (read-only) and the contact number customers and the company reach them on. The
 * email stays the account's (changed on user info with its own proof). Commission bank account and
 * tax details are registered later on their own screens (docs/decisions/018). React-hook-form with the
 * domain's ConversionContactSchema: the number may be typed with hyphens and goes on as digits.
 */
export function ConversionInformationRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const session = useSession();
  const [state] = useState(readConversionState);
  const me = useQuery({
    ...meQueryOptions(isLoggedIn(session) ? session.user.userSeqNo : 0),
    enabled: isLoggedIn(session)
  });
  const initial = state.mobile ?? state.verifiedMobile ?? null;
  const typed = useRef(false);
  const { register, handleSubmit, setValue, getValues, formState } = useForm<
    ConversionContactForm,
    unknown,
    ConversionContact
  >({
    resolver: zodResolver(ConversionContactSchema),
    defaultValues: { mobileNumber: initial ? formatMobile(initial) : '' }
  });
  const { errors, isSubmitting } = formState;
  const missing = missingConversionData('enterInformation', state);

  // The account's number fills in once /users/me is known, unless the verified one already did.
  const accountMobile = me.data?.mobileNumber;
  useEffect(() => {
    if (accountMobile && !typed.current && !getValues('mobileNumber'))
      setValue('mobileNumber', formatMobile(accountMobile));
  }, [accountMobile, getValues, setValue]);
  if (missing) return <Navigate to={paths.conversionStep(missing)} replace />;

  const key = errors.mobileNumber?.message;
  const error = key
    ? t(`signup.rule.${key}` as 'signup.rule.invalid', { defaultValue: t('signup.rule.invalid') })
    : null;

  function next({ mobileNumber }: ConversionContact) {
    updateConversionState({ mobile: mobileNumber });
    void navigate(paths.conversionStep(advanceConversion('enterInformation')));
  }

  const row = (label: string, value: string | null | undefined, testId: string) => (
    <div className="flex flex-col gap-0.5 border-b border-line py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm text-muted sm:w-32 sm:shrink-0">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {value || '-'}
      </dd>
    </div>
  );

  return (
    <ConversionFrame
      step="enterInformation"
      title={t('conversion.info.title')}
      lead={t('conversion.info.lead')}
    >
      <form
        noValidate
        onSubmit={guardedSubmit(isSubmitting, () => undefined, handleSubmit(next))}
        className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-5 md:p-8"
      >
        <section>
          <h2 className="border-b border-line pb-2 text-base font-bold">{t('conversion.info.verified')}</h2>
          <dl>
            {row(t('conversion.info.name'), state.verifiedName, 'conversion-name')}
            {row(t('conversion.info.birthDate'), state.birthDate, 'conversion-birth')}
            {row(t('conversion.info.email'), me.data?.email, 'conversion-email')}
          </dl>
          <p className="mt-2 text-xs text-muted">{t('conversion.info.emailHint')}</p>
        </section>
        <section className="flex flex-col gap-2">
          <h2 className="border-b border-line pb-2 text-base font-bold">{t('conversion.info.contact')}</h2>
          <label htmlFor="conversion-mobile" className="mt-2 text-sm font-semibold">
            {t('conversion.info.mobile')}
          </label>
          <input
            id="conversion-mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            {...register('mobileNumber', {
              onChange: () => {
                typed.current = true;
              },
              onBlur: () => {
                const value = getValues('mobileNumber').trim();
                const parsed = ConversionContactSchema.safeParse({ mobileNumber: value });
                if (value && parsed.success) setValue('mobileNumber', formatMobile(parsed.data.mobileNumber));
              }
            })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'conversion-mobile-error' : 'conversion-mobile-hint'}
            className={`h-12 w-full rounded-xl border bg-white px-4 text-[15px] focus:border-plum ${error ? 'border-coral-strong' : 'border-line'}`}
          />
          <div aria-live="polite">
            {error ? (
              <p id="conversion-mobile-error" className="text-sm text-coral-strong">
                {error}
              </p>
            ) : (
              <p id="conversion-mobile-hint" className="text-xs text-muted">
                {t('conversion.info.mobileHint')}
              </p>
            )}
          </div>
        </section>
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <Link to={paths.conversionStep('certificate')} className="btn-secondary h-12 px-6">
            {t('conversion.back')}
          </Link>
          <button type="submit" className="btn-primary h-12 w-full">
            {t('conversion.next')}
          </button>
        </div>
      </form>
    </ConversionFrame>
  );
}
