/** Languages of SPEC §9: Korean is the default, English the fallback. */
export const LANGUAGES = ['ko-KR', 'en-US', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko-KR';
export const FALLBACK_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header.
 * Exact tags win, then a primary-subtag match (`en` -> en-US, `zh-Hant`/`zh` -> zh-TW), else the default.
 */
export function resolveLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = LANGUAGES.find((lang) => lang.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split('-')[0];
    if (primary === 'ko') return 'ko-KR';
    if (primary === 'en') return 'en-US';
    if (primary === 'zh') return 'zh-TW';
  }
  return DEFAULT_LANGUAGE;
}
