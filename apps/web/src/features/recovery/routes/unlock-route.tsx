import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { unlockLogin } from '../api/recovery-api';
import { RecoveryCard } from '../components/form-bits';

type Outcome = 'ready' | 'pending' | 'done' | 'invalid' | 'failed';

const linkClass = 'font-semibold text-plum underline underline-offset-4 hover:text-plum-dark';

/**
 * `/login/unlock?token=…` (docs/decisions/041): the page the lock mail links to. The token is taken into
 * memory and dropped from the address bar at once; the lock is lifted only when the owner presses the
 * button (a mail scanner opening the link lifts nothing).
 */
export function UnlockRoute() {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? 'ready' : 'invalid'));

  useEffect(() => {
    if (location.search) void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  async function unlock() {
    if (!token || outcome === 'pending') return;
    setOutcome('pending');
    try {
      await unlockLogin(token);
      setOutcome('done');
    } catch (error) {
      const invalid =
        isApiError(error) && (error.code === 'UNLOCK_TOKEN_INVALID' || error.code === 'VALIDATION_FAILED');
      setOutcome(invalid ? 'invalid' : 'failed');
    }
  }

  return (
    <RecoveryCard
      titleId={titleId}
      title={t('unlock.title')}
      lead={outcome === 'ready' || outcome === 'pending' ? t('unlock.lead') : undefined}
    >
      <DocumentTitle page={t('unlock.title')} />
      {(outcome === 'ready' || outcome === 'pending' || outcome === 'failed') && (
        <>
          {outcome === 'failed' && (
            <p
              role="alert"
              data-testid="unlock-error"
              className="mb-4 text-sm font-semibold text-coral-strong"
            >
              {t('unlock.failed')}
            </p>
          )}
          <button
            type="button"
            className="btn-primary h-12 w-full"
            disabled={outcome === 'pending'}
            onClick={() => void unlock()}
          >
            {outcome === 'pending' ? t('unlock.submitting') : t('unlock.submit')}
          </button>
        </>
      )}
      {outcome === 'done' && (
        <div role="status" data-testid="unlock-done" className="text-center text-sm leading-relaxed">
          <p className="font-semibold">{t('unlock.done')}</p>
          <Link to={paths.login()} className={`mt-3 inline-flex ${linkClass}`}>
            {t('unlock.doneAction')}
          </Link>
        </div>
      )}
      {outcome === 'invalid' && (
        <div role="alert" data-testid="unlock-invalid" className="text-sm leading-relaxed">
          <p className="font-semibold text-coral-strong">{t('unlock.invalid')}</p>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            <Link to={paths.resetPassword()} className={linkClass}>
              {t('unlock.resetAction')}
            </Link>
            <Link to={paths.login()} className={linkClass}>
              {t('unlock.doneAction')}
            </Link>
          </p>
        </div>
      )}
    </RecoveryCard>
  );
}
