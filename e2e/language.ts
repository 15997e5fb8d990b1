import type { Page } from '@playwright/test';
import type { Language } from '@mall/domain';

/** Every page this tab opens from now on starts in `language`, as for a shopper who chose it (kept in localStorage). */
export async function openInLanguage(page: Page, language: Language) {
  await page.addInitScript((value) => localStorage.setItem('mall.language', JSON.stringify(value)), language);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A storefront catalogue text with its `{{name}}` values filled in, as i18next fills them. */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** A catalogue text as a pattern: the values given filled in, any other `{{name}}` standing for anything. */
export const pattern = (text: string, values: Record<string, string | number> = {}) =>
  new RegExp(
    escapeRegExp(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) =>
      name in values ? escapeRegExp(String(values[name])) : '.*'
    )
  );
