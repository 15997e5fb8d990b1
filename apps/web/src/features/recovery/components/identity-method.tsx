import { LoginIdSchema } from '@mall/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { dispatchApiError } from '../../../shared/api/error-dispatcher';
import {
  useIdentityVerification,
  type VerifiedIdentity
} from '../../../shared/identity-verification/use-identity-verification';
import { findAccountsByIdentity, resetProofForLoginId, type FoundAccount } from '../api/recovery-api';
import { useRecoveryText } from '../lib/use-recovery-text';
import { TextField } from '../../../shared/forms/text-field';

function PhoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Mobile method (휴대폰 본인확인, shared/identity-verification popup). `find` spends the FIND_ACCOUNT verification for
 * every account of the person; `reset` asks for the login id first and gets a proof for that account only
 * (SPEC resetPasswordFindUserId). Mobile only: the account is found by the verified name and mobile number
 * (docs/decisions/019), which a card verification does not give. 1100 goes to the SPEC §8 dispatcher.
 */
export function IdentityMethod({
  mode,
  onFound
}: {
  mode: 'find' | 'reset';
  onFound: (accounts: FoundAccount[]) => void;
}) {
  const { t } = useTranslation('accounts');
  const { rule, apiError } = useRecoveryText();
  const id = useId();
  const loginIdId = `${id}-login-id`;
  const loginIdRef = useRef<HTMLInputElement>(null);
  const [loginId, setLoginId] = useState('');
  const [loginIdError, setLoginIdError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  // The id as it was when the popup opened (typing during the verification does not change the target).
  const target = useRef('');

  async function spend(result: VerifiedIdentity) {
    setFinding(true);
    setError(null);
    try {
      if (mode === 'find') onFound((await findAccountsByIdentity(result.requestId)).accounts);
      else onFound([await resetProofForLoginId(target.current, result.requestId)]);
    } catch (failure) {
      if (isApiError(failure) && failure.code === '1100') dispatchApiError(failure);
      setError(apiError(failure));
    } finally {
      setFinding(false);
    }
  }

  const { state, start, focusPopup, busy } = useIdentityVerification({
    purpose: 'FIND_ACCOUNT',
    onVerified: (result) => void spend(result)
  });

  function begin() {
    setError(null);
    if (mode === 'reset') {
      const parsed = LoginIdSchema.safeParse(loginId);
      if (!parsed.success) {
        setLoginIdError(rule(parsed.error.issues[0]?.message ?? 'UTI_Valid_LoginId'));
        loginIdRef.current?.focus();
        return;
      }
      target.current = parsed.data;
      setLoginId(parsed.data);
    }
    // Opens the popup in the click itself (browsers block it otherwise).
    start('MOBILE');
  }

  return (
    <div className="flex flex-col gap-4" data-testid="recovery-identity">
      <p className="text-sm leading-relaxed text-muted">
        {mode === 'find' ? t('recovery.identityLead') : t('recovery.identityResetLead')}
      </p>
      {mode === 'reset' && (
        <TextField
          ref={loginIdRef}
          id={loginIdId}
          label={t('recovery.loginIdLabel')}
          error={loginIdError}
          name="loginId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          value={loginId}
          onChange={(event) => {
            setLoginId(event.target.value);
            setLoginIdError(null);
          }}
          placeholder={t('recovery.loginIdPlaceholder')}
        />
      )}
      <button
        type="button"
        data-testid="recovery-identity-start"
        onClick={begin}
        disabled={busy || finding}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border border-plum bg-white px-4 text-sm font-semibold text-plum transition-colors hover:bg-plum-soft disabled:cursor-not-allowed disabled:opacity-60"
      >
        <PhoneIcon />
        {t('identity.mobile')}
      </button>
      <div aria-live="polite" className="text-sm">
        {state.status === 'waiting' && (
          <p className="text-muted">
            {t('identity.waiting')}{' '}
            <button
              type="button"
              onClick={focusPopup}
              className="font-semibold text-plum underline underline-offset-4"
            >
              {t('identity.showWindow')}
            </button>
          </p>
        )}
        {(state.status === 'checking' || finding) && <p className="text-muted">{t('identity.checking')}</p>}
        {state.status === 'error' && (
          <p role="alert" className="text-coral-strong">
            {t(`identity.error.${state.kind}`)}
          </p>
        )}
        {error && !finding && (
          <p role="alert" data-testid="recovery-identity-error" className="text-coral-strong">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
