import { CERT_MESSAGE_TYPE, CERT_RET_SUCCESS } from '@mall/domain';

/**
 * Browser plumbing for the vendor popup: opening it centred (synchronously, inside the click, or
 * browsers block it), posting the vendor's form into it, and recognising the result message.
 */

/** Opens an empty named window centred on the current one; null when the browser blocked it. */
export function openCenteredPopup(name: string, size: { width: number; height: number }): Window | null {
  const { width, height } = size;
  const outerWidth = window.outerWidth || window.innerWidth;
  const outerHeight = window.outerHeight || window.innerHeight;
  const left = Math.max(0, Math.round(window.screenX + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (outerHeight - height) / 2));
  const features = `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
  try {
    return window.open('about:blank', name, features);
  } catch {
    return null;
  }
}

/** Posts the vendor's sealed request into the named window (a form, as the vendor requires). */
export function postIntoWindow(popup: {
  name: string;
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}): void {
  const form = document.createElement('form');
  form.method = popup.method;
  form.action = popup.action;
  form.target = popup.name;
  form.hidden = true;
  for (const [name, value] of Object.entries(popup.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

export type IdvMessage = {
  type: typeof CERT_MESSAGE_TYPE;
  requestId: string | null;
  ok: boolean;
  retCd: string;
};

/** The result page's message (docs/decisions/007): nothing personal, only which request and how. */
export function asIdvMessage(data: unknown): IdvMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  if (value.type !== CERT_MESSAGE_TYPE || typeof value.ok !== 'boolean') return null;
  if (value.requestId !== null && typeof value.requestId !== 'string') return null;
  return {
    type: CERT_MESSAGE_TYPE,
    requestId: value.requestId,
    ok: value.ok && value.retCd === CERT_RET_SUCCESS,
    retCd: value.retCd === CERT_RET_SUCCESS ? CERT_RET_SUCCESS : 'ERROR'
  };
}

/**
 * Same-origin channel for the tab fallback: a landing page without an opener tells the tab that
 * started the verification (if it is still open) through it. Only the request id travels.
 */
export const IDV_CHANNEL = 'mall-idv';
