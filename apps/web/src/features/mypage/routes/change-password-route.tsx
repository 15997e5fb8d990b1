import { ChangePasswordBodySchema, isPasswordChangeDue, type Me } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { apiMessage, ruleMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { formatDate } from '../../../shared/lib/format';
import { safeRedirect } from '../../../shared/lib/safe-redirect';
import { meQueryKey, meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { dialogs } from '../../../shared/ui/dialog-store';
import { changePassword, delayPasswordChange } from '../api/account-mutations';
import { AccountFrame, FormNotice } from '../components/account-frame';
import { PasswordInput } from '../components/password-input';

type Field = 'currentPassword' | 'password' | 'passwordConfirm';
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['currentPassword', 'password', 'passwordConfirm'];
const IDS: Record<Field, string> = {
  currentPassword: 'change-password-current',
  password: 'change-password-new',
  passwordConfirm: 'change-password-confirm'
};

/** The first refusal per field, as the shared schema (and so the API) gives it. */
function validate(values: Values): Partial<Record<Field, Message>> {
  const result = ChangePasswordBodySchema.safeParse(values);
  if (result.success) return {};
  const found: Partial<Record<Field, Message>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field) && !found[field]) found[field] = ruleMessage(issue.message);
  }
  return found;
}

/** Today where the member is (YYYY-MM-DD). */
const today = () => formatDate(new Date().toISOString());

/**
 * /mypage/changePassWord (guard: login). Current password, new one with the SPEC §5 rules shown live,
 * confirmation. When a change is due (requiredPasswordChangeDate has come) the screen says so and
 * offers "change later" (90 more days). A login of such a member lands here with its redirect kept.
 */
