import { LOGIN_FAIL_LIMIT } from '@mall/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { formatDate } from '../../../shared/lib/format';

/** What the form says after a refused login (SPEC §8 token call codes), shown in the form, never as a toast. */
export type LoginFailure =
  | { kind: 'wrongPassword'; count: number | null; limit: number }
  | { kind: 'locked'; limit: number; until: string | null }
  | { kind: 'throttled' }
  | { kind: 'noMember' }
  | { kind: 'withdrawn'; date: string | null }
  | { kind: 'other'; code: string };

export function toLoginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { kind: 'other', code: 'UNKNOWN' };
  const data = error.data ?? {};
  const limit = typeof data.limit === 'number' ? data.limit : LOGIN_FAIL_LIMIT;
  switch (error.code) {
    case '1101':
      return {
        kind: 'wrongPassword',
        count: typeof data.failCount === 'number' ? data.failCount : null,
        limit
      };
    case '1102':
      return { kind: 'locked', limit, until: typeof data.lockedUntil === 'string' ? data.lockedUntil : null };
    // The token call answers an unknown id as a wrong password (docs/decisions/041); a 9001 (a withdrawn
    // member's right password after the rejoin date) reads the same, so the screen never tells who exists.
    case '9001':
      return { kind: 'wrongPassword', count: null, limit };
    case 'RATE_LIMITED':
      return { kind: 'throttled' };
    case '1100':
      return { kind: 'noMember' };
    case '9002':
      return {
        kind: 'withdrawn',
        date: typeof data.rejoinDate === 'string' ? formatDate(data.rejoinDate) || null : null
      };
    default:
      return { kind: 'other', code: error.code };
  }
}

/** When a wrong-password lock ends, in the reader's clock (hours and minutes; the lock is short). */
export function formatLockEnd(until: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(until);
}

export function FailureMessage({ failure }: { failure: LoginFailure }) {
  const { t } = useTranslation('accounts');
  const { t: tc, i18n } = useTranslation();
  const action = (to: string, label: string) => (
    <Link
      to={to}
      className="mt-2 inline-flex font-semibold text-plum underline underline-offset-4 hover:text-plum-dark"
    >
      {label}
    </Link>
  );
  let text: string;
  let extra: ReactNode = null;
  switch (failure.kind) {
    case 'wrongPassword':
      text =
        failure.count === null
          ? t('loginError.wrongPasswordPlain')
          : t('loginError.wrongPassword', { count: failure.count, limit: failure.limit });
      extra = (
        <span className="mt-1 block text-muted">
          {t('loginError.wrongPasswordHint', { limit: failure.limit })}
        </span>
      );
      break;
    case 'locked': {
      const until = failure.until ? new Date(failure.until) : null;
      text =
        until && !Number.isNaN(until.getTime())
          ? t('loginError.lockedUntil', { limit: failure.limit, time: formatLockEnd(until, i18n.language) })
          : t('loginError.locked', { limit: failure.limit });
      extra = (
        <>
          <span className="mt-1 block text-muted">{t('loginError.lockedMail')}</span>
          {action(paths.resetPassword(), t('loginError.lockedAction'))}
        </>
      );
      break;
    }
    case 'throttled':
      text = t('loginError.throttled');
      extra = action(paths.resetPassword(), t('loginError.lockedAction'));
      break;
    case 'noMember':
      text = t('loginError.noMember');
      extra = action(paths.signupSelectType(), t('loginError.noMemberAction'));
      break;
    case 'withdrawn':
      text = failure.date
        ? t('loginError.withdrawn', { date: failure.date })
        : t('loginError.withdrawnPlain');
      break;
    case 'other': {
      const key = `error.${failure.code}`;
      text = tc((i18n.exists(key) ? key : 'error.UNKNOWN') as 'error.UNKNOWN');
    }
  }
  return (
    <div
      role="alert"
      data-testid="login-error"
      className="rounded-xl border border-coral/40 bg-coral-soft px-4 py-3 text-sm leading-relaxed text-ink"
    >
      <p className="font-semibold text-coral-strong">{text}</p>
      {extra}
    </div>
  );
}
