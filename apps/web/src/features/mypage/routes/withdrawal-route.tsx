import { WITHDRAWAL_DETAIL_MAX, WITHDRAWAL_REASONS, type WithdrawalBody } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { describedBy, FieldMessages, inputClass } from '../../../shared/forms/field';
import { apiMessage, ruleMessage, useFormMessages, type Message } from '../../../shared/forms/form-messages';
import { endLocalSession } from '../../../shared/session/logout';
import { dialogs } from '../../../shared/ui/dialog-store';
import { MessageScreen } from '../../../shared/ui/message-screen';
import { withdraw } from '../api/account-mutations';
import { AccountFrame, FormNotice } from '../components/account-frame';
import { PasswordInput } from '../components/password-input';

type Reason = (typeof WITHDRAWAL_REASONS)[number];
type Field = 'reason' | 'detail' | 'password' | 'agree';
type Errors = Partial<Record<Field, Message>>;
const IDS: Record<Field, string> = {
  reason: 'withdrawal-reason',
  detail: 'withdrawal-detail',
  password: 'withdrawal-password',
  agree: 'withdrawal-agree'
};
const ORDER: readonly Field[] = ['reason', 'detail', 'password', 'agree'];

/** The first input of a field (the reason group focuses its first radio). */
const focusField = (field: Field) =>
  document
    .getElementById(field === 'reason' ? `${IDS.reason}-${WITHDRAWAL_REASONS[0]}` : IDS[field])
    ?.focus();

/**
 * /mypage/withdrawal (guard: passwordChecked): reason, optional words, password, an explicit "I
 * understand" and a last confirm. Afterwards the session ends here too (the API ended it everywhere)
 * and the done screen gives the date from which joining again is possible.
 */
