import { zodResolver } from '@hookform/resolvers/zod';
import { MigrateCompleteBodySchema, type MigrateCompleteBody, type MigrateInfoResult } from '@mall/domain';
import { useRef, useState } from 'react';
import { useLoginIdCheck } from '../lib/use-login-id-check';
import { useForm, type FieldErrors } from 'react-hook-form';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { sideButtonClass } from '../../../shared/forms/field';
import { apiMessage, fieldMessage, type Message } from '../../../shared/forms/form-messages';
import { completeMigration } from '../api/migrate-api';
import { useMigrateMessages } from '../lib/migrate-messages';
import { writeMigrateResult } from '../lib/migrate-result';
import { MigrateConsents } from './migrate-consents';
import { IDS, ORDER, SERVER_FIELDS, TOKEN_CODES, type TypedField } from '../lib/new-account-fields';
import { TextField } from '../../../shared/forms/text-field';

type Values = MigrateCompleteBody;

/** Step 2: the new login id (with the duplicate check), password, confirmation and consents. */
export function NewAccountForm({ found, onRestart }: { found: MigrateInfoResult; onRestart: () => void }) {
  const { t } = useTranslation('accounts');
  const { text } = useMigrateMessages();
  const navigate = useNavigate();
  const consentsRef = useRef<HTMLInputElement>(null);
  const [formError, setFormError] = useState<Message | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(MigrateCompleteBodySchema),
    defaultValues: {
      migrateToken: found.migrateToken,
      loginId: '',
      password: '',
      passwordConfirm: '',
      agreements: {}
    },
    // After the first submit a message goes as soon as the field is fixed.
    reValidateMode: 'onChange',
    shouldFocusError: false
  });
  const { register, handleSubmit, setError, clearErrors, setFocus, setValue, getValues, watch } = form;
  const { errors, isSubmitting } = form.formState;
  const { isChecked, checking, checkId, forget: forgetCheck } = useLoginIdCheck(form);

  /** A field's refusal goes as soon as it is edited; a changed id needs a new duplicate check. */
  const field = (name: TypedField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        if (name === 'loginId') forgetCheck();
      }
    });

  function focusFirst(found: FieldErrors<Values>) {
    const first = ORDER.find((name) => found[name]);
    if (first === 'agreements') consentsRef.current?.focus();
    else if (first) setFocus(first);
  }

  /** A valid id that was not checked is refused alongside the schema's refusals. */
  function onInvalid(found: FieldErrors<Values>) {
    const all = { ...found };
    if (!found.loginId && !isChecked(getValues('loginId'))) {
      all.loginId = { type: 'checkFirst', message: 'checkFirst' };
      setError('loginId', all.loginId);
    }
    focusFirst(all);
  }

  async function onValid(body: Values) {
    if (!isChecked(body.loginId)) return onInvalid({});
    try {
      writeMigrateResult(await completeMigration(body));
      await navigate(paths.migrateComplete(), { replace: true });
    } catch (error) {
      const fields = isApiError(error) ? error.fields.filter((f) => SERVER_FIELDS.has(f.field)) : [];
      for (const refused of fields)
        setError(refused.field as TypedField, { type: 'rule', message: refused.code });
      if (isApiError(error) && error.code === 'LOGIN_ID_TAKEN') {
        setError('loginId', { type: 'api', message: 'LOGIN_ID_TAKEN' });
        forgetCheck();
      } else if (fields.length === 0) setFormError(apiMessage(error));
    }
  }

  const message = (name: TypedField) =>
    errors[name]?.type === 'checkFirst' ? t('migrate.create.checkFirst') : text(fieldMessage(errors[name]));
  const loginIdError = message('loginId');
  const passwordError = message('password');
  const confirmError = message('passwordConfirm');
  const agreementsError = errors.agreements ? text({ kind: 'rule', key: 'SIG_AgreeRequiredTerms' }) : null;
  const tokenProblem = formError?.kind === 'api' && TOKEN_CODES.has(formError.code);
  const okText = isChecked(watch('loginId')) ? t('migrate.create.available') : null;

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting, () => setFormError(null), handleSubmit(onValid, onInvalid))}
      className="mt-6 flex flex-col gap-4"
      aria-busy={isSubmitting}
    >
      <h2 className="text-lg font-bold">{t('migrate.create.title')}</h2>
      <p className="-mt-2 text-sm leading-relaxed text-muted">
        {t('migrate.create.lead')} {t('migrate.create.expires')}
      </p>
      <TextField
        id={IDS.loginId}
        label={t('migrate.create.loginIdLabel')}
        error={loginIdError}
        success={okText}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        placeholder={t('migrate.create.loginIdPlaceholder')}
        trailing={
          <button
            type="button"
            onClick={() => void checkId()}
            disabled={checking}
            className={sideButtonClass}
          >
            {checking ? t('migrate.create.checking') : t('migrate.create.check')}
          </button>
        }
        {...field('loginId')}
      />
      <TextField
        id={IDS.password}
        label={t('migrate.create.passwordLabel')}
        error={passwordError}
        hint={t('migrate.create.passwordHint')}
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder={t('migrate.create.passwordPlaceholder')}
        {...field('password')}
      />
      <TextField
        id={IDS.passwordConfirm}
        label={t('migrate.create.passwordConfirmLabel')}
        error={confirmError}
        type="password"
        autoComplete="new-password"
        maxLength={16}
        placeholder={t('migrate.create.passwordConfirmPlaceholder')}
        {...field('passwordConfirm')}
      />
      <MigrateConsents
        value={watch('agreements')}
        onChange={(next) => {
          setValue('agreements', next);
          clearErrors('agreements');
        }}
        error={agreementsError}
        allRef={consentsRef}
      />
      {formError && (
        <div
          role="alert"
          data-testid="migrate-error"
          className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong"
        >
          <p>{text(formError)}</p>
          {tokenProblem && (
            <button
              type="button"
              onClick={onRestart}
              className="mt-2 font-semibold text-plum underline underline-offset-4"
            >
              {t('migrate.profile.notYou')}
            </button>
          )}
        </div>
      )}
      <button type="submit" className="btn-primary h-12 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('migrate.create.submitting') : t('migrate.create.submit')}
      </button>
    </form>
  );
}
