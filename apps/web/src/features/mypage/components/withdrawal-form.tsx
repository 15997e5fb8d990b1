import { zodResolver } from '@hookform/resolvers/zod';
import { WithdrawalFormSchema, type WithdrawalForm as Output, type WithdrawalFormInput } from '@mall/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import {
  apiFieldError,
  apiMessage,
  fieldMessage,
  useFormMessages,
  type Message
} from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { endLocalSession } from '../../../shared/session/logout';
import { dialogs } from '../../../shared/ui/dialog-store';
import { withdraw } from '../api/account-mutations';
import { FormNotice } from './account-frame';
import { PasswordInput } from './password-input';
import { AgreeField, DetailField, IDS, ReasonFieldset } from './withdrawal-fields';

/** What the form holds (the reason is missing until one is picked). */
type Values = WithdrawalFormInput;
type Field = keyof Values;

/**
 * Reason, optional words, password and an explicit "I understand" (react-hook-form with the domain's
 * WithdrawalFormSchema; the first refused input takes the focus), then a last confirm. A wrong password
 * and the server's field refusals land on their inputs. `onDone` gets the date joining again is possible.
 */
export function WithdrawalForm({ onDone }: { onDone: (rejoinDate: string) => void }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<Message | null>(null);
  // Sending (after the last confirm): the submit button says so; the form's own guard covers the dialog.
  const [pending, setPending] = useState(false);
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(WithdrawalFormSchema),
    defaultValues: { detail: '', password: '', agree: false }
  });
  const { errors, isSubmitting } = formState;
  const [reason, detail] = watch(['reason', 'detail']);
  const error = (name: Field) => text(fieldMessage(errors[name]));

  async function submit({ reason, detail, password }: Output) {
    const sure = await dialogs.confirm(t('mypageAccount.withdrawal.confirm'), {
      confirmLabel: t('mypageAccount.withdrawal.confirmYes'),
      cancelLabel: t('mypageAccount.cancel')
    });
    if (!sure) return;
    setPending(true);
    try {
      const result = await withdraw({ reason, password, ...(detail ? { detail } : {}) });
      // The API has ended every session of this member; this tab forgets it too.
      endLocalSession(queryClient);
      onDone(result.rejoinPossibleDate.slice(0, 10));
    } catch (failure) {
      refused(failure);
    } finally {
      setPending(false);
    }
  }

  function refused(failure: unknown) {
    if (isApiError(failure) && failure.code === 'PASSWORD_MISMATCH') {
      setValue('password', '');
      return setError('password', apiFieldError(failure), { shouldFocus: true });
    }
    const fields = (isApiError(failure) ? failure.fields : []).filter((field) => field.field in IDS);
    fields.forEach((field, index) =>
      setError(field.field as Field, { type: 'rule', message: field.code }, { shouldFocus: index === 0 })
    );
    if (fields.length === 0) setFormError(apiMessage(failure));
  }

  return (
    <form
      noValidate
      onSubmit={guardedSubmit(isSubmitting, () => setFormError(null), handleSubmit(submit))}
      aria-busy={pending}
      className="flex flex-col gap-6"
    >
      <ReasonFieldset selected={reason} error={error('reason')} input={register('reason')} />
      <DetailField count={detail?.length ?? 0} error={error('detail')} input={register('detail')} />
      <PasswordInput
        id={IDS.password}
        label={t('mypageAccount.withdrawal.password')}
        error={error('password')}
        autoComplete="current-password"
        {...register('password')}
      />
      <AgreeField error={error('agree')} input={register('agree')} />
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
  );
}
