import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { isLoggedIn, useSession } from '../session/session-store';

/**
 * The planner's pages (SPEC §2: personal mall, easy bags, allowance, planner documents; their dive-in videos), reached from the
 * side menu and my page. Pages not built yet open their coming-soon screen behind the same guards.
 */
export const PLANNER_LINKS = [
  { key: 'personalMall', to: paths.personalMall() },
  { key: 'easyBag', to: paths.easyBag() },
  { key: 'diveIn', to: paths.diveInStudio() },
  { key: 'allowanceInfo', to: paths.allowanceInfo() },
  { key: 'checkPlannerDocument', to: paths.checkPlannerDocument() }
] as const;

/** Planners only (the 'planner' guard's member type). */
export function useIsPlanner(): boolean {
  const session = useSession();
  return isLoggedIn(session) && session.user.userType === 'SOLE_PROPRIETORSHIP';
}

/** The planner menu as a titled list of links; nothing for anyone but a planner. */
export function PlannerMenu({
  onNavigate,
  className = '',
  linkClassName,
  testId,
  marks
}: {
  onNavigate?: () => void;
  className?: string;
  linkClassName: string;
  testId: string;
  /** A mark after an entry (my page's allowance alarm dot); Home's shell passes none, so none of it loads there. */
  marks?: Partial<Record<(typeof PLANNER_LINKS)[number]['key'], ReactNode>>;
}) {
  const { t } = useTranslation();
  const planner = useIsPlanner();
  if (!planner) return null;
  return (
    <nav aria-label={t('plannerMenu.title')} className={className} data-testid={testId}>
      <h3 className="px-5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted">
        {t('plannerMenu.title')}
      </h3>
      <ul className="divide-y divide-line/70">
        {PLANNER_LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to} onClick={onNavigate} className={linkClassName}>
              {t(`plannerMenu.${link.key}`)}
              {marks?.[link.key]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
