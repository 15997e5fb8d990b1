import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { MessageScreen } from '../../../shared/ui/message-screen';

/** /signupReject/:uuid — a refused or expired sign-up request (the id itself is not shown or used). */
export function SignupRejectRoute() {
  const { t } = useTranslation('accounts');
  return (
    <MessageScreen title={t('signup.reject.title')} body={t('signup.reject.body')}>
      <Link
        to={paths.signupStep('selectType')}
        className="mt-6 font-semibold text-plum underline underline-offset-4 hover:text-plum-dark"
      >
        {t('signup.reject.restart')}
      </Link>
    </MessageScreen>
  );
}
