import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { AccountFrame } from '../components/account-frame';
import { WithdrawalForm } from '../components/withdrawal-form';

/**
 * /mypage/withdrawal (guard: passwordChecked): what leaving means, then the form (reason, optional
 * words, password, an explicit "I understand" and a last confirm). Afterwards the session ends here too
 * (the API ended it everywhere) and the done screen gives the date from which joining again is possible.
 */
export function WithdrawalRoute() {
  const { t } = useTranslation('accounts');
  const [rejoinDate, setRejoinDate] = useState<string | null>(null);

  if (rejoinDate) {
    return (
      <MessageScreen
        title={t('mypageAccount.withdrawal.doneTitle')}
        body={t('mypageAccount.withdrawal.doneBody')}
      >
        <p className="mt-3 text-[15px] font-semibold text-ink" data-testid="withdrawal-rejoin-date">
          {t('mypageAccount.withdrawal.rejoinFrom', { date: rejoinDate })}
        </p>
      </MessageScreen>
    );
  }

  return (
    <AccountFrame title={t('mypageAccount.withdrawal.title')} lead={t('mypageAccount.withdrawal.lead')} wide>
      <WithdrawalNotice />
      <WithdrawalForm onDone={setRejoinDate} />
    </AccountFrame>
  );
}

/** What withdrawing means, before the form. */
function WithdrawalNotice() {
  const { t } = useTranslation('accounts');
  return (
    <div className="mb-7 rounded-2xl bg-cream px-4 py-4 md:px-5">
      <p className="text-sm font-semibold">{t('mypageAccount.withdrawal.noticeTitle')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted">
        <li>{t('mypageAccount.withdrawal.notice1')}</li>
        <li>{t('mypageAccount.withdrawal.notice2')}</li>
        <li>{t('mypageAccount.withdrawal.notice3')}</li>
      </ul>
    </div>
  );
}
