import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@mall/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../config/app-config';
import { createExternalStore } from '../lib/external-store';
import { readStored, writeStored } from '../storage/browser-storage';
import type { Messages } from './locales/ko-KR';

/**
 * Every catalogue is its own chunk, fetched on demand. Korean (the default, and the source of the types)
 * is requested at start-up in parallel with the first page's API calls, so it costs no extra round trip
 * on the critical path while keeping ~3.5 KB gzip out of the entry chunk.
 */
const lazyCatalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  'ko-KR': () => import('./locales/ko-KR'),
  'en-US': () => import('./locales/en-US'),
  'zh-TW': () => import('./locales/zh-TW')
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = isLanguage(language) ? lazyCatalogues[language] : undefined;
    if (!load) return callback(new Error(`No catalogue for ${language}`), false);
    load().then(
      (module) => callback(null, module.default as unknown as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false)
    );
  }
};

/** A saved choice if it is one of ours, else Korean. */
export function savedLanguage(): Language {
  return readStored('local', STORAGE_KEYS.language, isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The active language: what the UI shows, what Accept-Language says, what query keys carry. */
const languageStore = createExternalStore<Language>(DEFAULT_LANGUAGE);

export const i18n = i18next.createInstance();

export function getLanguage(): Language {
  return languageStore.get();
}

export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
}

function applyLanguage(language: Language): void {
  languageStore.set(language);
  document.documentElement.lang = language;
}

let initialised: Promise<void> | null = null;

/** Starts i18next with the saved language; resolves when that language's catalogue is loaded. */
export function initI18n(language: Language = savedLanguage()): Promise<void> {
  if (initialised) return initialised;
  applyLanguage(language);
  initialised = i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      // Korean is the complete source; only the other languages fall back, to English.
      fallbackLng: (code: string) => (code === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [FALLBACK_LANGUAGE]),
      defaultNS: 'translation',
      ns: ['translation'],
      nsSeparator: false,
      returnNull: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false }
    })
    .then(() => undefined);
  return initialised;
}

/** Switches the UI language: loads its catalogue, re-renders, updates <html lang>, remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(language);
  applyLanguage(language);
  writeStored('local', STORAGE_KEYS.language, language);
}
