import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import type { FoundAccount } from '../api/recovery-api';
import { EmailCodeForm } from '../components/email-code-form';
import { RecoveryCard } from '../components/form-bits';
import { FoundAccounts } from '../components/found-accounts';
import { IdentityPanel } from '../components/identity-panel';
import { MethodTabs, type RecoveryTab } from '../components/method-tabs';
import { recoveryProof } from '../lib/recovery-proof';

type Result =
  | { method: 'EMAIL'; email: string; accounts: FoundAccount[] }
  | { method: 'IDENTITY'; accounts: FoundAccount[] };

/** /findAccount (guests): find the login id by a mailed code or by 휴대폰 본인확인. */
export function FindAccountRoute() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const titleId = useId();
  const [tab, setTab] = useState<RecoveryTab>('email');
  const [result, setResult] = useState<Result | null>(null);

  function reset(account: FoundAccount) {
    recoveryProof.set(
      result?.method === 'EMAIL'
        ? {
            method: 'EMAIL',
            email: result.email,
            token: account.verificationToken,
            maskedLoginId: account.maskedLoginId
          }
        : { method: 'IDENTITY', token: account.verificationToken, maskedLoginId: account.maskedLoginId }
    );
    void navigate(paths.resetPassword());
  }

  return (
    <RecoveryCard
      titleId={titleId}
      title={result ? t('recovery.resultTitle') : t('recovery.findTitle')}
      lead={result ? undefined : t('recovery.findLead')}
    >
      <DocumentTitle page={t('recovery.findTitle')} />
      {result ? (
        <FoundAccounts accounts={result.accounts} onReset={reset} onSearchAgain={() => setResult(null)} />
      ) : (
        <MethodTabs
          tab={tab}
          onChange={setTab}
          panel={
            tab === 'email' ? (
              <EmailCodeForm
                onFound={(email, account) => setResult({ method: 'EMAIL', email, accounts: [account] })}
              />
            ) : (
              <IdentityPanel
                mode="find"
                onFound={(accounts) => setResult({ method: 'IDENTITY', accounts })}
              />
            )
          }
        />
      )}
    </RecoveryCard>
  );
}
