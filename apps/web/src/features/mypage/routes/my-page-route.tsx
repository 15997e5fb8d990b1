import { useTranslation } from 'react-i18next';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';

/** /mypage (guard: login). The full page arrives with the member issues; guests never get here. */
export function MyPageRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="container-page py-10">
      <h1 className="text-2xl font-bold md:text-3xl">{t('myPage.title')}</h1>
      {isLoggedIn(session) && (
        <p className="mt-3 text-muted">{t('myPage.welcome', { name: session.user.fullName })}</p>
      )}
    </div>
  );
}
