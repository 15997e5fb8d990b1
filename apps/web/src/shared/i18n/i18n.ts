import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@mall/domain';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../config/app-config';
import { createExternalStore } from '../lib/external-store';
import { readStored, writeStored } from '../storage/browser-storage';
import type { AccountsMessages } from './locales/accounts.ko-KR';
import type { AddressMessages } from './locales/address.ko-KR';
import type { CartMessages } from './locales/cart.ko-KR';
import type { OrderMessages } from './locales/order.ko-KR';
import type { CompensationMessages } from './locales/compensation.ko-KR';
import type { OrdersMessages } from './locales/orders.ko-KR';
import type { HomeMessages } from './locales/home.ko-KR';
import type { Messages } from './locales/ko-KR';
import type { ProductMessages } from './locales/product.ko-KR';

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

/**
 * Texts of the account screens (login, my page): their own namespace, loaded with those screens'
 * chunks (see `loadNamespace`), so Home's first load does not carry them.
 */
const lazyAccounts: Record<Language, () => Promise<{ default: AccountsMessages }>> = {
  'ko-KR': () => import('./locales/accounts.ko-KR'),
  'en-US': () => import('./locales/accounts.en-US'),
  'zh-TW': () => import('./locales/accounts.zh-TW')
};

/** Texts of the product detail screen and its share modal, loaded with that screen. */
const lazyProduct: Record<Language, () => Promise<{ default: ProductMessages }>> = {
  'ko-KR': () => import('./locales/product.ko-KR'),
  'en-US': () => import('./locales/product.en-US'),
  'zh-TW': () => import('./locales/product.zh-TW')
};

/** Texts of Home's lazy parts (events, videos, notice popup), loaded with their chunks (ADR 025). */
const lazyHome: Record<Language, () => Promise<{ default: HomeMessages }>> = {
  'ko-KR': () => import('./locales/home.ko-KR'),
  'en-US': () => import('./locales/home.en-US'),
  'zh-TW': () => import('./locales/home.zh-TW')
};

/** Texts of the address book and address search dialogs, loaded with the dialogs' chunk (ADR 033). */
const lazyAddress: Record<Language, () => Promise<{ default: AddressMessages }>> = {
  'ko-KR': () => import('./locales/address.ko-KR'),
  'en-US': () => import('./locales/address.en-US'),
  'zh-TW': () => import('./locales/address.zh-TW')
};

/** Texts of the carts (cart screen, add-to-cart drawers, merge notice), loaded with those chunks. */
const lazyCart: Record<Language, () => Promise<{ default: CartMessages }>> = {
  'ko-KR': () => import('./locales/cart.ko-KR'),
  'en-US': () => import('./locales/cart.en-US'),
  'zh-TW': () => import('./locales/cart.zh-TW')
};

/** Texts of checkout and the order success pages, loaded with those screens' chunks. */
const lazyOrder: Record<Language, () => Promise<{ default: OrderMessages }>> = {
  'ko-KR': () => import('./locales/order.ko-KR'),
  'en-US': () => import('./locales/order.en-US'),
  'zh-TW': () => import('./locales/order.zh-TW')
};
/** Texts of the coupon and point pages, loaded with those screens (docs/decisions/037). */
const lazyCompensation: Record<Language, () => Promise<{ default: CompensationMessages }>> = {
  'ko-KR': () => import('./locales/compensation.ko-KR'),
  'en-US': () => import('./locales/compensation.en-US'),
  'zh-TW': () => import('./locales/compensation.zh-TW')
};

/** Texts of order history, detail, cancel and guest lookup, loaded with those screens. */
const lazyOrders: Record<Language, () => Promise<{ default: OrdersMessages }>> = {
  'ko-KR': () => import('./locales/orders.ko-KR'),
  'en-US': () => import('./locales/orders.en-US'),
  'zh-TW': () => import('./locales/orders.zh-TW')
};

export type Namespace =
  'translation' | 'accounts' | 'product' | 'home' | 'address' | 'cart' | 'order' | 'compensation' | 'orders';
const namespaces: Record<Namespace, Record<Language, () => Promise<{ default: unknown }>>> = {
  translation: lazyCatalogues,
  accounts: lazyAccounts,
  product: lazyProduct,
  home: lazyHome,
  address: lazyAddress,
  cart: lazyCart,
  order: lazyOrder,
  compensation: lazyCompensation,
  orders: lazyOrders
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const catalogues = namespaces[namespace as Namespace] as (typeof namespaces)[Namespace] | undefined;
    const load = isLanguage(language) ? catalogues?.[language] : undefined;
    if (!load) return callback(new Error(`No catalogue for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default as ResourceKey),
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

/**
 * Loads a namespace for the active language (and keeps it loaded for later language switches). Lazy
 * screens await it next to their chunk, so their first render already has its texts.
 */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces(namespace);
}

/** Switches the UI language: loads its catalogue, re-renders, updates <html lang>, remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n();
  await i18n.changeLanguage(language);
  applyLanguage(language);
  writeStored('local', STORAGE_KEYS.language, language);
}
