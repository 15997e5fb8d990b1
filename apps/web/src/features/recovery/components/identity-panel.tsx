import { LoginIdSchema } from '@mall/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { dispatchApiError } from '../../../shared/api/error-dispatcher';
import { IdentityVerificationButtons } from '../../../shared/identity-verification/identity-verification-buttons';
import type { VerifiedIdentity } from '../../../shared/identity-verification/use-identity-verification';
import { findAccountsByIdentity, resetProofForLoginId, type FoundAccount } from '../api/recovery-api';
import { useRecoveryText } from '../lib/use-recovery-text';
import { TextField } from '../../../shared/forms/text-field';

const MOBILE_ONLY = ['MOBILE'] as const;

/**
 * Mobile method (휴대폰 본인확인, the shared identity verification buttons). `find` spends the FIND_ACCOUNT
 * verification for every account of the person; `reset` asks for the login id first and gets a proof for that
 * account only (SPEC resetPasswordFindUserId). Mobile only: the account is found by the verified name and
 * mobile number (docs/decisions/019), which a card verification does not give. 1100 goes to the SPEC §8
 * dispatcher.
 */
export function IdentityPanel({
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

  /** In the click, before the popup opens: `reset` needs a valid login id first. */
  function beforeStart(): boolean {
    setError(null);
    if (mode === 'reset') {
      const parsed = LoginIdSchema.safeParse(loginId);
      if (!parsed.success) {
        setLoginIdError(rule(parsed.error.issues[0]?.message ?? 'UTI_Valid_LoginId'));
        loginIdRef.current?.focus();
        return false;
      }
      target.current = parsed.data;
      setLoginId(parsed.data);
    }
    return true;
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
      <IdentityVerificationButtons
        purpose="FIND_ACCOUNT"
        methods={MOBILE_ONLY}
        testIds={{ MOBILE: 'recovery-identity-start' }}
        beforeStart={beforeStart}
        onVerified={(result) => void spend(result)}
        verified={false}
        pending={finding}
      >
        {error && !finding && (
          <p role="alert" data-testid="recovery-identity-error" className="text-coral-strong">
            {error}
          </p>
        )}
      </IdentityVerificationButtons>
    </div>
  );
}