export function ChangePasswordRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const me = useQuery({ ...meQueryOptions(member?.userSeqNo ?? 0), enabled: member !== null });
  const [values, setValues] = useState<Values>({ currentPassword: '', password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, Message>>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [pending, setPending] = useState<'change' | 'delay' | null>(null);

  const requiredDate = me.data?.requiredPasswordChangeDate ?? null;
  const due = isPasswordChangeDue(requiredDate, today());
  const redirect = searchParams.get('redirect');
  /** Where to go afterwards: the page a login was headed for, else my page (change) or Home (later). */
  const onward = (fallback: string) => (redirect ? safeRedirect(redirect) : fallback);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFormError(null);
    // A refused field is re-judged as the member types, so its message goes once it is fixed.
    if (errors[field] || (field === 'password' && errors.passwordConfirm)) {
      const found = validate(next);
      setErrors((current) => ({
        ...current,
        [field]: current[field] ? found[field] : undefined,
        ...(field === 'password' && current.passwordConfirm ? { passwordConfirm: found.passwordConfirm } : {})
      }));
    }
  }

  function blur(field: Field) {
    if (!values[field]) return;
    const found = validate(values);
    setErrors((current) => ({ ...current, [field]: found[field] }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !member) return;
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(IDS[first])?.focus();
      return;
    }
    setPending('change');
    try {
      await changePassword(values);
      queryClient.setQueryData<Me>(meQueryKey(member.userSeqNo), (current) =>
        current ? { ...current, requiredPasswordChangeDate: null } : current
      );
      await dialogs.alert(t('mypageAccount.changePassword.done'));
      await navigate(onward(paths.myPage()), { replace: true });
    } catch (error) {
      if (!isApiError(error)) return setFormError(apiMessage(error));
      if (error.code === 'PASSWORD_MISMATCH') {
        setErrors({ currentPassword: apiMessage(error) });
        setValues((current) => ({ ...current, currentPassword: '' }));
        document.getElementById(IDS.currentPassword)?.focus();
        return;
      }
      const fromServer: Partial<Record<Field, Message>> = {};
      for (const field of error.fields) {
        const name = field.field as Field;
        if (FIELDS.includes(name) && !fromServer[name]) fromServer[name] = ruleMessage(field.code);
      }
      if (Object.keys(fromServer).length > 0) setErrors(fromServer);
      else setFormError(apiMessage(error));
    } finally {
      setPending(null);
    }
  }

  async function changeLater() {
    if (pending || !member) return;
    setPending('delay');
    setFormError(null);
    try {
      const { requiredPasswordChangeDate } = await delayPasswordChange(member.userSeqNo);
      queryClient.setQueryData<Me>(meQueryKey(member.userSeqNo), (current) =>
        current ? { ...current, requiredPasswordChangeDate } : current
      );
      await dialogs.alert(t('mypageAccount.changePassword.delayed', { date: requiredPasswordChangeDate }));
      await navigate(onward(paths.home()), { replace: true });
    } catch (error) {
      setFormError(apiMessage(error));
    } finally {
      setPending(null);
    }
  }

  const confirmMatches =
    values.passwordConfirm.length > 0 &&
    values.passwordConfirm === values.password &&
    !errors.passwordConfirm;

  return (
    <AccountFrame
      title={t('mypageAccount.changePassword.title')}
      lead={due ? undefined : t('mypageAccount.changePassword.lead')}
    >
      {due && requiredDate && (
        <div
          data-testid="change-password-due"
          className="mb-6 rounded-2xl border border-coral/40 bg-coral-soft px-4 py-4 text-sm leading-relaxed"
        >
          <p className="font-semibold text-coral-strong">{t('mypageAccount.changePassword.dueTitle')}</p>
          <p className="mt-1 text-ink">
            {t('mypageAccount.changePassword.dueBody', { date: requiredDate.slice(0, 10) })}
          </p>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={pending !== null}
        className="flex flex-col gap-5"
      >
        <PasswordInput
          id={IDS.currentPassword}
          name="currentPassword"
          label={t('mypageAccount.changePassword.current')}
          value={values.currentPassword}
          onChange={(value) => change('currentPassword', value)}
          error={text(errors.currentPassword)}
          autoComplete="current-password"
        />
        <PasswordInput
          id={IDS.password}
          name="password"
          label={t('mypageAccount.changePassword.new')}
          placeholder={t('signup.info.passwordPlaceholder')}
          value={values.password}
          onChange={(value) => change('password', value)}
          onBlur={() => blur('password')}
          error={text(errors.password)}
          hint={<PasswordRules password={values.password} />}
          autoComplete="new-password"
        />
        <PasswordInput
          id={IDS.passwordConfirm}
          name="passwordConfirm"
          label={t('mypageAccount.changePassword.confirm')}
          placeholder={t('signup.info.passwordConfirmPlaceholder')}
          value={values.passwordConfirm}
          onChange={(value) => change('passwordConfirm', value)}
          onBlur={() => blur('passwordConfirm')}
          error={text(errors.passwordConfirm)}
          success={confirmMatches ? t('signup.info.passwordMatch') : null}
          autoComplete="new-password"
        />
        <p className="text-xs leading-relaxed text-muted">{t('mypageAccount.changePassword.sessionsNote')}</p>
        <div aria-live="polite">
          {formError && (
            <FormNotice kind="error" testId="change-password-error">
              {text(formError)}
            </FormNotice>
          )}
        </div>
        <div className={`flex flex-col gap-3 ${due ? 'md:flex-row-reverse' : ''}`}>
          <button type="submit" className="btn-primary h-12 w-full md:flex-1" disabled={pending !== null}>
            {pending === 'change' ? t('mypageAccount.saving') : t('mypageAccount.changePassword.submit')}
          </button>
          {due && (
            <button
              type="button"
              className="btn-secondary h-12 w-full md:flex-1"
              onClick={() => void changeLater()}
              disabled={pending !== null}
            >
              {t('mypageAccount.changePassword.later')}
            </button>
          )}
        </div>
      </form>
    </AccountFrame>
  );
}
