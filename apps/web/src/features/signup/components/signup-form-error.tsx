import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useFormMessages } from '../../../shared/forms/form-messages';
import type { FormError } from '../lib/signup-info-fields';

/** A refusal of the whole registration, with the way to fix it (an earlier step, or log in). */
export function SignupFormError({ error }: { error: FormError | null }) {
  const { t } = useTranslation('accounts');
  const { text } = useFormMessages();
  return (
    <div aria-live="polite">
      {error && (
        <div
          role="alert"
          data-testid="signup-error"
          className="rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm leading-relaxed"
        >
          <p className="font-semibold text-coral-strong">{text(error.message)}</p>
          {error.existingMember && (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <Link to={paths.login()} className="font-semibold text-plum underline underline-offset-4">
                {t('signup.complete.login')}
              </Link>
              <Link to={paths.findAccount()} className="font-semibold text-plum underline underline-offset-4">
                {t('login.findAccount')}
              </Link>
            </p>
          )}
          {error.fixAt && (
            <Link
              to={paths.signupStep(error.fixAt)}
              className="mt-2 inline-flex font-semibold text-plum underline underline-offset-4"
            >
              {error.fixAt === 'agreeTerms'
                ? t('signup.info.reviewTerms')
                : error.fixAt === 'selectReferrer'
                  ? t('signup.info.changeReferrer')
                  : t('signup.info.restart')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
