import type { Config } from '../config.ts';
import type { ExtraSources } from '../http/security-headers.ts';

/** The hosts the configured providers' scripts, frames and forms need in the pages' CSP (ADR 028, 043). */
export function providerSources(config: Config): ExtraSources {
  return mergeSources(postcodeSources(config), paymentSources(config), identitySources(config));
}

/**
 * Kakao's postcode script comes from its CDN (or a copy served by us, a path) and draws its search in a frame
 * from Kakao's postcode host (INTEGRATIONS §4.1; the host after the 2026 CDN move is unconfirmed, so both are
 * allowed) wherever the script came from. Only with `kakao`.
 */
function postcodeSources(config: Config): ExtraSources {
  const script = config.address.postcodeScriptUrl;
  if (config.address.postcode !== 'kakao' || !script) return {};
  return {
    scriptSrc: script.startsWith('/') ? [] : [new URL(script).origin],
    frameSrc: ['https://postcode.map.kakao.com', 'https://postcode.map.daum.net']
  };
}

/**
 * Toss's SDK script (TOSS_SDK_SRC, an https URL) and the payment window it opens in a frame from Toss's hosts
 * (INTEGRATIONS §1.1; the window's host is not documented, hence the wildcard), which may use the Payment Request
 * API (its easy-pay methods; ADR 043). The sandbox needs nothing: its script is ours and its checkout is a page of
 * this origin.
 */
function paymentSources(config: Config): ExtraSources {
  const src = config.payment.sdkSrc;
  if (src.startsWith('/')) return {};
  const frames = ['https://*.tosspayments.com'];
  return { scriptSrc: [new URL(src).origin], frameSrc: frames, paymentSrc: frames };
}

/**
 * The identity vendor's popup is a form the storefront posts into a named window (docs/decisions/007, 017): with
 * NICE, the form's action is NICE's popup URL on its own origin. The sandbox's popup is a page of this origin.
 */
function identitySources(config: Config): ExtraSources {
  if (config.identity.provider !== 'nice') return {};
  return { formAction: [new URL(config.identity.popupUrl).origin] };
}

function mergeSources(...sources: ExtraSources[]): ExtraSources {
  const merged = (key: keyof ExtraSources) => [...new Set(sources.flatMap((s) => s[key] ?? []))];
  return {
    scriptSrc: merged('scriptSrc'),
    frameSrc: merged('frameSrc'),
    formAction: merged('formAction'),
    paymentSrc: merged('paymentSrc')
  };
}
