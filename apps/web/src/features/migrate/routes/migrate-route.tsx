import {
  LegacyLoginIdSchema,
  LoginIdSchema,
  PasswordSchema,
  TERMS,
  type MigrateInfoResult,
  type TermsCode
} from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { completeMigration, findLegacyAccount, findLegacyAccountByMailedId, isLoginIdTaken } from '../api/migrate-api';
import { writeMigrateResult } from '../lib/migrate-result';

type Checkable = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
/** The spec message key of a value's first refusal, or null. */
function ruleKey(schema: Checkable, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'invalid');
}

/** Refusals as data (a spec key or an API code), translated when shown. */
type Message = { rule: string } | { code: string };

function useMessageText() {
  const { t, i18n } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  return (message: Message | null | undefined): string | null => {
    if (!message) return null;
    if ('rule' in message) {
      for (const key of [`migrate.rule.${message.rule}`, `signup.rule.${message.rule}`]) {
        if (i18n.exists(key, { ns: 'accounts' })) return t(key as 'migrate.rule.VA_EnterPassword');
      }
      return tc('error.VALIDATION_FAILED');
    }
    if (i18n.exists(`error.${message.code}`, { ns: 'accounts' })) return t(`error.${message.code}` as 'error.MIGRATE_NOT_FOUND');
    return tc((i18n.exists(`error.${message.code}`) ? `error.${message.code}` : 'error.UNKNOWN') as 'error.UNKNOWN');
  };
}

const apiMessage = (error: unknown): Message => ({ code: isApiError(error) ? error.code : 'UNKNOWN' });
const inputClass = (invalid: boolean) =>
  `h-12 w-full min-w-0 rounded-xl border bg-white px-4 text-[15px] placeholder:text-muted/70 focus:border-plum ${invalid ? 'border-coral-strong' : 'border-line'}`;

