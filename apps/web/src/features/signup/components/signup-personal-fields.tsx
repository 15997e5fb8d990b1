import { useTranslation } from 'react-i18next';
import { EmailVerificationField } from '../../../shared/forms/email-verification';
import { useFormMessages } from '../../../shared/forms/form-messages';
import { IdentityVerificationButtons } from '../../../shared/identity/identity-verification-buttons';
import type { SignupInformation } from '../hooks/use-signup-information';
import { InfoSection } from './signup-account-fields';
import { SignupTextField } from './signup-text-field';

/** The personal part: identity verification (fills the name and mobile), name, verified email, mobile. */
export function SignupPersonalFields({ form }: { form: SignupInformation }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const { values, errors, identity, identityError } = form;
  const common = { onChange: form.change, onBlur: form.blur };
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
        <SignupTextField
          {...common}
          field="lastName"
          label={t('signup.info.lastName')}
          value={values.lastName}
          error={text(errors.lastName)}
          autoComplete="family-name"
          maxLength={64}
        />
        <SignupTextField
          {...common}
          field="firstName"
          label={t('signup.info.firstName')}
          value={values.firstName}
          error={text(errors.firstName)}
          autoComplete="given-name"
          maxLength={64}
        />
      </div>
      <EmailVerificationField email={form.email} />
      <SignupTextField
        {...common}
        field="mobile"
        label={t('signup.info.mobile')}
        value={values.mobile}
        error={text(errors.mobile)}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        placeholder={t('signup.info.mobilePlaceholder')}
        readOnly={verifiedMobile}
        inputClassName={verifiedMobile ? 'bg-cream' : ''}
      />
    </InfoSection>
  );
}
