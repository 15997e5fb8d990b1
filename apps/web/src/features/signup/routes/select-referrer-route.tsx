import { zodResolver } from '@hookform/resolvers/zod';
import {
  fullName,
  ReferrerQuerySchema,
  SignupReferrerStepSchema,
  type SignupReferrerStep
} from '@mall/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { findReferrer } from '../api/signup-api';
import {
  describedBy,
  FieldLabel,
  FieldMessages,
  inputClass,
  sideButtonClass
} from '../../../shared/forms/field';
import { WizardActions, WizardFrame } from '../components/wizard-frame';
import { apiFieldError, fieldMessage, ruleKey, useFormMessages } from '../../../shared/forms/form-messages';
import { advanceFrom, previousStep, readSignupState, updateSignupState } from '../lib/signup-session';
import { useReferrerPrefill } from '../hooks/use-referrer-prefill';

const FIELD = 'signup-referrer';

/**
 * /signup/selectReferrer: look the referrer up by member number, confirm the name, go on (react-hook-form
 * with the domain's SignupReferrerStepSchema; the lookup checks the number with ReferrerQuerySchema).
 * Typing clears the found referrer and the refusal (and drops a lookup on its way); a refusal stays until
 * then, and the input is focused.
 */
export function SelectReferrerRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const navigate = useNavigate();
  const [{ userType, referrer: stored, linkReferrer }] = useState(readSignupState);
  const { register, handleSubmit, getValues, setValue, setError, clearErrors, setFocus, watch, formState } =
    useForm<SignupReferrerStep>({
      resolver: zodResolver(SignupReferrerStepSchema),
      // Only a submit or a lookup judges the number: typing clears the refusal instead.
      reValidateMode: 'onSubmit',
      defaultValues: { referralUserNumber: stored?.userNumber ?? '', referrer: stored ?? null }
    });
  const referrer = watch('referrer');
  const [pending, setPending] = useState(false);
  const lookupRef = useRef<AbortController | null>(null);
  // Leaving the step drops a lookup still in flight.
  useEffect(() => () => lookupRef.current?.abort(), []);
  const fieldError = formState.errors.referralUserNumber;
  const error = text(fieldMessage(fieldError));

  // A sign-up link's planner, else the shopping link's: filled in and looked up, unless something is typed.
  useReferrerPrefill(Boolean(stored), linkReferrer, (userNumber) => {
    if (getValues('referralUserNumber')) return;
    setValue('referralUserNumber', userNumber);
    void lookUp();
  });

  async function lookUp() {
    // A lookup in flight drops another click (the ref answers before the button is re-rendered disabled).
    if (lookupRef.current) return;
    const value = getValues('referralUserNumber').trim();
    setValue('referralUserNumber', value);
    const key = ruleKey(ReferrerQuerySchema, { userNumber: value });
    if (key) return setError('referralUserNumber', { type: 'rule', message: key }, { shouldFocus: true });
    const controller = new AbortController();
    lookupRef.current = controller;
    setPending(true);
    clearErrors('referralUserNumber');
    try {
      const found = await findReferrer(value, controller.signal);
      if (!controller.signal.aborted) setValue('referrer', found);
    } catch (caught) {
      if (controller.signal.aborted) return;
      setValue('referrer', null);
      const field = isApiError(caught) ? caught.fields.find((f) => f.field === 'userNumber') : undefined;
      setError('referralUserNumber', field ? { type: 'rule', message: field.code } : apiFieldError(caught), {
        shouldFocus: true
      });
    } finally {
      if (lookupRef.current === controller) {
        lookupRef.current = null;
        setPending(false);
      }
    }
  }

  function goOn({ referrer }: SignupReferrerStep) {
    if (!referrer) return;
    updateSignupState({ referrer });
    void navigate(paths.signupStep(advanceFrom('selectReferrer', userType)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // A refusal already shown (a wrong number, one not found) stays rather than giving way to SIG_SelectReferrer.
    if (fieldError && !getValues('referrer')) {
      event.preventDefault();
      setFocus('referralUserNumber');
      return;
    }
    void handleSubmit(goOn)(event);
  }

  return (
    <WizardFrame
      step="selectReferrer"
      userType={userType}
      title={t('signup.selectReferrer.title')}
      lead={t('signup.selectReferrer.lead')}
    >
      <form noValidate onSubmit={onSubmit}>
        <FieldLabel htmlFor={FIELD}>{t('signup.selectReferrer.label')}</FieldLabel>
        <div className="flex gap-2">
          <input
            id={FIELD}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            placeholder={t('signup.selectReferrer.placeholder')}
            {...register('referralUserNumber', {
              onChange: () => {
                // A lookup of the number as it was would show a referrer for a number no longer typed.
                lookupRef.current?.abort();
                setValue('referrer', null);
                clearErrors('referralUserNumber');
              }
            })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void lookUp();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(FIELD, { error })}
            className={inputClass(Boolean(error))}
          />
          <button type="button" className={sideButtonClass} onClick={() => void lookUp()} disabled={pending}>
            {pending ? t('signup.selectReferrer.lookingUp') : t('signup.selectReferrer.lookup')}
          </button>
        </div>
        <FieldMessages id={FIELD} error={error} />

        <div aria-live="polite">
          {referrer && (
            <div data-testid="signup-referrer-found" className="mt-5 rounded-2xl bg-plum-soft/70 px-5 py-4">
              <p className="text-xs font-semibold text-plum">{t('signup.selectReferrer.found')}</p>
              <p className="mt-1 text-lg font-bold">
                {t('signup.selectReferrer.foundValue', {
                  name: fullName(referrer.lastName, referrer.firstName),
                  number: referrer.userNumber
                })}
              </p>
              <p className="mt-1 text-sm text-muted">{t('signup.selectReferrer.confirmHint')}</p>
            </div>
          )}
        </div>

        <WizardActions
          back={
            <Link
              to={paths.signupStep(previousStep(userType, 'selectReferrer'))}
              className="btn-secondary h-12 px-6"
            >
              {t('signup.back')}
            </Link>
          }
          next={
            <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
              {t('signup.next')}
            </button>
          }
        />
      </form>
    </WizardFrame>
  );
}
