import sanitizeHtml from 'sanitize-html';

/** A path in the shop's media folder (`/media/…`, not `//host/…` nor `/media/../…`). */
const OWN_MEDIA = /^\/media\/(?!.*\.\.)[^/]/;

/**
 * The allow-list for notice popup HTML: text formatting, lists, links and images only. No scripts, no
 * styles, no event handlers (attributes not listed are dropped), and URLs only with http(s), mailto and
 * tel schemes or relative — so no `javascript:` or `data:` URL survives. Links that open a new tab get
 * `rel="noopener noreferrer"`. Images must be the shop's own media paths (`/media/…`); others are dropped.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'a',
    'img',
    'hr',
    'blockquote'
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Images only from the shop's own media (a same-origin path): no tracking pixel or hotlink elsewhere.
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
  transformTags: {
    // Only href survives on a link, plus target=_blank with rel=noopener when the writer asked for a new tab.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {})
      }
    })
  }
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * The allow-list for written pages (notices, events, news, terms, company pages, FAQ answers, staff answers; issue
 * 19): the popup's, plus headings, tables and figures. The same rules otherwise: no scripts, styles or handlers,
 * safe URL schemes only, images only from the shop's media.
 */
const RICH_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [
    ...(OPTIONS.allowedTags as string[]),
    'h2',
    'h5',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
    'dl',
    'dt',
    'dd',
    'sup',
    'sub',
    'small',
    'mark'
  ],
  allowedAttributes: {
    ...(OPTIONS.allowedAttributes as Record<string, string[]>),
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id']
  }
};

/** Sanitises rich content written by staff (issue 19) for the storefront: see RICH_OPTIONS. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, RICH_OPTIONS);
}
