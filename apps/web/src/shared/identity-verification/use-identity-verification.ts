import {
  CERT_POPUP_NAME,
  CERT_POPUP_SIZE,
  CERT_REQUEST_TTL_SECONDS,
  type CertIdentity,
  type CertificationResult,
  type CertMethod,
  type CertPurpose
} from '@mall/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { isApiError } from '../api/api-error';
import { isLoggedIn, sessionStore } from '../session/session-store';
import { dialogs } from '../ui/dialog-store';
import { readVerification, startVerification } from './identity-api';
import { asIdvMessage, IDV_CHANNEL, openCenteredPopup, postIntoWindow } from './popup-window';

/** What a successful verification hands to the screen; the server spends `requestId` in its own call. */
export type VerifiedIdentity = {
  requestId: string;
  method: CertMethod;
  /** The verified person as the API answers it (never CI/DI). */
  identity: CertIdentity | null;
  /** Until when the result can be spent (ISO). */
  usableUntil: string | null;
};

export type IdentityErrorKind = 'blocked' | 'cancelled' | 'failed' | 'expired' | 'unavailable';

export type IdentityVerificationState =
  | { status: 'idle' }
  | { status: 'waiting'; method: CertMethod }
  | { status: 'checking'; method: CertMethod }
  | { status: 'verified'; result: VerifiedIdentity }
  | { status: 'error'; kind: IdentityErrorKind; method: CertMethod | null; code?: string };

type Attempt = {
  method: CertMethod;
  member: boolean;
  popup: Window;
  requestId: string | null;
  settled: boolean;
  cleanup: (() => void)[];
};

/** How often the hook looks whether the popup was closed, and how it re-reads a pending result. */
const CLOSED_CHECK_MS = 500;
const PENDING_RETRIES = 3;
const PENDING_RETRY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's answer as the outcome the screen shows. */
function outcomeOf(result: CertificationResult): IdentityErrorKind | 'verified' | 'pending' {
  switch (result.status) {
    case 'VERIFIED':
      if (result.consumed) return 'expired';
      return result.identity ? 'verified' : 'expired';
    case 'CANCELED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
    case 'FAILED':
      return 'failed';
    case 'PENDING':
      return 'pending';
  }
}

/**
 * 휴대폰/카드 본인확인 for any storefront screen (sign-up, conversion to planner, account recovery,
 * checkout). `start(method)` must be called from the click handler itself: it opens the popup at once
 * (SPEC §9 sizes, centred; a blocked popup shows UTI_AltBlockPopup), then asks the API for the vendor
 * request (member endpoint when logged in, public otherwise), posts the vendor form into the popup and
 * waits for the same-origin `IDV_RESULT` message. The message only says "look now": the outcome is always
 * read from the API. If the popup closes without a message (it became a tab, or the user closed it), the
 * hook reads the result too, so the opener still learns what happened.
 */
