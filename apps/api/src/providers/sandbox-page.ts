import type { FastifyReply } from 'fastify';
import { noStore } from '../http/route-kit.ts';
import { escapeHtml } from '../lib/html.ts';

/**
 * The page shell every sandbox serves (ADR 048): a small server-rendered HTML page, never indexed, never cached,
 * with its own CSP. Each sandbox keeps its look (style, header bar, footer); the kit writes the rest.
 */
export type SandboxPage = {
  /** Plain text; escaped here. */
  title: string;
  style: string;
  /** The page's language; Korean unless the sandbox speaks the asker's. */
  lang?: string;
  /** The sandbox's bar with its SANDBOX/TEST badge (HTML), shown above the main part. */
  badge?: string;
  /** The main part (HTML). */
  body: string;
  /** The "test environment" note under the main part (HTML); none when absent. */
  footer?: string;
  /** A same-origin script (Apple's auto-submit); none otherwise. */
  script?: string;
};

/** The page's HTML. */
export function sandboxPageHtml(page: SandboxPage): string {
  return (
    `<!doctype html><html lang="${page.lang ?? 'ko'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title><style>${page.style}</style>` +
    (page.script ? `<script src="${page.script}" defer></script>` : '') +
    `</head><body>${page.badge ?? ''}<main>${page.body}</main>` +
    (page.footer === undefined ? '' : `<footer>${page.footer}</footer>`) +
    `</body></html>`
  );
}

/**
 * A sandbox page's CSP: nothing from anywhere but inline style and data: images; forms post only where
 * `formAction` says; not framed (unless `frameAncestors` says so). Scripts only when `scriptSrc` is given.
 */
export function sandboxCsp(policy: {
  formAction: string;
  scriptSrc?: string;
  imgSrc?: string;
  frameAncestors?: string;
}): string {
  return [
    "default-src 'none'",
    policy.scriptSrc ? `script-src ${policy.scriptSrc}` : null,
    "style-src 'unsafe-inline'",
    `img-src data:${policy.imgSrc ? ` ${policy.imgSrc}` : ''}`,
    `form-action ${policy.formAction}`,
    `frame-ancestors ${policy.frameAncestors ?? "'none'"}`,
    "base-uri 'none'"
  ]
    .filter((directive) => directive !== null)
    .join('; ');
}

/**
 * Sends a sandbox page: its status, no-store, the CSP (null: the shop's document headers apply), any extra headers
 * (referrer or opener policy) and the HTML.
 */
export function sendSandboxPage(
  reply: FastifyReply,
  page: SandboxPage & { status: number; csp: string | null; headers?: readonly (readonly [string, string])[] }
): FastifyReply {
  noStore(reply.code(page.status));
  if (page.csp !== null) reply.header('content-security-policy', page.csp);
  for (const [name, value] of page.headers ?? []) reply.header(name, value);
  return reply.type('text/html; charset=utf-8').send(sandboxPageHtml(page));
}
