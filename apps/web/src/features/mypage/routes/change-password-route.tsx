import { isPasswordChangeDue, type Me } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { apiMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { formatDate } from '../../../shared/lib/format';
import { safeRedirect } from '../../../shared/lib/safe-redirect';
import { meQueryKey, meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { dialogs } from '../../../shared/ui/dialog-store';
import { delayPasswordChange } from '../api/account-mutations';
import { AccountFrame, FormNotice } from '../components/account-frame';
import { ChangePasswordForm } from '../components/change-password-form';

/** Today where the member is (YYYY-MM-DD). */
const today = () => formatDate(new Date().toISOString());

/**
 * /mypage/changePassWord (guard: login): the change form. When a change is due (requiredPasswordChangeDate
 * has come) the screen says so and offers "change later" (90 more days). A login of such a member lands
 * here with its redirect kept.
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
  const [delaying, setDelaying] = useState(false);
  const [delayError, setDelayError] = useState<Message | null>(null);

  const requiredDate = me.data?.requiredPasswordChangeDate ?? null;
  const due = isPasswordChangeDue(requiredDate, today());
  const redirect = searchParams.get('redirect');
  /** Where to go afterwards: the page a login was headed for, else my page (change) or Home (later). */
  const onward = (fallback: string) => (redirect ? safeRedirect(redirect) : fallback);
  const setRequiredDate = (userSeqNo: number, date: string | null) =>
    queryClient.setQueryData<Me>(meQueryKey(userSeqNo), (current) =>
      current ? { ...current, requiredPasswordChangeDate: date } : current
    );

  async function changed() {
    if (member) setRequiredDate(member.userSeqNo, null);
    await dialogs.alert(t('mypageAccount.changePassword.done'));
    await navigate(onward(paths.myPage()), { replace: true });
  }

  async function changeLater() {
    if (delaying || !member) return;
    setDelaying(true);
    setDelayError(null);
    try {
      const { requiredPasswordChangeDate } = await delayPasswordChange(member.userSeqNo);
      setRequiredDate(member.userSeqNo, requiredPasswordChangeDate);
      await dialogs.alert(t('mypageAccount.changePassword.delayed', { date: requiredPasswordChangeDate }));
      await navigate(onward(paths.home()), { replace: true });
    } catch (error) {
      setDelayError(apiMessage(error));
    } finally {
      setDelaying(false);
    }
  }

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
      {delayError && (
        <div aria-live="polite" className="mb-5">
          <FormNotice kind="error" testId="change-password-error">
            {text(delayError)}
          </FormNotice>
        </div>
      )}
      <ChangePasswordForm
        onChanged={changed}
        busy={delaying}
        {...(due
          ? {
              later: (sending: boolean) => (
                <button
                  type="button"
                  className="btn-secondary h-12 w-full md:flex-1"
                  onClick={() => void changeLater()}
                  disabled={sending || delaying}
                >
                  {t('mypageAccount.changePassword.later')}
                </button>
              )
            }
          : {})}
      />
    </AccountFrame>
  );
}