export function useIdentityVerification({
  purpose,
  onVerified,
  onError
}: {
  purpose: CertPurpose;
  onVerified?: (result: VerifiedIdentity) => void;
  onError?: (kind: IdentityErrorKind) => void;
}) {
  const { t } = useTranslation('accounts');
  const [state, setState] = useState<IdentityVerificationState>({ status: 'idle' });
  const attempt = useRef<Attempt | null>(null);
  // The latest callbacks without restarting listeners.
  const callbacks = useRef({ onVerified, onError });
  callbacks.current = { onVerified, onError };

  const dispose = useCallback((current: Attempt | null) => {
    if (!current) return;
    current.settled = true;
    for (const undo of current.cleanup.splice(0)) undo();
    if (attempt.current === current) attempt.current = null;
  }, []);

  useEffect(() => () => dispose(attempt.current), [dispose]);

  const fail = useCallback(
    (current: Attempt, kind: IdentityErrorKind, code?: string) => {
      if (current.settled) return;
      dispose(current);
      setState({ status: 'error', kind, method: current.method, ...(code ? { code } : {}) });
      callbacks.current.onError?.(kind);
    },
    [dispose]
  );

  /** Reads the outcome from the API; a result still pending is re-read a few times (the callback may be in flight). */
  const settle = useCallback(
    async (current: Attempt, retries: number, pendingAs: IdentityErrorKind = 'cancelled') => {
      if (current.settled || !current.requestId) return;
      setState({ status: 'checking', method: current.method });
      for (let round = 0; ; round += 1) {
        let result: CertificationResult;
        try {
          result = await readVerification(current.requestId, current.member);
        } catch (error) {
          const code = isApiError(error) ? error.code : undefined;
          return fail(current, code === 'CERT_EXPIRED' ? 'expired' : 'failed', code);
        }
        if (current.settled) return;
        const outcome = outcomeOf(result);
        if (outcome === 'verified') {
          dispose(current);
          const verified: VerifiedIdentity = {
            requestId: result.requestId,
            method: result.cpCode,
            identity: result.identity,
            usableUntil: result.usableUntil
          };
          setState({ status: 'verified', result: verified });
          callbacks.current.onVerified?.(verified);
          return;
        }
        if (outcome !== 'pending') return fail(current, outcome);
        if (round >= retries) return fail(current, pendingAs);
        await wait(PENDING_RETRY_MS);
        if (current.settled) return;
      }
    },
    [dispose, fail]
  );

  const start = useCallback(
    (method: CertMethod) => {
      dispose(attempt.current);
      // Synchronously, inside the user's click: anything later is a popup the browser blocks.
      const popup = openCenteredPopup(CERT_POPUP_NAME, CERT_POPUP_SIZE[method]);
      if (!popup) {
        setState({ status: 'error', kind: 'blocked', method });
        callbacks.current.onError?.('blocked');
        void dialogs.alert(t('identity.UTI_AltBlockPopup'));
        return;
      }
      const member = isLoggedIn(sessionStore.get());
      const current: Attempt = { method, member, popup, requestId: null, settled: false, cleanup: [] };
      attempt.current = current;
      setState({ status: 'waiting', method });

      const onMessage = (event: MessageEvent) => {
        // Only our own result page, in the window we opened.
        if (event.origin !== window.location.origin || event.source !== popup) return;
        const message = asIdvMessage(event.data);
        if (!message || !current.requestId) return;
        if (message.requestId !== null && message.requestId !== current.requestId) return;
        if (message.requestId === null) return fail(current, 'failed');
        void settle(current, PENDING_RETRIES);
      };
      window.addEventListener('message', onMessage);
      current.cleanup.push(() => window.removeEventListener('message', onMessage));

      // The tab fallback: a landing page with no opener names the request on a same-origin channel.
      if (typeof BroadcastChannel !== 'undefined') {
        const channel = new BroadcastChannel(IDV_CHANNEL);
        channel.onmessage = (event: MessageEvent) => {
          const message = asIdvMessage(event.data);
          if (message && current.requestId && message.requestId === current.requestId)
            void settle(current, PENDING_RETRIES);
        };
        current.cleanup.push(() => channel.close());
      }

      const closedCheck = window.setInterval(() => {
        if (!popup.closed || !current.requestId) return;
        window.clearInterval(closedCheck);
        // Let a message posted just before closing arrive first.
        window.setTimeout(() => void settle(current, PENDING_RETRIES), CLOSED_CHECK_MS);
      }, CLOSED_CHECK_MS);
      current.cleanup.push(() => window.clearInterval(closedCheck));

      const expiry = window.setTimeout(
        () => void settle(current, 0, 'expired'),
        CERT_REQUEST_TTL_SECONDS * 1000
      );
      current.cleanup.push(() => window.clearTimeout(expiry));

      void (async () => {
        try {
          const started = await startVerification({ purpose, method, member });
          if (current.settled) return;
          current.requestId = started.requestId;
          if (popup.closed) return fail(current, 'cancelled');
          postIntoWindow({ ...started.popup, name: CERT_POPUP_NAME });
          popup.focus();
        } catch (error) {
          if (!popup.closed) popup.close();
          fail(current, 'unavailable', isApiError(error) ? error.code : undefined);
        }
      })();
    },
    [dispose, fail, purpose, settle, t]
  );

  /** Brings the open popup to the front (a "show the window" link while waiting). */
  const focusPopup = useCallback(() => {
    const popup = attempt.current?.popup;
    if (popup && !popup.closed) popup.focus();
  }, []);

  const reset = useCallback(() => {
    const current = attempt.current;
    if (current && !current.popup.closed) current.popup.close();
    dispose(current);
    setState({ status: 'idle' });
  }, [dispose]);

  return { state, start, reset, focusPopup, busy: state.status === 'waiting' || state.status === 'checking' };
}
