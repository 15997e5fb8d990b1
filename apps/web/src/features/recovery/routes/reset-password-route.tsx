import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { dialogs } from '../../../shared/ui/dialog-store';
import type { FoundAccount } from '../api/recovery-api';
import { EmailCodeForm } from '../components/email-code-form';
import { RecoveryCard } from '../components/form-bits';
import { IdentityPanel } from '../components/identity-panel';
import { NewPasswordForm } from '../components/new-password-form';
import { MethodTabs, type RecoveryTab } from '../components/method-tabs';
import { recoveryProof, type RecoveryProof } from '../lib/recovery-proof';

/**
 * /resetPassword (guests). With a proof from /findAccount (this tab's memory) it asks for the new
 * password at once; otherwise it first runs the same verification. An expired or spent proof sends the
 * person back to the verification with PW_ResetAlert; success shows PW_ResetOk and opens the login screen.
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('accounts');
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
                <IdentityPanel
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
