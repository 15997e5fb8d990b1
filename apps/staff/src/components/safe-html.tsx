import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Staff-written HTML as a preview: DOMPurify in the console too, so what one staff member writes can never run in
 * another's session (the server sanitises again when it serves it to shoppers).
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] }),
    [html]
  );
  return <div className={`staff-prose ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
