import type { UserInfo } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { fieldMessage, useFormMessages } from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { TextField } from '../../../shared/forms/text-field';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { userInfoQueryOptions } from '../api/account-queries';
import { AccountFrame, FormNotice, LoadError } from '../components/account-frame';
import { EmailChangeSection, MarketingConsentFieldset, ReadOnlyRow } from '../components/user-info-fields';
import { USER_INFO_IDS, useUserInfoForm } from '../hooks/use-user-info-form';

/** The editable part, mounted once the member's data is there (its initial values come from it). */
function UserInfoForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const { form, email, notice, setNotice, submit, ...actions } = useUserInfoForm(info);
  const { register, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const clearNotice = { onChange: () => setNotice(null) };

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting, () => setNotice(null), submit)}
      aria-busy={isSubmitting}
      className="flex flex-col gap-7"
    >
      <TextField
        id={USER_INFO_IDS.mobileNumber}
        label={t('mypageAccount.userInfo.mobile')}
        error={text(fieldMessage(errors.mobileNumber))}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        placeholder={t('signup.info.mobilePlaceholder')}
        {...register('mobileNumber', { ...clearNotice, onBlur: actions.formatMobileOnBlur })}
      />
      <EmailChangeSection
        currentEmail={info.email}
        changing={watch('changingEmail')}
        email={email}
        currentPassword={register('currentPassword')}
        currentPasswordError={text(fieldMessage(errors.currentPassword))}
        onStart={actions.startEmailChange}
        onCancel={actions.cancelEmailChange}
      />
      <MarketingConsentFieldset
        email={register('marketingEmail', clearNotice)}
        sms={register('marketingSms', clearNotice)}
      />
      <div aria-live="polite">
        {notice && (
          <FormNotice kind={notice.kind} testId={`userinfo-${notice.kind}`}>
            {notice.kind === 'error' ? text(notice.message) : t(`mypageAccount.userInfo.${notice.text}`)}
          </FormNotice>
        )}
      </div>
      <button type="submit" className="btn-primary h-12 w-full" disabled={isSubmitting}>
        {isSubmitting ? t('mypageAccount.saving') : t('mypageAccount.userInfo.submit')}
      </button>
    </form>
  );
}

/** /mypage/userInfo (guard: passwordChecked): who the member is (read-only) and what they may change. */
export function UserInfoRoute() {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const info = useQuery({ ...userInfoQueryOptions(member?.userSeqNo ?? 0), enabled: member !== null });
  const data = info.data;

  return (
    <AccountFrame title={t('mypageAccount.userInfo.title')} lead={t('mypageAccount.userInfo.lead')} wide>
      {data ? (
        <>
          <dl className="mb-7 grid gap-x-8 sm:grid-cols-3">
            <ReadOnlyRow
              label={t('mypageAccount.userInfo.name')}
              value={data.fullName}
              testId="userinfo-name"
            />
            <ReadOnlyRow
              label={t('mypageAccount.userInfo.loginId')}
              value={data.loginId}
              testId="userinfo-login-id"
            />
            <ReadOnlyRow
              label={t('mypageAccount.userInfo.memberNumber')}
              value={data.userNumber}
              testId="userinfo-member-number"
            />
          </dl>
          <UserInfoForm info={data} />
        </>
      ) : info.isError ? (
        <LoadError onRetry={() => void info.refetch()} />
      ) : (
        <p className="text-sm text-muted">{t('mypageAccount.loading')}</p>
      )}
    </AccountFrame>
  );
}
