import { useTranslation } from '../../../shared/i18n/i18n';
import { EmailVerificationField } from '../../../shared/forms/email-verification';
import { useFormMessages } from '../../../shared/forms/form-messages';
import { IdentityVerificationButtons } from '../../../shared/identity-verification/identity-verification-buttons';
import type { SignupInformation } from '../hooks/use-signup-information';
import { InfoSection } from './signup-account-fields';
import { TextField } from '../../../shared/forms/text-field';
import { IDS } from '../lib/signup-info-fields';

/** The personal part: identity verification (fills the name and mobile), name, verified email, mobile. */
export function SignupPersonalFields({ form }: { form: SignupInformation }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const { errors, identity, identityError, field } = form;
  const common = { autoCapitalize: 'none', spellCheck: false } as const;
  const verifiedMobile = Boolean(identity?.identity?.mobileNumber);

  return (
    <InfoSection title={t('signup.info.personal')}>
      <div>
        <p className="mb-2 text-sm font-semibold" id="signup-identity-label">
          {t('identity.groupLabel')}
        </p>
        <IdentityVerificationButtons
          purpose="SIGNUP"
          onVerified={form.onVerified}
          verified={identity !== null}
          invalid={identityError !== null}
          describedById={identityError ? 'signup-identity-error' : undefined}
        />
        <div aria-live="polite">
          {identityError && (
            <p
              id="signup-identity-error"
              data-testid="signup-identity-error"
              className="mt-1.5 text-sm text-coral-strong"
            >
              {identityError.kind === 'missing' ? t('identity.ALT_Certification') : text(identityError)}
            </p>
          )}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          {...common}
          id={IDS.lastName}
          label={t('signup.info.lastName')}
          error={text(errors.lastName)}
          autoComplete="family-name"
          maxLength={64}
          {...field('lastName')}
        />
        <TextField
          {...common}
          id={IDS.firstName}
          label={t('signup.info.firstName')}
          error={text(errors.firstName)}
          autoComplete="given-name"
          maxLength={64}
          {...field('firstName')}
        />
      </div>
      <EmailVerificationField email={form.email} />
      <TextField
        {...common}
        id={IDS.mobileNumber}
        label={t('signup.info.mobile')}
        error={text(errors.mobileNumber)}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        placeholder={t('signup.info.mobilePlaceholder')}
        readOnly={verifiedMobile}
        className={verifiedMobile ? 'bg-cream' : ''}
        {...field('mobileNumber')}
      />
    </InfoSection>
  );
}
