import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';

/**
 * A guest tapping a member's action (the heart, a restock alert): the shop's login confirm (SPEC §6), then the login
 * page, which brings them back to this page afterwards.
 */
export function useLoginPrompt() {
  const { t } = useTranslation('shopper-lists');
  const { t: tt } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return async function askToLogIn(): Promise<void> {
    const toLogin = await dialogs.confirm(t('loginPrompt'), {
      confirmLabel: tt('guard.moveToLogin'),
      cancelLabel: tt('common.cancel')
    });
    if (toLogin) await navigate(paths.login(`${location.pathname}${location.search}`));
  };
}
