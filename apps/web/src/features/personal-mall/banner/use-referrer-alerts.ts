import type { HeaderPersonal } from '@mall/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { TFunction } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';
import { inactiveAlertShown, rememberInactiveAlert } from '../lib/monthly-alert';

/**
 * SPEC §4/§8 for Home's referrer: INACTIVE → PM_InActivate once a month (a cookie to the month's end);
 * MISMATCH → PM_Redirect under the title PM_NotMatched, then Home with the member's own planner's code.
 * Each answer is acted on once, and only once its texts are there.
 */
export function useReferrerAlerts(answer: HeaderPersonal | undefined, t: TFunction<'home'>, ready: boolean) {
  const navigate = useNavigate();
  const handled = useRef<HeaderPersonal | null>(null);
  useEffect(() => {
    if (!answer || !ready || handled.current === answer) return;
    handled.current = answer;
    if (answer.state === 'INACTIVE' && !inactiveAlertShown()) {
      rememberInactiveAlert();
      void dialogs.alert(t('personalMall.PM_InActivate'));
    }
    if (answer.state === 'MISMATCH' && answer.memberReferrerCode) {
      const code = answer.memberReferrerCode;
      void dialogs
        .alert(t('personalMall.PM_Redirect'), { title: t('personalMall.PM_NotMatched') })
        .then(() => navigate(`/?referrer=${encodeURIComponent(code)}`, { replace: true }));
    }
  }, [answer, ready, t, navigate]);
}
