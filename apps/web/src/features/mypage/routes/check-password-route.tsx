import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordCheckFormSchema, type PasswordCheckForm } from '@mall/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { apiFieldError, fieldMessage, useFormMessages } from '../../../shared/forms/form-messages';
import { guardedSubmit } from '../../../shared/forms/form-submit';
import { safeRedirect } from '../../../shared/lib/safe-redirect';
import { markPasswordChecked } from '../../../shared/session/password-check';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { verifyPassword } from '../api/account-mutations';
import { AccountFrame } from '../components/account-frame';
import { PasswordInput } from '../components/password-input';

const INPUT_ID = 'check-password';

/** Where a passed check goes: the guarded page that sent the member here (in-app paths only), else my info. */
export function afterCheckTarget(redirect: string | null): string {
  const target = safeRedirect(redirect);
  return target === paths.home() ? paths.userInfo() : target;
}

/**
 * /mypage/checkPassword (guard: login): SPEC §6 re-check before the member's own data pages. A pass is
 * remembered for this member in this tab (the 'passwordChecked' guard reads it) until logout. The form is
 * react-hook-form with the domain's PasswordCheckFormSchema; a refusal empties the input and focuses it.
 */
export function CheckPasswordRoute() {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const { register, handleSubmit, setError, setValue, clearErrors, formState } = useForm<PasswordCheckForm>({
    resolver: zodResolver(PasswordCheckFormSchema),
    // Judged on submit only; a shown refusal goes as soon as the member types again.
    reValidateMode: 'onSubmit',
    defaultValues: { password: '' }
  });
  const { errors, isSubmitting } = formState;

  async function check({ password }: PasswordCheckForm) {
    if (!isLoggedIn(session)) return;
    try {
      await verifyPassword(password);
      markPasswordChecked(session.user.userSeqNo);
      await navigate(afterCheckTarget(searchParams.get('redirect')), { replace: true });
    } catch (failure) {
      const field = isApiError(failure) ? failure.fields.find((f) => f.field === 'password') : undefined;
      setValue('password', '');
      setError('password', field ? { type: 'rule', message: field.code } : apiFieldError(failure), {
        shouldFocus: true
      });
    }
  }

  return (
    <AccountFrame title={t('mypageAccount.checkPassword.title')} lead={t('mypageAccount.checkPassword.lead')}>
      <form
        noValidate
        onSubmit={guardedSubmit(isSubmitting || !isLoggedIn(session), () => undefined, handleSubmit(check))}
        aria-busy={isSubmitting}
        className="flex flex-col gap-5"
      >
        {isLoggedIn(session) && (
          <p className="rounded-2xl bg-cream px-4 py-3 text-sm">
            <span className="text-muted">{t('mypageAccount.checkPassword.member')}</span>{' '}
            <span className="font-semibold">{session.user.fullName}</span>{' '}
            <span className="text-muted">({session.user.userNumber})</span>
          </p>
        )}
        <PasswordInput
          id={INPUT_ID}
          label={t('mypageAccount.checkPassword.password')}
          placeholder={t('login.passwordPlaceholder')}
          error={text(fieldMessage(errors.password))}
          autoComplete="current-password"
          {...register('password', { onChange: () => clearErrors('password') })}
        />
        <button type="submit" className="btn-primary h-12 w-full" disabled={isSubmitting}>
          {isSubmitting ? t('mypageAccount.checking') : t('mypageAccount.checkPassword.submit')}
        </button>
      </form>
    </AccountFrame>
  );
}