function Field({
  id,
  label,
  error,
  hint,
  ok,
  children
}: {
  id: string;
  label: string;
  error: string | null;
  hint?: string;
  ok?: string | null;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {children}
      <div aria-live="polite">
        {error && (
          <p id={`${id}-error`} data-testid={`${id}-error`} className="mt-1.5 text-sm text-coral-strong">
            {error}
          </p>
        )}
        {!error && ok && (
          <p id={`${id}-ok`} className="mt-1.5 text-sm font-medium text-plum">
            {ok}
          </p>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, parts: { error?: unknown; hint?: unknown; ok?: unknown }) =>
  [parts.error ? `${id}-error` : null, parts.hint ? `${id}-hint` : null, parts.ok && !parts.error ? `${id}-ok` : null]
    .filter(Boolean)
    .join(' ') || undefined;

function Steps({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('accounts');
  const steps = [t('migrate.steps.find'), t('migrate.steps.create')];
  return (
    <nav aria-label={t('migrate.steps.label')} className="mb-6">
      <ol className="flex items-center justify-center gap-2 text-xs">
        {steps.map((label, index) => (
          <li
            key={label}
            aria-current={index + 1 === current ? 'step' : undefined}
            className={`flex items-center gap-1.5 rounded-full px-3 py-1.5 ${index + 1 === current ? 'bg-plum text-white' : 'bg-cream-deep text-muted'}`}
          >
            <span aria-hidden="true" className="font-bold">
              {index + 1}
            </span>
            {label}
          </li>
        ))}
      </ol>
      <p className="sr-only">{t('migrate.steps.progress', { current, total: steps.length })}</p>
    </nav>
  );
}

/** Step 1: the old id and password. */
function FindForm({ onFound, notice }: { onFound: (found: MigrateInfoResult) => void; notice: string | null }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const ids = { id: 'migrate-legacy-id', password: 'migrate-legacy-password' };
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [legacyId, setLegacyId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ id?: Message; password?: Message; form?: Message }>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const trimmed = legacyId.trim();
    setLegacyId(trimmed);
    const idRule = ruleKey(LegacyLoginIdSchema, trimmed);
    const next = {
      ...(idRule ? { id: { rule: idRule } } : {}),
      ...(password ? {} : { password: { rule: 'VA_EnterPassword' } })
    };
    setErrors(next);
    if (next.id || next.password) {
      (next.id ? idRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      onFound(await findLegacyAccount(trimmed, password));
    } catch (error) {
      setPassword('');
      setErrors({ form: apiMessage(error) });
      passwordRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  const idError = text(errors.id);
  const passwordError = text(errors.password);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4" aria-busy={pending}>
      <h2 className="text-lg font-bold">{t('migrate.find.title')}</h2>
      <p className="-mt-2 text-sm leading-relaxed text-muted">{t('migrate.find.lead')}</p>
      {notice && (
        <p role="status" className="rounded-xl bg-cream-deep px-4 py-3 text-sm leading-relaxed">
          {notice}
        </p>
      )}
      <Field id={ids.id} label={t('migrate.find.idLabel')} error={idError}>
        <input
          ref={idRef}
          id={ids.id}
          name="legacyLoginId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={30}
          value={legacyId}
          onChange={(event) => setLegacyId(event.target.value)}
          placeholder={t('migrate.find.idPlaceholder')}
          aria-invalid={idError ? true : undefined}
          aria-describedby={describedBy(ids.id, { error: idError })}
          className={inputClass(Boolean(idError))}
        />
      </Field>
      <Field id={ids.password} label={t('migrate.find.passwordLabel')} error={passwordError}>
        <input
          ref={passwordRef}
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder={t('migrate.find.passwordPlaceholder')}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(ids.password, { error: passwordError })}
          className={inputClass(Boolean(passwordError))}
        />
      </Field>
      {errors.form && (
        <p role="alert" data-testid="migrate-error" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
          {text(errors.form)}
        </p>
      )}
      <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
        {pending ? t('migrate.find.submitting') : t('migrate.find.submit')}
      </button>
    </form>
  );
}

function Profile({ found, onReset }: { found: MigrateInfoResult; onReset: () => void }) {
  const { t } = useTranslation('accounts');
  const p = found.profile;
  const rows: [string, string][] = [
    [t('migrate.profile.loginId'), p.maskedLoginId],
    [t('migrate.profile.name'), p.maskedName],
    [t('migrate.profile.type'), t(`migrate.userType.${p.userType}`)],
    ...(p.legacyMemberNumber ? [[t('migrate.profile.memberNumber'), p.legacyMemberNumber] as [string, string]] : []),
    [t('migrate.profile.email'), p.maskedEmail ?? t('migrate.profile.none')],
    [t('migrate.profile.mobile'), p.maskedMobile ?? t('migrate.profile.none')]
  ];
  return (
    <section aria-labelledby="migrate-profile-title" className="rounded-2xl bg-cream px-4 py-4 md:px-5" data-testid="migrate-profile">
      <h2 id="migrate-profile-title" className="text-sm font-bold text-plum">
        {t('migrate.profile.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-all font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t('migrate.profile.maskedNote')}</p>
      <button type="button" onClick={onReset} className="mt-2 text-sm font-semibold text-plum underline underline-offset-4">
        {t('migrate.profile.notYou')}
      </button>
    </section>
  );
}

type CreateField = 'loginId' | 'password' | 'passwordConfirm' | 'agreements';
const IDS = { loginId: 'migrate-login-id', password: 'migrate-password', passwordConfirm: 'migrate-password-confirm' } as const;
const SERVER_FIELDS: Record<string, CreateField> = {
  loginId: 'loginId',
  password: 'password',
  passwordConfirm: 'passwordConfirm'
};
const TOKEN_CODES = new Set(['MIGRATE_TOKEN_INVALID', 'MIGRATE_TOKEN_EXPIRED', 'MIGRATE_TOKEN_USED', 'MIGRATE_ALREADY_DONE']);

/** Step 2: the new login id (with the duplicate check), password, confirmation and consents. */
function CreateForm({ found, onRestart }: { found: MigrateInfoResult; onRestart: () => void }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const navigate = useNavigate();
  const consentsId = useId();
  const refs = {
    loginId: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    passwordConfirm: useRef<HTMLInputElement>(null),
    agreements: useRef<HTMLInputElement>(null)
  };
  const [values, setValues] = useState({ loginId: '', password: '', passwordConfirm: '' });
  const [agreements, setAgreements] = useState<Partial<Record<TermsCode, boolean>>>({});
  const [checkedId, setCheckedId] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<CreateField, Message>>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  const required = TERMS.filter((terms) => terms.required);
  const allRequired = required.every((terms) => agreements[terms.code] === true);

  const set = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'loginId') setCheckedId(null);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function checkId() {
    const loginId = values.loginId.trim();
    set('loginId', loginId);
    const rule = ruleKey(LoginIdSchema, loginId);
    if (rule) {
      setErrors((current) => ({ ...current, loginId: { rule } }));
      refs.loginId.current?.focus();
      return;
    }
    setChecking(true);
    try {
      if (await isLoginIdTaken(loginId)) setErrors((current) => ({ ...current, loginId: { code: 'LOGIN_ID_TAKEN' } }));
      else setCheckedId(loginId.toLowerCase());
    } catch (error) {
      setErrors((current) => ({ ...current, loginId: apiMessage(error) }));
    } finally {
      setChecking(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const loginId = values.loginId.trim();
    const idRule = ruleKey(LoginIdSchema, loginId);
    const passwordRule = ruleKey(PasswordSchema, values.password);
    const next: Partial<Record<CreateField, Message>> = {
      ...(idRule ? { loginId: { rule: idRule } } : checkedId !== loginId.toLowerCase() ? { loginId: { rule: 'checkFirst' } } : {}),
      ...(passwordRule ? { password: { rule: passwordRule } } : {}),
      ...(values.passwordConfirm.length === 0 || values.passwordConfirm !== values.password
        ? { passwordConfirm: { rule: 'VA_PasswordConfirm' } }
        : {}),
      ...(allRequired ? {} : { agreements: { rule: 'SIG_AgreeRequiredTerms' } })
    };
    setErrors(next);
    setFormError(null);
    const first = (['loginId', 'password', 'passwordConfirm', 'agreements'] as const).find((field) => next[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await completeMigration({
        migrateToken: found.migrateToken,
        loginId,
        password: values.password,
        passwordConfirm: values.passwordConfirm,
        agreements
      });
      writeMigrateResult(result);
      await navigate(paths.migrateComplete(), { replace: true });
    } catch (error) {
      const fields = isApiError(error) ? error.fields : [];
      const mapped: Partial<Record<CreateField, Message>> = {};
      for (const field of fields) {
        const target = SERVER_FIELDS[field.field];
        if (target) mapped[target] ??= { rule: field.code };
      }
      if (isApiError(error) && error.code === 'LOGIN_ID_TAKEN') {
        mapped.loginId = { code: 'LOGIN_ID_TAKEN' };
        setCheckedId(null);
      }
      if (Object.keys(mapped).length > 0) setErrors(mapped);
      else setFormError(apiMessage(error));
    } finally {
      setPending(false);
    }
  }

  const loginIdError = errors.loginId && 'rule' in errors.loginId && errors.loginId.rule === 'checkFirst'
    ? t('migrate.create.checkFirst')
    : text(errors.loginId);
  const passwordError = text(errors.password);
  const confirmError = text(errors.passwordConfirm);
  const tokenProblem = formError && 'code' in formError && TOKEN_CODES.has(formError.code);
  const okText = checkedId && checkedId === values.loginId.trim().toLowerCase() ? t('migrate.create.available') : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-4" aria-busy={pending}>
      <h2 className="text-lg font-bold">{t('migrate.create.title')}</h2>
      <p className="-mt-2 text-sm leading-relaxed text-muted">
        {t('migrate.create.lead')} {t('migrate.create.expires')}
      </p>
      <Field id={IDS.loginId} label={t('migrate.create.loginIdLabel')} error={loginIdError} ok={okText}>
        <div className="flex gap-2">
          <input
            ref={refs.loginId}
            id={IDS.loginId}
            name="loginId"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={20}
            value={values.loginId}
            onChange={(event) => set('loginId', event.target.value)}
            placeholder={t('migrate.create.loginIdPlaceholder')}
            aria-invalid={loginIdError ? true : undefined}
            aria-describedby={describedBy(IDS.loginId, { error: loginIdError, ok: okText })}
            className={inputClass(Boolean(loginIdError))}
          />
          <button
            type="button"
            onClick={() => void checkId()}
            disabled={checking}
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-xl border border-plum px-4 text-sm font-semibold text-plum hover:bg-plum-soft disabled:border-line disabled:text-muted"
          >
            {checking ? t('migrate.create.checking') : t('migrate.create.check')}
          </button>
        </div>
      </Field>
      <Field id={IDS.password} label={t('migrate.create.passwordLabel')} error={passwordError} hint={t('migrate.create.passwordHint')}>
        <input
          ref={refs.password}
          id={IDS.password}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={16}
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          placeholder={t('migrate.create.passwordPlaceholder')}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(IDS.password, { error: passwordError, hint: true })}
          className={inputClass(Boolean(passwordError))}
        />
      </Field>
      <Field id={IDS.passwordConfirm} label={t('migrate.create.passwordConfirmLabel')} error={confirmError}>
        <input
          ref={refs.passwordConfirm}
          id={IDS.passwordConfirm}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          maxLength={16}
          value={values.passwordConfirm}
          onChange={(event) => set('passwordConfirm', event.target.value)}
          placeholder={t('migrate.create.passwordConfirmPlaceholder')}
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={describedBy(IDS.passwordConfirm, { error: confirmError })}
          className={inputClass(Boolean(confirmError))}
        />
      </Field>
      <fieldset className="rounded-2xl border border-line px-4 py-3" aria-describedby={errors.agreements ? `${consentsId}-error` : undefined}>
        <legend className="px-1 text-sm font-semibold">{t('migrate.create.consents')}</legend>
        <label className="flex min-h-11 items-center gap-2 border-b border-line pb-2 text-sm font-semibold">
          <input
            ref={refs.agreements}
            type="checkbox"
            className="size-5 accent-plum"
            checked={allRequired}
            onChange={(event) => {
              const on = event.target.checked;
              setAgreements((current) => ({ ...current, ...Object.fromEntries(required.map((terms) => [terms.code, on])) }));
              setErrors((current) => ({ ...current, agreements: undefined }));
            }}
          />
          {t('migrate.create.all')}
        </label>
        <ul className="mt-1">
          {TERMS.map((terms) => (
            <li key={terms.code}>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-plum"
                  checked={agreements[terms.code] === true}
                  onChange={(event) => {
                    const on = event.target.checked;
                    setAgreements((current) => ({ ...current, [terms.code]: on }));
                    setErrors((current) => ({ ...current, agreements: undefined }));
                  }}
                />
                <span>
                  {t(`signup.agreeTerms.items.${terms.code}.title`)}{' '}
                  <span className="text-muted">{terms.required ? t('migrate.create.required') : t('migrate.create.optional')}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.agreements && (
          <p id={`${consentsId}-error`} className="mt-1 text-sm text-coral-strong">
            {text(errors.agreements)}
          </p>
        )}
      </fieldset>
      {formError && (
        <div role="alert" data-testid="migrate-error" className="rounded-xl bg-coral-soft px-4 py-3 text-sm text-coral-strong">
          <p>{text(formError)}</p>
          {tokenProblem && (
            <button type="button" onClick={onRestart} className="mt-2 font-semibold text-plum underline underline-offset-4">
              {t('migrate.profile.notYou')}
            </button>
          )}
        </div>
      )}
      <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
        {pending ? t('migrate.create.submitting') : t('migrate.create.submit')}
      </button>
    </form>
  );
}

/**
 * /migrate (SPEC §2, docs/decisions/016): find the old account (old id + password, or the `?id=` of the
 * mailed link), then choose the new login id and password. The migrate token stays in memory.
 */
export function MigrateRoute() {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const [searchParams, setSearchParams] = useSearchParams();
  const mailedId = searchParams.get('id');
  const [found, setFound] = useState<MigrateInfoResult | null>(null);
  const mailed = useQuery({
    queryKey: ['migrate', 'mailed', mailedId],
    queryFn: ({ signal }) => findLegacyAccountByMailedId(mailedId ?? '', signal),
    enabled: Boolean(mailedId) && !found,
    staleTime: Infinity,
    gcTime: 0,
    retry: false
  });
  const current = found ?? (mailedId ? (mailed.data ?? null) : null);
  const reset = () => {
    setFound(null);
    if (mailedId) setSearchParams({}, { replace: true });
  };

  return (
    <div className="container-page flex justify-center py-8 md:py-14">
      <DocumentTitle page={t('migrate.title')} />
      <section
        aria-labelledby="migrate-title"
        className="w-full max-w-[520px] rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-line/70 md:px-10 md:py-10"
      >
        <h1 id="migrate-title" className="text-center text-2xl font-bold tracking-tight md:text-3xl">
          {t('migrate.title')}
        </h1>
        <p className="mb-6 mt-2 text-center text-sm leading-relaxed text-muted">{t('migrate.lead')}</p>
        <Steps current={current ? 2 : 1} />
        {current ? (
          <>
            <Profile found={current} onReset={reset} />
            <CreateForm key={current.migrateToken} found={current} onRestart={reset} />
          </>
        ) : mailedId && mailed.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-muted">
            {t('migrate.find.mailed')}
          </p>
        ) : (
          <FindForm
            onFound={setFound}
            notice={
              mailedId && mailed.isError
                ? `${t('migrate.find.mailedFailed')} ${text(apiMessage(mailed.error)) ?? ''}`.trim()
                : null
            }
          />
        )}
      </section>
    </div>
  );
}
