import { PasswordSchema } from '@mall/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { dialogs } from '../../../shared/ui/dialog-store';
import { EyeIcon } from '../../../shared/ui/eye-icon';
import { PasswordRules } from '../../../shared/forms/password-rules';
import { resetPassword, type FoundAccount } from '../api/recovery-api';
import { EmailCodeForm } from '../components/email-code-form';
import { describedBy, FieldNote, inputClass, RecoveryCard } from '../components/form-bits';
import { IdentityMethod } from '../components/identity-method';
import { MethodTabs, type RecoveryTab } from '../components/method-tabs';
import { EXPIRED_PROOF_CODES, recoveryProof, type RecoveryProof } from '../lib/recovery-proof';
import { useRecoveryText } from '../lib/use-recovery-text';

type Errors = { password?: string | null; passwordConfirm?: string | null; form?: string | null };

/**
 * /resetPassword (guests). With a proof from /findAccount (this tab's memory) it asks for the new
 * password at once; otherwise it first runs the same verification. An expired or spent proof sends the
 * person back to the verification with PW_ResetAlert; success shows PW_ResetOk and opens the login screen.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('accounts');
  const { rule, apiError } = useRecoveryText();
  const navigate = useNavigate();
  const titleId = useId();
  const [proof, setProof] = useState<RecoveryProof | null>(() => recoveryProof.get());
  const [expiredNotice, setExpiredNotice] = useState(false);
  const [tab, setTab] = useState<RecoveryTab>('email');

  function verified(next: Omit<RecoveryProof, 'expiresAt'>) {
    recoveryProof.set(next);
    setProof(recoveryProof.get());
    setExpiredNotice(false);
  }

  function backToVerification() {
    recoveryProof.clear();
    setProof(null);
    setExpiredNotice(true);
  }

  return (
    <RecoveryCard
      titleId={titleId}
      title={t('recovery.resetTitle')}
      lead={proof ? t('recovery.resetFor', { loginId: proof.maskedLoginId }) : t('recovery.resetVerifyLead')}
    >
      <DocumentTitle page={t('recovery.resetTitle')} />
      {proof ? (
        <NewPasswordForm
          proof={proof}
          onExpired={backToVerification}
          onDone={async () => {
            recoveryProof.clear();
            await dialogs.alert(t('recovery.PW_ResetOk'));
            await navigate(paths.login(), { replace: true });
          }}
          texts={{ rule, apiError }}
        />
      ) : (
        <>
          {expiredNotice && (
            <p
              role="alert"
              data-testid="recovery-expired"
              className="mb-5 rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm font-semibold text-coral-strong"
            >
              {t('recovery.PW_ResetAlert')}
            </p>
          )}
          <MethodTabs
            tab={tab}
            onChange={setTab}
            panel={
              tab === 'email' ? (
                <EmailCodeForm
                  onFound={(email, account) =>
                    verified({
                      method: 'EMAIL',
                      email,
                      token: account.verificationToken,
                      maskedLoginId: account.maskedLoginId
                    })
                  }
                />
              ) : (
                <IdentityMethod
                  mode="reset"
                  onFound={(accounts: FoundAccount[]) => {
                    const [account] = accounts;
                    if (account)
                      verified({
                        method: 'IDENTITY',
                        token: account.verificationToken,
                        maskedLoginId: account.maskedLoginId
                      });
                  }}
                />
              )
            }
          />
        </>
      )}
    </RecoveryCard>
  );
}

function NewPasswordForm({
  proof,
  onExpired,
  onDone,
  texts
}: {
  proof: RecoveryProof;
  onExpired: () => void;
  onDone: () => Promise<void>;
  texts: ReturnType<typeof useRecoveryText>;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const passwordId = `${id}-password`;
  const confirmId = `${id}-confirm`;
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const matches = passwordConfirm.length > 0 && password === passwordConfirm;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = PasswordSchema.safeParse(password);
    const next: Errors = {
      password: parsed.success ? null : texts.rule(parsed.error.issues[0]?.message ?? 'VA_PasswordContain'),
      passwordConfirm: matches ? null : texts.rule('VA_PasswordConfirm')
    };
    setErrors(next);
    if (next.password || next.passwordConfirm) {
      (next.password ? passwordRef : confirmRef).current?.focus();
      return;
    }
    if (recoveryProof.get() === null) {
      onExpired();
      return;
    }
    setPending(true);
    try {
      await resetPassword(
        proof.method === 'EMAIL'
          ? { method: 'EMAIL', email: proof.email, verificationToken: proof.token, password, passwordConfirm }
          : { method: 'IDENTITY', verificationToken: proof.token, password, passwordConfirm }
      );
      await onDone();
    } catch (error) {
      if (isApiError(error) && EXPIRED_PROOF_CODES.includes(error.code)) {
        onExpired();
        return;
      }
      const fields = isApiError(error) ? error.fields : [];
      const field = (name: string) => fields.find((f) => f.field === name);
      const passwordField = field('password');
      const confirmField = field('passwordConfirm');
      setErrors({
        password: passwordField ? texts.rule(passwordField.code) : null,
        passwordConfirm: confirmField ? texts.rule(confirmField.code) : null,
        form: passwordField || confirmField ? null : texts.apiError(error)
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-busy={pending}
    >
      <div>
        <label htmlFor={passwordId} className="mb-1.5 block text-sm font-semibold">
          {t('recovery.newPassword')}
        </label>
        <div className="relative">
          <input
            ref={passwordRef}
            id={passwordId}
            name="password"
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={16}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: null, form: null }));
            }}
            placeholder={t('signup.info.passwordPlaceholder')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(passwordId, { error: errors.password, hint: true })}
            className={`${inputClass(Boolean(errors.password))} pr-12`}
          />
          <button
            type="button"
            onClick={() => setShow((value) => !value)}
            aria-pressed={show}
            aria-label={show ? t('signup.info.hidePassword') : t('signup.info.showPassword')}
            aria-controls={passwordId}
            className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-plum-soft hover:text-plum"
          >
            <EyeIcon open={show} />
          </button>
        </div>
        <FieldNote id={passwordId} error={errors.password} hint={<PasswordRules password={password} />} />
      </div>
      <div>
        <label htmlFor={confirmId} className="mb-1.5 block text-sm font-semibold">
          {t('recovery.passwordConfirm')}
        </label>
        <input
          ref={confirmRef}
          id={confirmId}
          name="passwordConfirm"
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          maxLength={16}
          value={passwordConfirm}
          onChange={(event) => {
            setPasswordConfirm(event.target.value);
            setErrors((current) => ({ ...current, passwordConfirm: null, form: null }));
          }}
          placeholder={t('signup.info.passwordConfirmPlaceholder')}
          aria-invalid={errors.passwordConfirm ? true : undefined}
          aria-describedby={describedBy(confirmId, { error: errors.passwordConfirm, ok: matches })}
          className={inputClass(Boolean(errors.passwordConfirm))}
        />
        <FieldNote
          id={confirmId}
          error={errors.passwordConfirm}
          ok={matches ? t('signup.info.passwordMatch') : null}
        />
      </div>
      {errors.form && (
        <p
          role="alert"
          data-testid="recovery-error"
          className="rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm text-coral-strong"
        >
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn-primary mt-1 h-12 w-full" disabled={pending}>
        {pending ? t('recovery.submitting') : t('recovery.submit')}
      </button>
    </form>
  );
}
