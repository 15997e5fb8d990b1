import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { opensInThisTab } from '../lib/opens-in-this-tab';

// Links that open a new tab never hand the opener to the page they open.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/** Server HTML passes DOMPurify in the browser too (ARCHITECTURE §5), whatever the server did. */
export function purifyRichHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style']
  });
}

/**
 * The in-app path a click on a same-origin link opens, or null to leave the click to the browser: other sites, new
 * tabs (target, modifier keys, middle click) and downloads.
 */
export function inAppLinkPath(event: MouseEvent<HTMLElement>): string | null {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !event.currentTarget.contains(anchor) || !opensInThisTab(event, anchor)) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Rich content written by staff (notices, terms, company pages, answers; issue 19), sanitised by the server and
 * again here, in the shop's prose style. Links inside the shop open in-app.
 */
export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => purifyRichHtml(html), [html]);
  return (
    <div
      className={`rich-html ${className}`}
      onClick={(event) => {
        const path = inAppLinkPath(event);
        if (path === null) return;
        event.preventDefault();
        void navigate(path);
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
