import { formatMobile, MobileSchema } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { ConversionFrame } from '../components/conversion-frame';
import {
  advanceConversion,
  missingConversionData,
  readConversionState,
  updateConversionState
} from '../lib/conversion-session';

const digits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * /mypage/conversionToPlanner/enterInformation: what a sole proprietor (개인사업자 플래너) confirms here —
 * the verified person (read-only) and the contact number customers and the company reach them on. The
 * email stays the account's (changed on user info with its own proof). Commission bank account and
 * tax details are registered later on their own screens (docs/decisions/018).
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
  const [mobile, setMobile] = useState(initial ? formatMobile(initial) : '');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const missing = missingConversionData('enterInformation', state);

  // The account's number fills in once /users/me is known, unless the verified one already did.
  if (!touched && !mobile && me.data?.mobileNumber) {
    setMobile(formatMobile(me.data.mobileNumber));
  }
  if (missing) return <Navigate to={paths.conversionStep(missing)} replace />;

  function check(value: string): string | null {
    const result = MobileSchema.safeParse(digits(value));
    if (result.success) return null;
    const key = result.error.issues[0]?.message ?? 'invalid';
    return t(`signup.rule.${key}` as 'signup.rule.invalid', { defaultValue: t('signup.rule.invalid') });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = check(mobile.trim());
    setError(message);
    if (message) {
      document.getElementById('conversion-mobile')?.focus();
      return;
    }
    updateConversionState({ mobile: digits(mobile.trim()) });
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
        onSubmit={onSubmit}
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
            value={mobile}
            onChange={(event) => {
              setTouched(true);
              setMobile(event.target.value);
              if (error) setError(check(event.target.value));
            }}
            onBlur={() => {
              const value = mobile.trim();
              if (value && !check(value)) setMobile(formatMobile(digits(value)));
            }}
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
