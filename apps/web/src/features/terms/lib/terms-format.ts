import { seoulDate } from '@mall/domain';

/** A version's effective date as the shop's calendar day (Seoul): 2026-05-01. */
export function effectiveDate(effectiveAt: string): string {
  return seoulDate(new Date(effectiveAt));
}

/** The headings of a terms text with their ids, for the table of contents (the server gives every heading one). */
export function termsHeadings(html: string): { id: string; text: string }[] {
  const found: { id: string; text: string }[] = [];
  for (const match of html.matchAll(/<h2[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)) {
    const text = (match[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    if (match[1] && text.trim()) found.push({ id: match[1], text: text.trim() });
  }
  return found;
}
