import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { EmailVerificationField } from '../../../shared/forms/email-verification';
import type { EmailVerification } from '../../../shared/forms/use-email-verification';
import { USER_INFO_EMAIL_PREFIX, USER_INFO_IDS } from '../hooks/use-user-info-form';
import { PasswordInput } from './password-input';

export function ReadOnlyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-line/70 py-3 sm:block">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd data-testid={testId} className="text-right text-[15px] font-semibold sm:mt-1 sm:text-left">
        {value}
      </dd>
    </div>
  );
}

/** The member's address, and once asked, a new one with its mailed code and the current password. */
export function EmailChangeSection({
  currentEmail,
  changing,
  email,
  currentPassword,
  currentPasswordError,
  onStart,
  onCancel
}: {
  currentEmail: string | null;
  changing: boolean;
  email: EmailVerification;
  /** The current password input's props (react-hook-form's register). */
  currentPassword: UseFormRegisterReturn;
  currentPasswordError: string | null;
  onStart: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold">{t('mypageAccount.userInfo.email')}</p>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-cream px-4 py-3">
        <span data-testid="userinfo-email" className="min-w-0 break-all text-[15px]">
          {currentEmail ?? t('mypageAccount.userInfo.noEmail')}
        </span>
        {!changing && (
          <button type="button" className="btn-secondary min-h-10 shrink-0 px-4 text-sm" onClick={onStart}>
            {t('mypageAccount.userInfo.changeEmail')}
          </button>
        )}
      </div>
      {changing && (
        <div className="mt-4 flex flex-col gap-5 rounded-2xl border border-line px-4 py-5 md:px-5">
          <EmailVerificationField
            email={email}
            idPrefix={USER_INFO_EMAIL_PREFIX}
            testIdPrefix="userinfo"
            legend={t('mypageAccount.userInfo.newEmail')}
          />
          <PasswordInput
            id={USER_INFO_IDS.currentPassword}
            label={t('mypageAccount.userInfo.currentPassword')}
            error={currentPasswordError}
            hint={t('mypageAccount.userInfo.currentPasswordHint')}
            autoComplete="current-password"
            {...currentPassword}
          />
          <button type="button" className="self-start text-sm text-muted underline" onClick={onCancel}>
            {t('mypageAccount.userInfo.cancelEmailChange')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The two marketing consents (mail, text messages), each sent only when it changed. */
export function MarketingConsentFieldset({
  email,
  sms
}: {
  /** The checkboxes' props (react-hook-form's register). */
  email: UseFormRegisterReturn;
  sms: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('mypageAccount.userInfo.marketing')}</legend>
      <p className="mb-2 text-xs leading-relaxed text-muted">{t('mypageAccount.userInfo.marketingHint')}</p>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-8">
        <ConsentBox input={email}>{t('mypageAccount.userInfo.marketingEmail')}</ConsentBox>
        <ConsentBox input={sms}>{t('mypageAccount.userInfo.marketingSms')}</ConsentBox>
      </div>
    </fieldset>
  );
}

function ConsentBox({ input, children }: { input: UseFormRegisterReturn; children: ReactNode }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-[15px]">
      <input type="checkbox" className="size-5 shrink-0 rounded border-line accent-plum" {...input} />
      {children}
    </label>
  );
}
