import { fullName } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { SignupAccountFields } from '../components/signup-account-fields';
import { SignupFormError } from '../components/signup-form-error';
import { SignupPersonalFields } from '../components/signup-personal-fields';
import { SocialSignupBanner } from '../components/social-signup';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { useSignupInformation } from '../hooks/use-signup-information';
import { previousStep, readSignupState } from '../lib/signup-session';

/** /signup/enterInformation: id (duplicate check), password, name, verified email, mobile -> register. */
export function EnterInformationRoute() {
  const { t } = useTranslation('accounts');
  const [wizard] = useState(readSignupState);
  const form = useSignupInformation();
  const { pending, onSubmit } = useRegisterSubmit(form, wizard);
  const { handOver, socialProfile } = form;

  return (
    <WizardFrame
      step="enterInformation"
      userType={wizard.userType}
      title={t('signup.info.title')}
      lead={t('signup.info.lead')}
    >
      {handOver && <SocialSignupBanner handOver={handOver} profile={socialProfile.data} />}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={pending}
        className="flex flex-col gap-8"
      >
        {wizard.referrer && wizard.userType !== 'NON_REF_CUSTOMER' && (
          <p className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-plum-soft/60 px-4 py-3 text-sm">
            <span>
              <span className="font-semibold text-plum">{t('signup.info.referrer')}</span>{' '}
              <span data-testid="signup-info-referrer">
                {t('signup.info.referrerValue', {
                  name: fullName(wizard.referrer.lastName, wizard.referrer.firstName),
                  number: wizard.referrer.userNumber
                })}
              </span>
            </span>
          </p>
        )}
        <SignupAccountFields form={form} />
        <SignupPersonalFields form={form} />
        <div>
          <SignupFormError error={form.formError} />
          <WizardActions
            back={
              <Link
                to={paths.signupStep(previousStep(wizard.userType, 'enterInformation'))}
                className="btn-secondary h-12 px-6"
              >
                {t('signup.back')}
              </Link>
            }
            next={
              <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
                {pending ? t('signup.info.submitting') : t('signup.info.submit')}
              </button>
            }
          />
        </div>
      </form>
    </WizardFrame>
  );
}
