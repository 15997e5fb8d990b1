import { useTranslation } from 'react-i18next';
import type { FoundAccount } from '../api/recovery-api';

/**
 * Mobile method (휴대폰 본인확인). SLOT until the storefront identity popup lands (shared/identity/):
 * `find` spends a FIND_ACCOUNT verification for every account of the person; `reset` names the login id
 * first (SPEC resetPasswordFindUserId).
 */
export function IdentityMethod(_props: { mode: 'find' | 'reset'; onFound: (accounts: FoundAccount[]) => void }) {
  const { t } = useTranslation('accounts');
  return <p className="rounded-2xl bg-cream px-4 py-4 text-sm text-muted">{t('recovery.identityUnavailable')}</p>;
}
