import { formatMobile, MobileSchema, type UpdateUserInfoBody, type UserInfo } from '@mall/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import {
  EmailVerificationField,
  emailFieldIds,
  useEmailVerification
} from '../../../shared/forms/email-verification';
import { describedBy, FieldLabel, FieldMessages, inputClass } from '../../../shared/forms/field';
import {
  apiMessage,
  ruleKey,
  ruleMessage,
  useFormMessages,
  type Message
} from '../../../shared/forms/form-messages';
import { meQueryKey } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { updateUserInfo } from '../api/account-mutations';
import { accountKeys, userInfoQueryOptions } from '../api/account-queries';
import { AccountFrame, FormNotice, LoadError } from '../components/account-frame';
import { PasswordInput } from '../components/password-input';

type Field = 'mobile' | 'email' | 'currentPassword';
type Errors = Partial<Record<Field, Message>>;

const EMAIL_PREFIX = 'userinfo-email';
const IDS: Record<Field, string> = {
  mobile: 'userinfo-mobile',
  email: emailFieldIds(EMAIL_PREFIX).local,
  currentPassword: 'userinfo-current-password'
};
const ORDER: readonly Field[] = ['mobile', 'email', 'currentPassword'];
/** The API's field paths onto this form's inputs. */
const SERVER_FIELDS: Record<string, Field> = {
  mobileNumber: 'mobile',
  email: 'email',
  emailVerificationToken: 'email',
  currentPassword: 'currentPassword'
};

const mobileDigits = (value: string) => value.replace(/[\s-]/g, '');

function ReadOnlyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-line/70 py-3 sm:block">
      <dt className="shrink-0 text-sm text-muted">{label}</dt>
      <dd data-testid={testId} className="text-right text-[15px] font-semibold sm:mt-1 sm:text-left">
        {value}
      </dd>
    </div>
  );
}

