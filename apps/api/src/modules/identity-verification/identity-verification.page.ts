import { CERT_MESSAGE_TYPE, CERT_RET_SUCCESS } from '@mall/domain';
import type { ReturnOutcome } from './identity-verification.service.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * Runs in the popup after the vendor sent it back: tells the opener (same origin only) which request
 * finished and how, then closes. No name, CI or DI travels this way; the storefront re-reads the
 * result from the API. Without an opener (the popup became a tab), it goes to the storefront path.
 */
export const RETURN_SCRIPT = `(function () {
  var d = document.body.dataset;
  var message = { type: '${CERT_MESSAGE_TYPE}', requestId: d.requestId || null, ok: d.ok === 'true', retCd: d.retCd === '${CERT_RET_SUCCESS}' ? '${CERT_RET_SUCCESS}' : 'ERROR' };
  try { window.history.replaceState(null, '', window.location.pathname); } catch (e) {}
  var button = document.getElementById('close');
  if (button) button.addEventListener('click', function () { window.close(); });
  var opener = window.opener;
  if (opener && !opener.closed) {
    opener.postMessage(message, window.location.origin);
    window.close();
  } else if (d.fallback) {
    window.location.replace(d.fallback);
  }
})();
`;

/** The tiny page the popup lands on; its script is a separate file (CSP script-src 'self'). */
export function returnPage(outcome: ReturnOutcome): string {
  let fallback = '';
  if (outcome.fallbackPath) {
    const separator = outcome.fallbackPath.includes('?') ? '&' : '?';
    fallback = `${outcome.fallbackPath}${separator}requestId=${encodeURIComponent(outcome.requestId ?? '')}&retCd=${outcome.retCd}`;
  }
  const [title, english] = outcome.ok
    ? ['본인확인이 완료되었습니다.', 'Identity verification is complete.']
    : ['본인확인을 완료하지 못했습니다.', 'Identity verification was not completed.'];
  return (
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>본인확인</title>` +
    `<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:15px/1.5 system-ui,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;color:#1f1a24;background:#fff;text-align:center}small{display:block;color:#6b6475}button{margin-top:16px;padding:8px 20px;border:1px solid #d9d2de;border-radius:8px;background:#fff;font:inherit;cursor:pointer}</style></head>` +
    `<body data-request-id="${escapeHtml(outcome.requestId ?? '')}" data-ok="${outcome.ok ? 'true' : 'false'}" data-ret-cd="${escapeHtml(outcome.retCd)}" data-fallback="${escapeHtml(fallback)}">` +
    `<main><p>${title}<small>${english}</small><small>이 창은 자동으로 닫힙니다. · This window closes by itself.</small></p><button type="button" id="close">닫기 · Close</button></main>` +
    `<script src="/api/member/certification/v1/public/return.js"></script></body></html>`
  );
}
