import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { isLoggedIn, useSession, type Session } from '../../shared/session/session-store';

/**
 * SPEC §4 mall/back-office toggle. Guests go to sign-up type selection; customers to planner conversion;
 * planners to the back office (wired with the login issue); no-referral customers are refused there.
 */
export function officeTarget(session: Session): string {
  if (!isLoggedIn(session)) return paths.signupSelectType();
  if (session.user.userType === 'BEAUTY_CONSUMER') return paths.conversionStep('certificate');
  return paths.myPage();
}

export function MallToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <nav aria-label={t('shell.mallToggle')} className={className}>
      <ul className="inline-flex rounded-full bg-cream-deep p-0.5 text-xs font-semibold">
        <li>
          <span
            aria-current="true"
            className="inline-flex h-7 items-center rounded-full bg-white px-3 text-plum shadow-sm"
          >
            {t('shell.mall')}
          </span>
        </li>
        <li>
          <Link
            to={officeTarget(session)}
            className="inline-flex h-7 items-center rounded-full px-3 text-muted hover:text-plum"
          >
            {t('shell.office')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
