import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Header = readonly [name: string, value: string];

/**
 * Hosts a configured third party needs beyond our own origin: a script and its frames (the Kakao postcode widget,
 * ADR 031; Toss), a form target (the identity vendor's popup, ADR 040), and the frames that may use the Payment
 * Request API (the real Toss payment window, ADR 043).
 */
export type ExtraSources = {
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
  formAction?: readonly string[];
  paymentSrc?: readonly string[];
};

/**
 * The browser features this shop's pages may use (ADR 043), sent on every answer: its own video dialog
 * (autoplay, fullscreen, picture-in-picture) and payment, for itself and the payment window's frames. Everything
 * else a shop never needs is denied to the page and to any frame in it. Only features desktop Chromium knows, so
 * the header costs no console warning (csp.e2e.ts checks): web-share is left to its default (self), since
 * naming it warns where the browser has no share sheet.
 */
export function permissionsPolicy(paymentSrc: readonly string[] = []): string {
  const payment = ['self', ...paymentSrc.map((origin) => `"${origin}"`)].join(' ');
  return [
    'accelerometer=()',
    'autoplay=(self)',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'encrypted-media=()',
    'fullscreen=(self)',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'idle-detection=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=(${payment})`,
    'picture-in-picture=(self)',
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'serial=()',
    'sync-xhr=()',
    'usb=()',
    'xr-spatial-tracking=()'
  ].join(', ');
}

/** Helmet's headers for this shop's documents, read once from its middleware (no per-request work, ADR 027). */
function helmetHeaders(extra: ExtraSources = {}): Header[] {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // A chosen video plays from the page's own memory (an object URL) before it is uploaded: the planner's
        // studio (ADR 087) and the console's dive-in desk (ADR 088).
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        ...(extra.frameSrc?.length ? { frameSrc: ["'self'", ...extra.frameSrc] } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(extra.formAction ?? [])],
        upgradeInsecureRequests: null
      }
    },
    crossOriginEmbedderPolicy: false,
    // The identity vendor's popup (ADR 040) must keep its opener across the vendor's origin, or the storefront
    // sees it closed at once; pages that open nothing lose nothing by it (ADR 043).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' }
  });
  const headers: Header[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {}
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers.push(['permissions-policy', permissionsPolicy(extra.paymentSrc)]);
  return headers;
}

/**
 * For the pages an identity popup passes through after the vendor (the return page, and the sandbox vendor's own
 * pages, like the real vendor's): a COOP other than the vendor's would put the popup in a new browsing context
 * group and cut it off from its opener (ADR 043).
 */
export const POPUP_OPENER_POLICY = ['cross-origin-opener-policy', 'unsafe-none'] as const;

/** Every header helmet sets: HTML pages, scripts, styles, images. */
export const DOCUMENT_HEADERS: readonly Header[] = helmetHeaders();

/**
 * What a JSON answer needs of them (ADR 028): no sniffing it into something executable, no cross-origin
 * embedding of it (CORP), HTTPS only, no referrer, and the Permissions-Policy (ADR 043: every answer, so a
 * scanner or a proxy that caches by type never sees an answer without it). CSP, COOP, Origin-Agent-Cluster, X-Frame-Options and the
 * legacy X-* headers act on documents a browser renders; a JSON answer with nosniff is never rendered as one.
 */
const API_HEADER_NAMES = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
  'permissions-policy'
];
const jsonSet = (headers: readonly Header[]) => headers.filter(([name]) => API_HEADER_NAMES.includes(name));
export const API_HEADERS: readonly Header[] = jsonSet(DOCUMENT_HEADERS);

/**
 * Adds the security headers when the answer's type is known (onSend): the short set on JSON, the full set on
 * everything else. A header the route set itself (a sandbox page's own CSP) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, extra: ExtraSources = {}) {
  if (API_HEADERS.length !== API_HEADER_NAMES.length)
    throw new Error('helmet no longer sets every header of the JSON set');
  const documentHeaders =
    extra.scriptSrc?.length || extra.frameSrc?.length || extra.formAction?.length || extra.paymentSrc?.length
      ? helmetHeaders(extra)
      : DOCUMENT_HEADERS;
  const apiHeaders = documentHeaders === DOCUMENT_HEADERS ? API_HEADERS : jsonSet(documentHeaders);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers =
      typeof type === 'string' && type.startsWith('application/json') ? apiHeaders : documentHeaders;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
