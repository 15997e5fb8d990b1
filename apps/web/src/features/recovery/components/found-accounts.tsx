import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { FoundAccount } from '../api/recovery-api';

/**
 * The result: masked login id(s) and join date(s), with "log in" (the login screen as it is: nothing is
 * prefilled, the id is masked anyway) and "reset password" (carries that account's proof in memory).
 */
export function FoundAccounts({
  accounts,
  onReset,
  onSearchAgain
}: {
  accounts: FoundAccount[];
  onReset: (account: FoundAccount) => void;
  onSearchAgain: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div data-testid="recovery-result">
      <p role="status" className="text-center text-base font-semibold">
        {accounts.length > 1 ? t('recovery.resultMany', { count: accounts.length }) : t('recovery.resultOne')}
      </p>
      <p className="mt-1 text-center text-sm text-muted">{t('recovery.resultLead')}</p>
      <ul className="mt-5 flex flex-col gap-3">
        {accounts.map((account) => (
          <li key={account.verificationToken} className="rounded-2xl bg-cream px-5 py-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('recovery.loginId')}</dt>
              <dd
                data-testid="recovery-masked-id"
                className="font-mono text-base font-semibold tracking-wide text-ink"
              >
                {account.maskedLoginId}
              </dd>
              <dt className="text-muted">{t('recovery.joinDate')}</dt>
              <dd data-testid="recovery-join-date">{account.joinDate}</dd>
            </dl>
            {accounts.length > 1 && (
              <button
                type="button"
                onClick={() => onReset(account)}
                className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-plum underline underline-offset-4"
              >
                {t('recovery.resetThis', { loginId: account.maskedLoginId })}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Link to={paths.login()} className="btn-primary h-12">
          {t('recovery.login')}
        </Link>
        {accounts.length === 1 ? (
          <button
            type="button"
            onClick={() => onReset(accounts[0]!)}
            className="inline-flex h-12 items-center justify-center rounded-full border border-plum px-4 text-sm font-semibold text-plum hover:bg-plum-soft"
          >
            {t('recovery.resetPassword')}
          </button>
        ) : (
          <button
            type="button"
            onClick={onSearchAgain}
            className="inline-flex h-12 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold text-ink hover:bg-cream"
          >
            {t('recovery.searchAgain')}
          </button>
        )}
      </div>
    </div>
  );
}
