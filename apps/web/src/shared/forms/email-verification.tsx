import { EMAIL_DOMAINS } from '@mall/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/i18n';
import { EmailCodePanel } from './email-code-panel';
import { DIRECT_DOMAIN, LOCAL_PART } from './email-address';
import { describedBy, FieldMessages, inputClass, sideButtonClass } from './field';
import { ruleMessage, useFormMessages } from './form-messages';
import { countdown, type EmailVerification } from './use-email-verification';

/** Element ids of the field for an id prefix (sign-up's are the defaults, which its tests and focus code use). */
export function emailFieldIds(prefix = 'signup-email') {
  return {
    field: prefix,
    local: `${prefix}-local`,
    domain: `${prefix}-domain`,
    custom: `${prefix}-custom`,
    code: `${prefix}-code`
  };
}

export const EMAIL_FIELD = emailFieldIds().field;
export const EMAIL_LOCAL_INPUT = emailFieldIds().local;
export const CODE_FIELD = emailFieldIds().code;

/**
 * The email field of the account forms: local part, domain (picked or typed), send / resend / change, and the
 * mailed code's panel while a code is out. State comes from useEmailVerification.
 */
export function EmailVerificationField({
  email,
  idPrefix,
  testIdPrefix = 'signup',
  legend
}: {
  email: EmailVerification;
  /** Element ids (see emailFieldIds); sign-up's by default. */
  idPrefix?: string;
  /** data-testid prefix of the code panel and timer (`signup-code-timer` on sign-up). */
  testIdPrefix?: string;
  /** The fieldset's legend; "이메일" by default. */
  legend?: string;
}) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const ids = emailFieldIds(idPrefix);
  const codeRef = useRef<HTMLInputElement>(null);
  const { flow, busy } = email;
  const locked = flow.status === 'verified';
  const emailError = text(email.emailError);
  const { resendIn } = countdown(flow, email.now);
  const emailDescribedBy = describedBy(ids.field, {
    error: emailError,
    success: locked ? 'verified' : null
  });

  // After a code goes out, the code input (rendered with the new state) takes the focus.
  const focusCode = useRef(false);
  useEffect(() => {
    if (flow.status === 'sent' && focusCode.current) {
      focusCode.current = false;
      codeRef.current?.focus();
    }
  }, [flow]);

  async function onSend() {
    focusCode.current = true;
    if (!(await email.send())) focusCode.current = false;
  }

  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold">{legend ?? t('signup.info.email')}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-x-2 gap-y-2">
        <input
          id={ids.local}
          name="emailLocal"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={email.local}
          disabled={locked}
          onChange={(event) => email.setLocal(event.target.value)}
          onBlur={() => {
            const value = email.local.trim();
            if (value && !LOCAL_PART.test(value)) email.setEmailError(ruleMessage('VA_EmailFormat'));
          }}
          aria-label={t('signup.info.emailLocal')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailDescribedBy}
          className={inputClass(Boolean(emailError))}
        />
        <span aria-hidden="true" className="text-muted">
          {t('signup.info.emailAt')}
        </span>
        <select
          id={ids.domain}
          name="emailDomain"
          value={email.domain}
          disabled={locked}
          onChange={(event) => email.setDomain(event.target.value)}
          aria-label={t('signup.info.emailDomain')}
          aria-describedby={emailDescribedBy}
          className={`${inputClass(false)} pr-2`}
        >
          {EMAIL_DOMAINS.map((domain) => (
            <option key={domain} value={domain}>
              {domain}
            </option>
          ))}
          <option value={DIRECT_DOMAIN}>{t('signup.info.emailDomainDirect')}</option>
        </select>
        {email.domain === DIRECT_DOMAIN && (
          <input
            id={ids.custom}
            name="emailDomainCustom"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={190}
            value={email.customDomain}
            disabled={locked}
            onChange={(event) => email.setCustomDomain(event.target.value)}
            placeholder={t('signup.info.emailDomainPlaceholder')}
            aria-label={t('signup.info.emailDomainCustom')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailDescribedBy}
            className={`${inputClass(Boolean(emailError))} col-span-3`}
          />
        )}
      </div>
      <FieldMessages id={ids.field} error={emailError} success={locked ? t('signup.info.verified') : null} />
      <div className="mt-2">
        {locked ? (
          <button type="button" className={`${sideButtonClass} w-full`} onClick={email.reset}>
            {t('signup.info.changeEmail')}
          </button>
        ) : (
          <button
            type="button"
            className={`${sideButtonClass} w-full`}
            onClick={() => void onSend()}
            disabled={busy !== null || (flow.status === 'sent' && resendIn > 0)}
          >
            {busy === 'sending'
              ? t('signup.info.sending')
              : flow.status === 'sent'
                ? t('signup.info.resendCode')
                : t('signup.info.sendCode')}
          </button>
        )}
      </div>

      {flow.status === 'sent' && (
        <EmailCodePanel
          email={email}
          flow={flow}
          codeId={ids.code}
          codeRef={codeRef}
          testIdPrefix={testIdPrefix}
        />
      )}
    </fieldset>
  );
}
