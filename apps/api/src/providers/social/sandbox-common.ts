import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { sandboxCsp, sendSandboxPage } from '../sandbox-page.ts';

/** Helpers the Naver and Apple sandboxes share (the Kakao one predates them and keeps its own). */

const MAX_ENTRIES = 5_000;

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A bounded in-memory map entry (sandbox codes and tokens live in this process only). */
export function remember<T extends { expiresAt: number }>(
  map: Map<string, T>,
  key: string,
  value: T,
  now: number
) {
  if (map.size >= MAX_ENTRIES) {
    for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k);
    while (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  }
  map.set(key, value);
}

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Whether `redirectUri` is acceptable: the one "registered in the console" when configured, otherwise
 * only this shop's own callback for the provider on the request's host (never another host).
 */
export function isRegisteredRedirect(
  redirectUri: string,
  registered: string | null,
  appHost: string,
  callbackPath: string
): boolean {
  if (registered) return redirectUri === registered;
  let parsed: URL;
  try {
    parsed = new URL(redirectUri);
  } catch {
    return false;
  }
  return (
    /^https?:$/.test(parsed.protocol) &&
    parsed.host === new URL(`${parsed.protocol}//${appHost}`).host &&
    parsed.pathname === callbackPath &&
    parsed.search === ''
  );
}

/** A sandbox HTML page: no inline script, its own CSP; forms may post only here and to the merchant. */
export function sandboxPage(
  reply: FastifyReply,
  input: {
    status: number;
    redirectUri: string | null;
    title: string;
    style: string;
    header: string;
    body: string;
    footer: string;
    /** A same-origin script (Apple's auto-submit); none otherwise. */
    script?: string;
    /** Extra image sources (the share sandbox shows the product's picture); data: only otherwise. */
    imgSrc?: string;
  }
) {
  let formAction = "'self'";
  try {
    if (input.redirectUri) formAction = `'self' ${new URL(input.redirectUri).origin}`;
  } catch {
    formAction = "'self'";
  }
  return sendSandboxPage(reply, {
    status: input.status,
    csp: sandboxCsp({ scriptSrc: input.script ? "'self'" : "'none'", imgSrc: input.imgSrc, formAction }),
    headers: [['referrer-policy', 'no-referrer']],
    title: input.title,
    style: input.style,
    badge: input.header,
    body: input.body,
    footer: input.footer,
    script: input.script
  });
}

/** The layout both sandboxes use; each passes its brand colours. */
export function sandboxStyle(brand: { bar: string; barText: string; primary: string; primaryText: string }) {
  return `*{box-sizing:border-box}body{margin:0;font:14px/1.45 "Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR",system-ui,sans-serif;color:#191919;background:#f6f6f6}
header{background:${brand.bar};color:${brand.barText};padding:12px 16px;display:flex;align-items:center;justify-content:space-between}header b{font-size:16px}header small{display:block;font-size:11px;opacity:.8}
.badge{background:${brand.barText};color:${brand.bar};font-size:10px;font-weight:700;border-radius:4px;padding:2px 6px}
main{max-width:480px;margin:0 auto;padding:14px 16px}h1{font-size:16px;margin:0 0 4px}.en{color:#667085;font-weight:400;font-size:11.5px}
.app{background:#fff;border-radius:10px;padding:10px 12px;margin:8px 0;font-size:12.5px}.app code{font-size:11.5px;word-break:break-all}
fieldset{border:0;margin:10px 0 0;padding:0}legend{font-weight:700;font-size:13px;margin-bottom:6px}
.personas{display:grid;gap:6px}.personas label{display:block;background:#fff;border:1px solid #d0d5dd;border-radius:10px;padding:8px 10px;cursor:pointer;font-size:13px}
.personas label:has(input:checked){border-color:#191919;box-shadow:0 0 0 1px #191919}.personas input{margin:0 6px 0 0}
details{margin-top:10px;font-size:12.5px}summary{cursor:pointer}.row{display:grid;grid-template-columns:1fr 1fr;gap:6px;margin-top:6px}
input[type=text],select{width:100%;padding:7px 8px;border:1px solid #d0d5dd;border-radius:6px;font:inherit;background:#fff}
.actions{display:grid;grid-template-columns:2fr 1fr;gap:8px;margin-top:14px}button{font:inherit;border-radius:10px;padding:11px 8px;border:1px solid #d0d5dd;background:#fff;color:#191919;cursor:pointer;line-height:1.2}
button small{display:block;font-size:10.5px;opacity:.8}button.primary{background:${brand.primary};border-color:${brand.primary};color:${brand.primaryText};font-weight:700}
.alert{background:#fef3f2;border:1px solid #fecdca;color:#b42318;border-radius:8px;padding:8px 10px;margin:8px 0;font-size:12.5px}
footer{padding:8px 16px 14px;color:#98a2b3;font-size:10.5px;text-align:center}`;
}
