import { zodResolver } from '@hookform/resolvers/zod';
import { SignupTypeChoiceSchema, USER_TYPES, type SignupTypeChoice } from '@mall/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import { advanceFrom, readSignupState, startSignup, updateSignupState } from '../lib/signup-session';
import { SocialSignupButtons } from '../../../shared/social/social-buttons';
import { socialSignup } from '../../../shared/social/social-token';
import { SocialSignupBanner, useSocialProfile, useSocialSignup } from '../components/social-signup';

/**
 * /signup/selectType: customer with referrer, customer without referrer, planner (react-hook-form with the
 * domain's SignupTypeChoiceSchema; with none picked, the first choice takes the focus).
 */
export function SelectTypeRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { register, handleSubmit, watch, formState } = useForm<SignupTypeChoice>({
    resolver: zodResolver(SignupTypeChoiceSchema),
    defaultValues: { userType: readSignupState().userType }
  });
  // Undefined until one is picked (a first visit).
  const userType = watch('userType') as SignupTypeChoice['userType'] | undefined;
  const error = Boolean(formState.errors.userType);
  const handOver = useSocialSignup();
  const profile = useSocialProfile(handOver);
  // A refused token (expired, already used) ends the social part; the sign-up goes on as a plain one.
  const socialExpired = handOver !== null && profile.isError;
  if (socialExpired && socialSignup.get() === handOver) socialSignup.set(null);

  function choose({ userType }: SignupTypeChoice) {
    startSignup();
    const previous = readSignupState();
    // The referrer belongs to the types that need one; consents are given again for a new type.
    updateSignupState({
      userType,
      referrer: userType === 'NON_REF_CUSTOMER' ? undefined : previous.referrer,
      ...(previous.userType === userType ? {} : { agreements: undefined, agreedAt: undefined })
    });
    void navigate(paths.signupStep(advanceFrom('selectType', userType)));
  }

  return (
    <WizardFrame
      step="selectType"
      userType={userType}
      title={t('signup.selectType.title')}
      lead={t('signup.selectType.lead')}
    >
      {handOver && !socialExpired && <SocialSignupBanner handOver={handOver} profile={profile.data} />}
      {socialExpired && (
        <p
          role="alert"
          className="mb-6 rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm text-coral-strong"
        >
          {t('error.SOCIAL_TOKEN_INVALID')}
        </p>
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(choose)(event)}>
        <fieldset aria-describedby={error ? 'signup-type-error' : undefined}>
          <legend className="sr-only">{t('signup.selectType.legend')}</legend>
          <div className="grid gap-3">
            {USER_TYPES.map((type) => (
              <label
                key={type}
                className={`flex cursor-pointer items-start gap-4 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-plum md:p-5 ${
                  userType === type ? 'border-plum bg-plum-soft/60' : 'border-line hover:border-plum/50'
                }`}
              >
                <input
                  type="radio"
                  value={type}
                  {...register('userType')}
                  className="mt-1 size-5 shrink-0 accent-plum"
                  aria-describedby={`signup-type-${type}-desc`}
                />
                <span className="min-w-0">
                  <span className="block text-base font-bold">{t(`signup.selectType.${type}.name`)}</span>
                  <span
                    id={`signup-type-${type}-desc`}
                    className="mt-1 block text-sm leading-relaxed text-muted"
                  >
                    {t(`signup.selectType.${type}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div aria-live="polite">
          {error && (
            <p id="signup-type-error" className="mt-3 text-sm text-coral-strong">
              {t('signup.selectType.required')}
            </p>
          )}
        </div>
        <WizardActions
          next={
            <button type="submit" className="btn-primary h-12 w-full">
              {t('signup.next')}
            </button>
          }
        />
      </form>
      {(!handOver || socialExpired) && (
        <section aria-labelledby="signup-social-title" className="mt-8 border-t border-line pt-6">
          <h2 id="signup-social-title" className="text-center text-sm font-bold">
            {t('social.signupDivider')}
          </h2>
          <p className="mt-1 mb-4 text-center text-xs leading-relaxed text-muted">
            {t('social.signupDividerLead')}
          </p>
          <SocialSignupButtons />
        </section>
      )}
    </WizardFrame>
  );
}
