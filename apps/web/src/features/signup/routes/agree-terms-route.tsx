import { zodResolver } from '@hookform/resolvers/zod';
import { SIGNUP_TERMS_KINDS, SignupTermsSchema, TERMS, type SignupTerms } from '@mall/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import { useFormMessages } from '../../../shared/forms/form-messages';
import { advanceFrom, previousStep, readSignupState, updateSignupState } from '../lib/signup-session';
import { TermsViewButton } from '../../terms';

const checkboxClass = 'size-5 shrink-0 rounded border-line accent-plum';

/**
 * /signup/agreeTerms: all-agree, each consent (required ones marked) with a "보기" that opens the version in effect
 * of its terms in the terms modal (docs/decisions/077; the server records that version). React-hook-form
 * with the domain's SignupTermsSchema: the first missing required term is focused, and the message stays
 * until every required one is ticked.
 */
export function AgreeTermsRoute() {
  const { t } = useTranslation('accounts');
  const { rule } = useFormMessages();
  const navigate = useNavigate();
  const [{ userType, agreements: stored }] = useState(readSignupState);
  const { register, handleSubmit, setValue, watch, formState } = useForm<SignupTerms>({
    resolver: zodResolver(SignupTermsSchema),
    defaultValues: {
      agreements: Object.fromEntries(TERMS.map((terms) => [terms.code, stored?.[terms.code] === true]))
    }
  });
  const { errors, isSubmitted } = formState;
  const agreed = watch('agreements');
  const allAgreed = TERMS.every((terms) => agreed[terms.code] === true);
  const error = Boolean(errors.agreements);

  function goOn({ agreements: answers }: SignupTerms) {
    const agreements = Object.fromEntries(TERMS.map((terms) => [terms.code, answers[terms.code] === true]));
    updateSignupState({ agreements, agreedAt: new Date().toISOString() });
    void navigate(paths.signupStep(advanceFrom('agreeTerms', userType)));
  }

  return (
    <WizardFrame
      step="agreeTerms"
      userType={userType}
      title={t('signup.agreeTerms.title')}
      lead={t('signup.agreeTerms.lead')}
    >
      <form noValidate onSubmit={(event) => void handleSubmit(goOn)(event)}>
        <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border-2 border-plum/30 bg-plum-soft/50 px-4 py-3">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={allAgreed}
            onChange={(event) => {
              for (const terms of TERMS)
                setValue(`agreements.${terms.code}`, event.target.checked, { shouldValidate: isSubmitted });
            }}
            aria-describedby="signup-terms-all-hint"
          />
          <span>
            <span className="block font-bold">{t('signup.agreeTerms.all')}</span>
            <span id="signup-terms-all-hint" className="block text-xs text-muted">
              {t('signup.agreeTerms.allHint')}
            </span>
          </span>
        </label>

        <ul
          aria-label={t('signup.agreeTerms.listLabel')}
          className="mt-3 divide-y divide-line rounded-2xl border border-line"
        >
          {TERMS.map((terms) => {
            const title = t(`signup.agreeTerms.items.${terms.code}.title`);
            const kind = SIGNUP_TERMS_KINDS[terms.code];
            const invalid = Boolean(errors.agreements?.[terms.code]);
            return (
              <li key={terms.code} className={`px-4 py-2 ${invalid ? 'bg-coral-soft/50' : ''}`}>
                <div className="flex items-center gap-2">
                  <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3">
                    <input
                      id={`signup-terms-${terms.code}`}
                      type="checkbox"
                      className={checkboxClass}
                      {...register(`agreements.${terms.code}`)}
                      aria-invalid={invalid ? true : undefined}
                      aria-describedby={invalid ? 'signup-terms-error' : undefined}
                    />
                    <span className="min-w-0 text-sm">
                      <span className={`mr-1.5 font-semibold ${terms.required ? 'text-plum' : 'text-muted'}`}>
                        [{terms.required ? t('signup.required') : t('signup.optional')}]
                      </span>{' '}
                      {title}
                    </span>
                  </label>
                  {kind && (
                    <TermsViewButton
                      kind={kind}
                      title={title}
                      label={t('signup.agreeTerms.viewTerms', { title })}
                      className="min-h-11 shrink-0 px-2 text-sm font-semibold text-muted underline underline-offset-4 hover:text-plum"
                    >
                      {t('signup.agreeTerms.view')}
                    </TermsViewButton>
                  )}
                </div>
                {terms.code === 'AGE_14' && (
                  <p className="mb-2 ml-8 text-xs text-muted">
                    {t('signup.agreeTerms.items.AGE_14.summary')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>

        <div aria-live="polite">
          {error && (
            <p id="signup-terms-error" role="alert" className="mt-3 text-sm text-coral-strong">
              {rule('SIG_AgreeRequiredTerms')}
            </p>
          )}
        </div>

        <WizardActions
          back={
            <Link
              to={paths.signupStep(previousStep(userType, 'agreeTerms'))}
              className="btn-secondary h-12 px-6"
            >
              {t('signup.back')}
            </Link>
          }
          next={
            <button type="submit" className="btn-primary h-12 w-full">
              {t('signup.next')}
            </button>
          }
        />
      </form>
    </WizardFrame>
  );
}
