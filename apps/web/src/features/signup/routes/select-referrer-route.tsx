import { fullName, ReferrerNumberSchema } from '@mall/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { ruleKey, useFormMessages } from '../../../shared/forms/form-messages';
import {
  advanceFrom,
  previousStep,
  readSignupState,
  updateSignupState,
  type SignupReferrer
} from '../lib/signup-session';

const FIELD = 'signup-referrer';

/** /signup/selectReferrer: look the referrer up by member number, confirm the name, go on. */
export function SelectReferrerRoute() {
  const { t } = useTranslation('accounts');
  const { rule, apiError } = useFormMessages();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [{ userType, referrer: stored }] = useState(readSignupState);
  const [number, setNumber] = useState(stored?.userNumber ?? '');
  const [referrer, setReferrer] = useState<SignupReferrer | null>(stored ?? null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const lookupRef = useRef<AbortController | null>(null);

  async function lookUp() {
    if (pending) return;
    const value = number.trim();
    setNumber(value);
    const key = ruleKey(ReferrerNumberSchema, value);
    if (key) {
      setError(rule(key));
      inputRef.current?.focus();
      return;
    }
    lookupRef.current?.abort();
    const controller = new AbortController();
    lookupRef.current = controller;
    setPending(true);
    setError(null);
    try {
      setReferrer(await findReferrer(value, controller.signal));
    } catch (caught) {
      if (controller.signal.aborted) return;
      setReferrer(null);
      const field = isApiError(caught) ? caught.fields.find((f) => f.field === 'userNumber') : undefined;
      setError(field ? rule(field.code) : apiError(caught));
      inputRef.current?.focus();
    } finally {
      if (lookupRef.current === controller) setPending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!referrer) {
      setError(error ?? rule('SIG_SelectReferrer'));
      inputRef.current?.focus();
      return;
    }
    updateSignupState({ referrer });
    void navigate(paths.signupStep(advanceFrom('selectReferrer', userType)));
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
            ref={inputRef}
            id={FIELD}
            name="referralUserNumber"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={number}
            placeholder={t('signup.selectReferrer.placeholder')}
            onChange={(event) => {
              setNumber(event.target.value);
              setReferrer(null);
              setError(null);
            }}
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
