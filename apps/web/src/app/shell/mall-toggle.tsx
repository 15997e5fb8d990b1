import { officeAction, type OfficeAction } from '@mall/domain';
import { useState } from 'react';
import { loadMoreTexts, useTranslation } from '../../shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';
import { isLoggedIn, useSession, type Session } from '../../shared/session/session-store';
import { dialogs } from '../../shared/ui/dialog-store';

/**
 * SPEC §4 mall/back-office toggle: guests go to sign-up type selection (a link); customers are first told
 * what the back office is (planners only) and then taken to the planner conversion if they wish; customers
 * without a referrer are refused and planners are handed off to the back office with a one-time code
 * (actions, docs/decisions/015).
 */
export type OfficeTarget =
  | { kind: 'link'; to: string }
  | { kind: 'explain'; to: string }
  | { kind: 'action'; action: Extract<OfficeAction, 'reject' | 'handoff'> };

export function officeTarget(session: Session): OfficeTarget {
  const action = officeAction(isLoggedIn(session) ? session.user.userType : null);
  if (action === 'signup') return { kind: 'link', to: paths.signupSelectType() };
  if (action === 'conversion') return { kind: 'explain', to: paths.conversionStep('certificate') };
  return { kind: 'action', action };
}

/** The office entry as a link or a button; the hand-off code is loaded on click (not in the shell chunk). */
export function useOfficeEntry() {
  const session = useSession();
  const target = officeTarget(session);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const run = async () => {
    if (target.kind === 'explain') {
      // A customer pressing "office" meets a page for planners: say so before the conversion wizard.
      // Its texts are in the shell's second part (docs/decisions/060), usually loaded by now.
      await loadMoreTexts();
      const start = await dialogs.confirm(t('officeExplain.body'), {
        title: t('officeExplain.title'),
        confirmLabel: t('officeExplain.start'),
        cancelLabel: t('common.cancel')
      });
      if (start) void navigate(target.to);
      return;
    }
    if (target.kind !== 'action' || pending) return;
    setPending(true);
    try {
      const { openOffice } = await import('../../shared/office/office-handoff');
      await openOffice(target.action);
    } finally {
      setPending(false);
    }
  };
  return { target, pending, run };
}

export function MallToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { target, pending, run } = useOfficeEntry();
  const officeClass = 'inline-flex h-7 items-center rounded-full px-3 text-muted hover:text-plum';
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
          {target.kind === 'link' ? (
            <Link to={target.to} className={officeClass} data-testid="mall-toggle-office">
              {t('shell.office')}
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => void run()}
              aria-busy={pending || undefined}
              className={officeClass}
              data-testid="mall-toggle-office"
            >
              {t('shell.office')}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
