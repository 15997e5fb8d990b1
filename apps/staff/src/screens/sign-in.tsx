import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, ME_KEY, messageOf, staffApi } from '../api';
import { Field, Notice } from '../components/field';
import { firstScreen } from '../desks';
import { setLanguage, useDocumentTitle, useT } from '../i18n';

type Step = { kind: 'password' } | { kind: 'otp' } | { kind: 'enrol'; secret: string; otpauthUri: string };

/** Password, then the authenticator code; a first sign-in enrols the authenticator on the way. */
export function SignInScreen() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [form, setForm] = useState({ username: '', password: '', otp: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('signIn.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!form.username.trim() || !form.password) return setError(t('signIn.required'));
    const otp = form.otp.replace(/\s+/g, '');
    if (step.kind !== 'password' && !/^[0-9]{6}$/.test(otp)) return setError(t('signIn.otpFormat'));
    setBusy(true);
    try {
      const answer = await staffApi.signIn({
        username: form.username.trim(),
        password: form.password,
        ...(otp ? { otp } : {})
      });
      if (answer.status === 'ENROL_TOTP') {
        setStep({ kind: 'enrol', secret: answer.secret, otpauthUri: answer.otpauthUri });
        return;
      }
      queryClient.setQueryData(ME_KEY, answer.staff);
      // The first screen this staff member may use: content staff have no order desk.
      await navigate(firstScreen(answer.staff.permissions));
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'STAFF_OTP_REQUIRED') {
        setStep({ kind: 'otp' });
        return;
      }
      setError(messageOf(caught, t('error.generic')));
      setForm((current) => ({ ...current, otp: '' }));
    } finally {
      setBusy(false);
    }
  };

  const update = (name: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [name]: event.target.value }));

  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 px-4 py-10">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted">{t('app.brand')}</p>
          <h1 className="text-2xl font-semibold text-plum">
            {step.kind === 'enrol' ? t('signIn.enrolTitle') : t('signIn.title')}
          </h1>
        </div>
        <button
          type="button"
          className="min-h-11 rounded-md border border-line px-3 text-sm"
          onClick={() => setLanguage(language === 'ko-KR' ? 'en-US' : 'ko-KR')}
        >
          {t('app.language')}
        </button>
      </div>
      <form
        className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-sm"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Field
          id="username"
          label={t('signIn.loginId')}
          autoComplete="username"
          value={form.username}
          onChange={update('username')}
          readOnly={step.kind !== 'password'}
        />
        <Field
          id="password"
          type="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          value={form.password}
          onChange={update('password')}
          readOnly={step.kind !== 'password'}
        />
        {step.kind === 'enrol' && (
          <div className="flex flex-col gap-2 rounded-md bg-plum-soft p-3 text-sm">
            <p>{t('signIn.enrolHelp')}</p>
            <p>
              {t('signIn.secret')}:{' '}
              <a
                href={step.otpauthUri}
                className="font-mono break-all text-plum-dark underline"
                data-testid="totp-secret"
              >
                {step.secret.replace(/(.{4})/g, '$1 ').trim()}
              </a>
            </p>
          </div>
        )}
        {step.kind !== 'password' && (
          <Field
            id="otp"
            label={t('signIn.otp')}
            hint={t('signIn.otpHelp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={form.otp}
            onChange={update('otp')}
            autoFocus
          />
        )}
        {error && <Notice tone="error">{error}</Notice>}
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-plum px-4 py-2.5 font-medium text-white disabled:opacity-60"
        >
          {step.kind === 'enrol' ? t('signIn.enrolSubmit') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
