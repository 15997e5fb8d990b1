import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useNavigate } from 'react-router';
import { MessageScreen } from '../../shared/ui/message-screen';
import { dialogs } from '../../shared/ui/dialog-store';

/**
 * The page's place in the frame (header, side menu, footer around it) with the login prompt: the same confirm
 * a navigation gets (SPEC §6: log in and come back, or cancel to Home), and the same two ways as links below.
 */
export function LoginRequiredScreen({ loginTo, cancelTo }: { loginTo: string; cancelTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const controller = new AbortController();
    void dialogs
      .confirm(t('guard.loginRequired'), {
        confirmLabel: t('guard.moveToLogin'),
        cancelLabel: t('common.cancel'),
        signal: controller.signal
      })
      .then((toLogin) => {
        if (!controller.signal.aborted) void navigate(toLogin ? loginTo : cancelTo, { replace: true });
      });
    return () => controller.abort();
  }, [t, navigate, loginTo, cancelTo]);
  return (
    <MessageScreen title={t('guard.loginRequiredTitle')} body={t('guard.loginRequired')}>
      <Link to={loginTo} replace className="btn-secondary mt-6" data-testid="login-required-login">
        {t('guard.moveToLogin')}
      </Link>
    </MessageScreen>
  );
}