/** The member's address, and once asked, a new one with its mailed code and the current password. */
function EmailChangeSection({
  currentEmail,
  changing,
  email,
  currentPassword,
  currentPasswordError,
  onStart,
  onCurrentPasswordChange,
  onCancel
}: {
  currentEmail: string | null;
  changing: boolean;
  email: ReturnType<typeof useEmailVerification>;
  currentPassword: string;
  currentPasswordError: string | null;
  onStart: () => void;
  onCurrentPasswordChange: (value: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div>
      <p className="mb-1.5 text-sm font-semibold">{t('mypageAccount.userInfo.email')}</p>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-cream px-4 py-3">
        <span data-testid="userinfo-email" className="min-w-0 break-all text-[15px]">
          {currentEmail ?? t('mypageAccount.userInfo.noEmail')}
        </span>
        {!changing && (
          <button type="button" className="btn-secondary min-h-10 shrink-0 px-4 text-sm" onClick={onStart}>
            {t('mypageAccount.userInfo.changeEmail')}
          </button>
        )}
      </div>
      {changing && (
        <div className="mt-4 flex flex-col gap-5 rounded-2xl border border-line px-4 py-5 md:px-5">
          <EmailVerificationField
            email={email}
            idPrefix={EMAIL_PREFIX}
            testIdPrefix="userinfo"
            legend={t('mypageAccount.userInfo.newEmail')}
          />
          <PasswordInput
            id={IDS.currentPassword}
            name="currentPassword"
            label={t('mypageAccount.userInfo.currentPassword')}
            value={currentPassword}
            onChange={onCurrentPasswordChange}
            error={currentPasswordError}
            hint={t('mypageAccount.userInfo.currentPasswordHint')}
            autoComplete="current-password"
          />
          <button type="button" className="self-start text-sm text-muted underline" onClick={onCancel}>
            {t('mypageAccount.userInfo.cancelEmailChange')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The two marketing consents (mail, text messages), each sent only when it changed. */
function MarketingConsentFieldset({
  email,
  sms,
  onEmailChange,
  onSmsChange
}: {
  email: boolean;
  sms: boolean;
  onEmailChange: (checked: boolean) => void;
  onSmsChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('accounts');
  const checkboxClass = 'size-5 shrink-0 rounded border-line accent-plum';
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('mypageAccount.userInfo.marketing')}</legend>
      <p className="mb-2 text-xs leading-relaxed text-muted">{t('mypageAccount.userInfo.marketingHint')}</p>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-8">
        <label className="inline-flex min-h-11 items-center gap-2 text-[15px]">
          <input
            type="checkbox"
            name="marketingEmail"
            className={checkboxClass}
            checked={email}
            onChange={(event) => onEmailChange(event.target.checked)}
          />
          {t('mypageAccount.userInfo.marketingEmail')}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 text-[15px]">
          <input
            type="checkbox"
            name="marketingSms"
            className={checkboxClass}
            checked={sms}
            onChange={(event) => onSmsChange(event.target.checked)}
          />
          {t('mypageAccount.userInfo.marketingSms')}
        </label>
      </div>
    </fieldset>
  );
}

/** The editable part, mounted once the member's data is there (its initial values come from it). */
function UserInfoForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const queryClient = useQueryClient();
  const email = useEmailVerification('CHANGE_EMAIL');
  const [mobile, setMobile] = useState(() => formatMobile(info.mobileNumber ?? ''));
  const [marketingEmail, setMarketingEmail] = useState(info.marketingEmail);
  const [marketingSms, setMarketingSms] = useState(info.marketingSms);
  const [changingEmail, setChangingEmail] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{
    kind: 'error' | 'success' | 'info';
    message: Message | string;
  } | null>(null);
  const [pending, setPending] = useState(false);

  const allErrors: Errors = { ...errors, email: email.emailError ?? errors.email };
  const setError = (field: Field, message: Message | undefined) => {
    if (field === 'email') email.setEmailError(message ?? null);
    setErrors((current) => ({ ...current, [field]: message }));
  };

  function mobileError(value: string): Message | undefined {
    const key = ruleKey(MobileSchema, mobileDigits(value.trim()));
    return key ? ruleMessage(key) : undefined;
  }

  function cancelEmailChange() {
    setChangingEmail(false);
    email.reset();
    email.setEmailError(null);
    setCurrentPassword('');
    setErrors((current) => ({ ...current, email: undefined, currentPassword: undefined }));
  }

  /** Only what changed goes to the API; a new address brings its proof and the current password. */
  function collect(): { body: UpdateUserInfoBody; found: Errors } {
    const found: Errors = {};
    const body: UpdateUserInfoBody = {};
    const digits = mobileDigits(mobile.trim());
    const mobileRefusal = mobileError(mobile);
    if (mobileRefusal) found.mobile = mobileRefusal;
    else if (digits !== (info.mobileNumber ?? '')) body.mobileNumber = digits;
    if (changingEmail) {
      if (email.flow.status !== 'verified')
        found.email = email.validate() ?? ruleMessage('SIG_ValidEmailAuth');
      else {
        body.email = email.flow.email;
        body.emailVerificationToken = email.flow.token;
      }
      if (!currentPassword.trim()) found.currentPassword = ruleMessage('VA_EnterPassword');
      else body.currentPassword = currentPassword.trim();
    }
    if (marketingEmail !== info.marketingEmail) body.marketingEmail = marketingEmail;
    if (marketingSms !== info.marketingSms) body.marketingSms = marketingSms;
    return { body, found };
  }

  function applyServerError(error: unknown) {
    if (!isApiError(error)) return setNotice({ kind: 'error', message: apiMessage(error) });
    const found: Errors = {};
    switch (error.code) {
      case 'PASSWORD_MISMATCH':
        found.currentPassword = apiMessage(error);
        setCurrentPassword('');
        break;
      case 'EMAIL_TAKEN':
      case 'EMAIL_NOT_VERIFIED':
        // The proof is spent or refused: the address needs a fresh code.
        email.reset();
        found.email = apiMessage(error);
        break;
      default:
        for (const field of error.fields) {
          const target = SERVER_FIELDS[field.field];
          if (target && !found[target]) found[target] = ruleMessage(field.code);
        }
    }
    if (Object.keys(found).length === 0) return setNotice({ kind: 'error', message: apiMessage(error) });
    setErrors(found);
    if (found.email) email.setEmailError(found.email);
    const first = ORDER.find((field) => found[field]);
    if (first) document.getElementById(IDS[first])?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setNotice(null);
    const { body, found } = collect();
    setErrors(found);
    if (found.email) email.setEmailError(found.email);
    const first = ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(IDS[first])?.focus();
      return;
    }
    if (Object.keys(body).length === 0) {
      setNotice({ kind: 'info', message: t('mypageAccount.userInfo.nothingChanged') });
      return;
    }
    setPending(true);
    try {
      const saved = await updateUserInfo(info.userSeqNo, body);
      queryClient.setQueryData(accountKeys.userInfo(info.userSeqNo), saved);
      void queryClient.invalidateQueries({ queryKey: meQueryKey(info.userSeqNo) });
      setMobile(formatMobile(saved.mobileNumber ?? ''));
      setMarketingEmail(saved.marketingEmail);
      setMarketingSms(saved.marketingSms);
      if (body.email) cancelEmailChange();
      setNotice({
        kind: 'success',
        message: body.email ? t('mypageAccount.userInfo.savedWithEmail') : t('mypageAccount.userInfo.saved')
      });
    } catch (error) {
      applyServerError(error);
    } finally {
      setPending(false);
    }
  }

  const mobileMessage = text(allErrors.mobile);
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={pending}
      className="flex flex-col gap-7"
    >
      <div>
        <FieldLabel htmlFor={IDS.mobile}>{t('mypageAccount.userInfo.mobile')}</FieldLabel>
        <input
          id={IDS.mobile}
          name="mobileNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          value={mobile}
          placeholder={t('signup.info.mobilePlaceholder')}
          onChange={(event) => {
            setMobile(event.target.value);
            setNotice(null);
            if (errors.mobile) setError('mobile', mobileError(event.target.value));
          }}
          onBlur={() => {
            const refusal = mobileError(mobile);
            setError('mobile', refusal);
            if (!refusal) setMobile(formatMobile(mobileDigits(mobile.trim())));
          }}
          aria-invalid={mobileMessage ? true : undefined}
          aria-describedby={describedBy(IDS.mobile, { error: mobileMessage })}
          className={inputClass(Boolean(mobileMessage))}
        />
        <FieldMessages id={IDS.mobile} error={mobileMessage} />
      </div>

      <EmailChangeSection
        currentEmail={info.email}
        changing={changingEmail}
        email={email}
        currentPassword={currentPassword}
        currentPasswordError={text(allErrors.currentPassword)}
        onStart={() => {
          setChangingEmail(true);
          setNotice(null);
        }}
        onCurrentPasswordChange={(value) => {
          setCurrentPassword(value);
          if (errors.currentPassword) setError('currentPassword', undefined);
        }}
        onCancel={cancelEmailChange}
      />

      <MarketingConsentFieldset
        email={marketingEmail}
        sms={marketingSms}
        onEmailChange={(checked) => {
          setMarketingEmail(checked);
          setNotice(null);
        }}
        onSmsChange={(checked) => {
          setMarketingSms(checked);
          setNotice(null);
        }}
      />

      <div aria-live="polite">
        {notice && (
          <FormNotice kind={notice.kind} testId={`userinfo-${notice.kind}`}>
            {typeof notice.message === 'string' ? notice.message : text(notice.message)}
          </FormNotice>
        )}
      </div>
      <button type="submit" className="btn-primary h-12 w-full" disabled={pending}>
        {pending ? t('mypageAccount.saving') : t('mypageAccount.userInfo.submit')}
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
