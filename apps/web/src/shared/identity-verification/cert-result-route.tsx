import { CERT_MESSAGE_TYPE, CERT_RET_ERROR, CERT_RET_SUCCESS } from '@mall/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { useLocation } from 'react-router';
import { MessageScreen } from '../ui/message-screen';
import { IDV_CHANNEL, type IdvMessage } from './popup-window';

const REQUEST_ID = /^[A-Za-z0-9_-]{32}$/;

/** What the landing page reports: `/cert/error` is always a failure; the others say S000 or not. */
export function landingMessage(pathname: string, search: string): IdvMessage {
  const params = new URLSearchParams(search);
  const requestId = params.get('requestId');
  const ok = !pathname.startsWith('/cert/error') && params.get('retCd') === CERT_RET_SUCCESS;
  return {
    type: CERT_MESSAGE_TYPE,
    requestId: requestId && REQUEST_ID.test(requestId) ? requestId : null,
    ok,
    retCd: ok ? CERT_RET_SUCCESS : CERT_RET_ERROR
  };
}

/**
 * /cert/success, /cert/error, /cardcert/result (SPEC §2): where a verification popup lands when it came
 * back to the storefront instead of the API's result page, e.g. it became a tab (docs/decisions/017).
 * With an opener: post `IDV_RESULT` to it (same origin only) and close. Without: tell a tab that is
 * still waiting through a same-origin BroadcastChannel, and say where to go on.
 */
export function CertResultRoute() {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  const [message] = useState(() => landingMessage(location.pathname, location.search));

  useEffect(() => {
    // The request id has done its job; it should not stay in the address bar or history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    if (typeof BroadcastChannel !== 'undefined' && message.requestId) {
      const channel = new BroadcastChannel(IDV_CHANNEL);
      channel.postMessage(message);
      channel.close();
    }
  }, [message]);

  return (
    <div data-testid={message.ok ? 'cert-landing-success' : 'cert-landing-error'}>
      <MessageScreen
        title={message.ok ? t('identity.landing.successTitle') : t('identity.landing.errorTitle')}
        body={message.ok ? t('identity.landing.successBody') : t('identity.landing.errorBody')}
      />
    </div>
  );
}