export function WithdrawalRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<Reason | null>(null);
  const [detail, setDetail] = useState('');
  const [password, setPassword] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [pending, setPending] = useState(false);
  const [rejoinDate, setRejoinDate] = useState<string | null>(null);
  const submitting = useRef(false);

  function check(): Errors {
    const found: Errors = {};
    if (!reason) found.reason = ruleMessage('WD_SelectReason');
    if (detail.trim().length > WITHDRAWAL_DETAIL_MAX) found.detail = ruleMessage('WD_DetailLength');
    if (!password.trim()) found.password = ruleMessage('VA_EnterPassword');
    if (!agree) found.agree = ruleMessage('WD_AgreeRequired');
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    setFormError(null);
    const found = check();
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first || !reason) {
      if (first) focusField(first);
      return;
    }
    submitting.current = true;
    try {
      const sure = await dialogs.confirm(t('mypageAccount.withdrawal.confirm'), {
        confirmLabel: t('mypageAccount.withdrawal.confirmYes'),
        cancelLabel: t('mypageAccount.cancel')
      });
      if (!sure) return;
      setPending(true);
      const body: WithdrawalBody = {
        reason,
        password: password.trim(),
        ...(detail.trim() ? { detail: detail.trim() } : {})
      };
      const result = await withdraw(body);
      // The API has ended every session of this member; this tab forgets it too.
      endLocalSession(queryClient);
      setRejoinDate(result.rejoinPossibleDate.slice(0, 10));
    } catch (error) {
      if (isApiError(error) && error.code === 'PASSWORD_MISMATCH') {
        setErrors({ password: apiMessage(error) });
        setPassword('');
        focusField('password');
      } else if (isApiError(error) && error.fields.length > 0) {
        const fromServer: Errors = {};
        for (const field of error.fields) {
          const name = field.field as Field;
          if (ORDER.includes(name) && !fromServer[name]) fromServer[name] = ruleMessage(field.code);
        }
        setErrors(fromServer);
      } else {
        setFormError(apiMessage(error));
      }
    } finally {
      submitting.current = false;
      setPending(false);
    }
  }

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

  const reasonError = text(errors.reason);
  const detailError = text(errors.detail);
  const agreeError = text(errors.agree);

  return (
    <AccountFrame title={t('mypageAccount.withdrawal.title')} lead={t('mypageAccount.withdrawal.lead')} wide>
      <WithdrawalNotice />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={pending}
        className="flex flex-col gap-6"
      >
        <ReasonFieldset
          reason={reason}
          error={reasonError}
          onChange={(item) => {
            setReason(item);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />

        <div>
          <label htmlFor={IDS.detail} className="mb-1.5 block text-sm font-semibold">
            {t('mypageAccount.withdrawal.detail')}{' '}
            <span className="font-normal text-muted">({t('mypageAccount.optional')})</span>
          </label>
          <textarea
            id={IDS.detail}
            name="detail"
            rows={4}
            maxLength={WITHDRAWAL_DETAIL_MAX}
            value={detail}
            placeholder={t('mypageAccount.withdrawal.detailPlaceholder')}
            onChange={(event) => setDetail(event.target.value)}
            aria-invalid={detailError ? true : undefined}
            aria-describedby={describedBy(IDS.detail, { error: detailError, hint: true })}
            className={`${inputClass(Boolean(detailError))} h-auto py-3 leading-relaxed`}
          />
          <FieldMessages
            id={IDS.detail}
            error={detailError}
            hint={t('mypageAccount.withdrawal.detailCount', {
              count: detail.length,
              max: WITHDRAWAL_DETAIL_MAX
            })}
          />
        </div>

        <PasswordInput
          id={IDS.password}
          name="password"
          label={t('mypageAccount.withdrawal.password')}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={text(errors.password)}
          autoComplete="current-password"
        />

        <div>
          <label className="flex min-h-11 items-start gap-3 text-[15px] leading-relaxed">
            <input
              id={IDS.agree}
              type="checkbox"
              name="agree"
              checked={agree}
              onChange={(event) => {
                setAgree(event.target.checked);
                setErrors((current) => ({ ...current, agree: undefined }));
              }}
              aria-invalid={agreeError ? true : undefined}
              aria-describedby={describedBy(IDS.agree, { error: agreeError })}
              className="mt-0.5 size-5 shrink-0 rounded border-line accent-plum"
            />
            {t('mypageAccount.withdrawal.agree')}
          </label>
          <FieldMessages id={IDS.agree} error={agreeError} />
        </div>

        <div aria-live="polite">
          {formError && (
            <FormNotice kind="error" testId="withdrawal-error">
              {text(formError)}
            </FormNotice>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 md:flex-row">
          <Link to={paths.myPage()} className="btn-secondary h-12 w-full md:flex-1">
            {t('mypageAccount.withdrawal.keep')}
          </Link>
          <button type="submit" className="btn-primary h-12 w-full md:flex-1" disabled={pending}>
            {pending ? t('mypageAccount.saving') : t('mypageAccount.withdrawal.submit')}
          </button>
        </div>
      </form>
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

/** The reasons to leave, one to choose, with its message. */
function ReasonFieldset({
  reason,
  error,
  onChange
}: {
  reason: Reason | null;
  error: string | null;
  onChange: (reason: Reason) => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset aria-describedby={describedBy(IDS.reason, { error })}>
      <legend className="mb-2 text-sm font-semibold">{t('mypageAccount.withdrawal.reason')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WITHDRAWAL_REASONS.map((item) => (
          <label
            key={item}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 text-[15px] ${
              reason === item ? 'border-plum bg-plum-soft/50' : 'border-line'
            }`}
          >
            <input
              id={`${IDS.reason}-${item}`}
              type="radio"
              name="reason"
              value={item}
              checked={reason === item}
              onChange={() => onChange(item)}
              className="size-5 shrink-0 accent-plum"
            />
            {t(`mypageAccount.withdrawal.reasons.${item}`)}
          </label>
        ))}
      </div>
      <FieldMessages id={IDS.reason} error={error} />
    </fieldset>
  );
}
