import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Header = readonly [name: string, value: string];

/**
 * Hosts a configured third party needs beyond our own origin: a script and its frames (the Kakao postcode widget,
 * ADR 031; Toss), a form target (the identity vendor's popup, ADR 040).
 */
export type ExtraSources = { scriptSrc?: readonly string[]; frameSrc?: readonly string[]; formAction?: readonly string[] };

/** Helmet's headers for this shop's documents, read once from its middleware (no per-request work, ADR 027). */
function helmetHeaders(extra: ExtraSources = {}): Header[] {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
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
    crossOriginEmbedderPolicy: false
  });
  const headers: Header[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {}
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Every header helmet sets: HTML pages, scripts, styles, images. */
export const DOCUMENT_HEADERS: readonly Header[] = helmetHeaders();

/**
 * What a JSON answer needs of them (ADR 028): no sniffing it into something executable, no cross-origin
 * embedding of it (CORP), HTTPS only, no referrer. CSP, COOP, Origin-Agent-Cluster, X-Frame-Options and the
 * legacy X-* headers act on documents a browser renders; a JSON answer with nosniff is never rendered as one.
 */
const API_HEADER_NAMES = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy'
];
export const API_HEADERS: readonly Header[] = DOCUMENT_HEADERS.filter(([name]) =>
  API_HEADER_NAMES.includes(name)
);

/**
 * Adds the security headers when the answer's type is known (onSend): the short set on JSON, the full set on
 * everything else. A header the route set itself (a sandbox page's own CSP) is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, extra: ExtraSources = {}) {
  if (API_HEADERS.length !== API_HEADER_NAMES.length)
    throw new Error('helmet no longer sets every header of the JSON set');
  const documentHeaders =
    extra.scriptSrc?.length || extra.frameSrc?.length || extra.formAction?.length ? helmetHeaders(extra) : DOCUMENT_HEADERS;
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers =
      typeof type === 'string' && type.startsWith('application/json') ? API_HEADERS : documentHeaders;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });
}
