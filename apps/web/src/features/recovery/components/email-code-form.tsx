import { zodResolver } from '@hookform/resolvers/zod';
import { FindAccountSendBodySchema, FindAccountVerifyBodySchema } from '@mall/domain';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { isApiError } from '../../../shared/api/api-error';
import { dispatchApiError } from '../../../shared/api/error-dispatcher';
import { sideButtonClass } from '../../../shared/forms/field';
import { apiFieldError } from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { TextField } from '../../../shared/forms/text-field';
import { sendRecoveryCode, verifyRecoveryCode, type FoundAccount } from '../api/recovery-api';
import { useCodeFlow } from '../lib/use-code-flow';
import { useRecoveryText } from '../lib/use-recovery-text';
import { CodePanel } from './code-panel';

const CodeSchema = FindAccountVerifyBodySchema.pick({ authNumber: true });
type EmailValues = { email: string };
type CodeValues = { authNumber: string };

/** A refusal's field error: the server's rule key for `field`, else the API error itself. */
function refusalOf(error: unknown, field: string) {
  const found = isApiError(error) ? error.fields.find((f) => f.field === field) : undefined;
  return found ? { type: 'rule', message: found.code } : apiFieldError(error);
}

/**
 * Email method: the member's address -> a mailed six-digit code (5:00 countdown, resend once the API's
 * cooldown has passed) -> the account. Two react-hook-form forms with the domain's FindAccount schemas:
 * the address (its submit sends the code) and the code. 1100 (no member with that address) goes to the
 * SPEC §8 dispatcher, which offers sign-up.
 */
export function EmailCodeForm({ onFound }: { onFound: (email: string, account: FoundAccount) => void }) {
  const { t } = useTranslation('accounts');
  const { fieldText } = useRecoveryText();
  const id = useId();
  const code = useCodeFlow();
  const { flow, resendIn } = code;
  const emailForm = useForm<EmailValues>({
    resolver: zodResolver(FindAccountSendBodySchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' }
  });
  const codeForm = useForm<CodeValues>({
    resolver: zodResolver(CodeSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { authNumber: '' }
  });
  const sending = emailForm.formState.isSubmitting;
  const verifying = codeForm.formState.isSubmitting;

  // After a code goes out, the code input (rendered with the new state) takes the focus.
  const focusCode = useRef(false);
  const { setFocus } = codeForm;
  useEffect(() => {
    if (flow.status === 'sent' && focusCode.current) {
      focusCode.current = false;
      setFocus('authNumber');
    }
  }, [flow, setFocus]);

  async function send({ email }: EmailValues) {
    emailForm.setValue('email', email);
    codeForm.clearErrors();
    try {
      const { expiresInSeconds } = await sendRecoveryCode(email);
      focusCode.current = true;
      code.sent(email, expiresInSeconds);
      codeForm.reset();
    } catch (error) {
      code.resumed(email, error);
      if (isApiError(error) && error.code === '1100') dispatchApiError(error);
      emailForm.setError('email', refusalOf(error, 'email'));
    }
  }

  async function verify({ authNumber }: CodeValues) {
    if (flow.status !== 'sent') return;
    try {
      onFound(flow.email, await verifyRecoveryCode(flow.email, authNumber));
    } catch (error) {
      if (isApiError(error) && error.code === '1100') dispatchApiError(error);
      codeForm.setValue('authNumber', '');
      codeForm.setError('authNumber', refusalOf(error, 'authNumber'), { shouldFocus: true });
    }
  }

  const onVerify = () => {
    if (!sending && !verifying) void codeForm.handleSubmit(verify)();
  };

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(sending || verifying, () => undefined, emailForm.handleSubmit(send))}
      className="flex flex-col gap-4"
    >
      <div>
        <TextField
          id={`${id}-email`}
          label={t('recovery.email')}
          error={fieldText(emailForm.formState.errors.email)}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          placeholder={t('recovery.emailPlaceholder')}
          {...emailForm.register('email', {
            // A changed address starts over: a code sent to the old one is no longer asked for.
            onChange: () => {
              emailForm.clearErrors('email');
              if (flow.status !== 'idle') {
                code.restart();
                codeForm.reset();
              }
            }
          })}
        />
        <button
          type="submit"
          className={`${sideButtonClass} mt-2 w-full`}
          disabled={sending || verifying || (flow.status === 'sent' && resendIn > 0)}
        >
          {sending
            ? t('recovery.sending')
            : flow.status === 'sent'
              ? t('recovery.resendCode')
              : t('recovery.sendCode')}
        </button>
      </div>
      <CodePanel
        id={`${id}-code`}
        code={code}
        error={fieldText(codeForm.formState.errors.authNumber)}
        verifying={verifying}
        disabled={sending || verifying}
        onVerify={onVerify}
        input={codeForm.register('authNumber', {
          onChange: (event: { target: { value: string } }) => {
            codeForm.setValue('authNumber', event.target.value.replace(/[^0-9]/g, ''));
            codeForm.clearErrors('authNumber');
          }
        })}
      />
    </form>
  );
}
