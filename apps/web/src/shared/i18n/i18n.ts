import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, isLanguage, type Language } from '@mall/domain';
// Types only: i18next's TFunction checks every key against the Korean catalogues (i18next.d.ts); its runtime
// is not shipped (docs/decisions/060).
import type { i18n as I18next, TFunction } from 'i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../config/app-config';
import { createExternalStore } from '../lib/external-store';
import { readStored, writeStored } from '../storage/browser-storage';
import type { AccountsMessages } from './locales/accounts.ko-KR';
import type { AddressMessages } from './locales/address.ko-KR';
import type { CartMessages } from './locales/cart.ko-KR';
import type { HomeMessages } from './locales/home.ko-KR';
import type { CoreMessages, MoreMessages } from './locales/ko-KR';
import type { ProductMessages } from './locales/product.ko-KR';

/**
 * Every catalogue is its own chunk, fetched on demand. Korean (the default, and the source of the types)
 * is requested at start-up in parallel with the first page's API calls, so it costs no extra round trip
 * on the critical path while keeping ~3.5 KB gzip out of the entry chunk.
 */
const lazyCatalogues: Record<Language, () => Promise<{ default: CoreMessages }>> = {
  'ko-KR': () => import('./locales/ko-KR'),
  'en-US': () => import('./locales/en-US'),
  'zh-TW': () => import('./locales/zh-TW')
};

/**
 * The rest of the shell's `translation` namespace (footer, search, product, not-found, guard, planner menu,
 * dialogs, error messages): not on Home's first load (docs/decisions/060). Loaded once the page is idle, with
 * any screen but Home (app/routes.tsx), or with the first failed request (api-client.ts); `t('translation')`
 * looks a key up in both parts.
 */
const lazyMore: Record<Language, () => Promise<{ default: MoreMessages }>> = {
  'ko-KR': () => import('./locales/ko-KR.more'),
  'en-US': () => import('./locales/en-US.more'),
  'zh-TW': () => import('./locales/zh-TW.more')
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

/** The namespaces screens ask for; `translation.more` is the second half of `translation`, never asked by name. */
export type ScreenNamespace =
  | 'translation'
  | 'accounts'
  | 'product'
  | 'home'
  | 'address'
  | 'cart'
  | 'checkout'
  | 'benefits'
  | 'notification'
  | 'order-history'
  | 'planner'
  | 'content'
  | 'dive-in'
  | 'shopper-lists'
  | 'reviews';
type Namespace = ScreenNamespace | 'translation.more';
type Loaders = Record<Language, () => Promise<{ default: unknown }>>;
/** The namespaces of screens Home never shows: their loaders are a chunk of their own (screen-namespaces.ts). */
export type LaterNamespace =
  | 'checkout'
  | 'benefits'
  | 'notification'
  | 'order-history'
  | 'planner'
  | 'content'
  | 'dive-in'
  | 'shopper-lists'
  | 'reviews';
const namespaces: Record<Exclude<Namespace, LaterNamespace>, Loaders> = {
  translation: lazyCatalogues,
  'translation.more': lazyMore,
  accounts: lazyAccounts,
  product: lazyProduct,
  home: lazyHome,
  address: lazyAddress,
  cart: lazyCart
};

export type { TFunction };

/** A saved choice if it is one of ours, else Korean. */
export function savedLanguage(): Language {
  return readStored('local', STORAGE_KEYS.language, isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The active language: what the UI shows, what Accept-Language says, what query keys carry. */
const languageStore = createExternalStore<Language>(DEFAULT_LANGUAGE);

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

/*
 * The translation runtime (docs/decisions/060): the few i18next behaviours the storefront uses, in ~0.5 KB
 * instead of i18next + react-i18next's 17 KB on every first load. Keys are paths into the catalogues ("a.b.c",
 * no namespace separator); `{{name}}` interpolates an option (unescaped: React escapes); `count` picks the
 * `_one`/`_other` (Intl.PluralRules) variant when the catalogue has one, `context` the `_<context>` variant;
 * a missing text falls back along the language chain, then to `defaultValue`, then (once its catalogue is
 * loaded; a blank before) to the key itself.
 */
type Tree = { readonly [key: string]: unknown };
type Options = { readonly [key: string]: unknown };

/** Korean is the complete source; only the other languages fall back, to English. */
function languageChain(language: Language): Language[] {
  return language === DEFAULT_LANGUAGE || language === FALLBACK_LANGUAGE
    ? [language]
    : [language, FALLBACK_LANGUAGE];
}

const catalogues = new Map<string, Tree>();
const loading = new Map<string, Promise<void>>();
/** Namespaces asked for so far: a language switch loads them all before the UI changes language. */
const wanted = new Set<Namespace>(['translation']);
/** Bumped whenever a catalogue arrives or the language changes: what `useTranslation` re-renders on. */
const revision = createExternalStore(0);

function loadCatalogue(language: Language, namespace: Namespace): Promise<void> {
  const id = `${language}/${namespace}`;
  if (catalogues.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    const loaders: Promise<Loaders> =
      namespace in namespaces
        ? Promise.resolve(namespaces[namespace as keyof typeof namespaces])
        : import('./screen-namespaces').then((m) => m.laterNamespaces[namespace as LaterNamespace]);
    pending = loaders
      .then((table) => table[language]())
      .then(
        (module) => {
          catalogues.set(id, module.default as Tree);
          revision.set(revision.get() + 1);
        },
        // A chunk that failed (offline, a deploy in between) is asked for again next time; the texts show
        // their keys meanwhile, and a failed preload reloads the page (main.tsx).
        () => void loading.delete(id)
      );
    loading.set(id, pending);
  }
  return pending;
}

function loadAll(language: Language, list: Iterable<Namespace>): Promise<void> {
  const chain = languageChain(language);
  return Promise.all([...list].flatMap((ns) => chain.map((code) => loadCatalogue(code, ns)))).then(
    () => undefined
  );
}

function isLoaded(language: Language, namespace: Namespace): boolean {
  return languageChain(language).every((code) => catalogues.has(`${code}/${namespace}`));
}

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralSuffix(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return `_${rules.select(count)}`;
}

/** The text for `key`, trying its context and plural variants in each language of the chain. */
function resolve(language: Language, namespace: Namespace, key: string, options: Options | undefined) {
  const count = typeof options?.count === 'number' ? options.count : undefined;
  const context = typeof options?.context === 'string' && options.context ? `_${options.context}` : '';
  for (const code of languageChain(language)) {
    for (const part of namespace === 'translation' ? ['translation', 'translation.more'] : [namespace]) {
      const text = resolveIn(code, catalogues.get(`${code}/${part}`), key, count, context);
      if (text !== undefined) return text;
    }
  }
  // A shell text not on the first load, asked for before the rest arrived: fetch it now (the hook re-renders).
  if (namespace === 'translation' && !isLoaded(language, 'translation.more')) void loadMoreTexts();
  return undefined;
}

function resolveIn(
  code: Language,
  tree: Tree | undefined,
  key: string,
  count: number | undefined,
  context: string
): string | undefined {
  if (!tree) return undefined;
  const plural = count === undefined ? null : pluralSuffix(code, count);
  const candidates = context
    ? [plural && key + context + plural, key + context, plural && key + plural, key]
    : [plural && key + plural, key];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const text = lookup(tree, candidate);
    if (typeof text === 'string') return text;
  }
  return undefined;
}

function interpolate(text: string, options: Options | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^}]+?)\s*\}\}/g, (_, name: string) => {
    const value = lookup(options, name);
    return value === undefined || value === null ? '' : String(value);
  });
}

type LooseT = (key: string | readonly string[], options?: Options) => string;

function fixedT(language: Language | null, namespace: Namespace): LooseT {
  return (key, options) => {
    const code = language ?? getLanguage();
    const ns = (options?.ns as Namespace | undefined) ?? namespace;
    for (const candidate of typeof key === 'string' ? [key] : key) {
      const text = resolve(code, ns, candidate, options);
      if (text !== undefined) return interpolate(text, options);
    }
    const fallback = options?.defaultValue;
    if (typeof fallback === 'string') return interpolate(fallback, options);
    // Its catalogue is still on its way (the shell's second part on Home, a screen's namespace): a blank for
    // that moment, never a raw key in the footer; a key still missing once everything is loaded shows itself.
    if (!isLoaded(code, ns === 'translation' ? 'translation.more' : ns)) return '';
    return String(typeof key === 'string' ? key : key[0]);
  };
}

/** What screens and helpers use of the translation instance (the same shape i18next's had). */
export type I18n = Pick<I18next, 't' | 'exists' | 'getFixedT'> & { readonly language: Language };

export const i18n: I18n = {
  get language() {
    return getLanguage();
  },
  t: fixedT(null, 'translation') as unknown as I18n['t'],
  exists: ((key: string, options?: Options) =>
    resolve(getLanguage(), (options?.ns as Namespace | undefined) ?? 'translation', key, options) !==
    undefined) as unknown as I18n['exists'],
  getFixedT: ((language: Language | null, namespace?: Namespace) =>
    fixedT(language, namespace ?? 'translation')) as unknown as I18n['getFixedT']
};

/**
 * A screen's texts: `t` for `namespace` (default: the shell's), re-rendering when the language changes or
 * the namespace's catalogue arrives; a namespace not loaded yet is loaded (its texts are blank meanwhile;
 * lazy screens await `loadNamespace` with their chunk so this never shows).
 */
export function useTranslation<N extends ScreenNamespace = 'translation'>(
  namespace?: N
): { t: TFunction<N>; i18n: I18n; ready: boolean } {
  const ns: Namespace = namespace ?? 'translation';
  // The shell's namespace also re-renders when its second part (translation.more) arrives.
  const state = useSyncExternalStore(
    revision.subscribe,
    () =>
      `${getLanguage()} ${ns === 'translation' && isLoaded(getLanguage(), 'translation.more')} ${isLoaded(getLanguage(), ns)}`
  );
  const ready = state.endsWith('true');
  useEffect(() => {
    if (!ready) void loadNamespace(ns);
  }, [ready, ns]);
  // A new `t` when the language or the readiness changes, so memoised texts and effects follow.
  const t = useMemo(() => fixedT(null, ns), [ns, state]); // eslint-disable-line react-hooks/exhaustive-deps
  return { t: t as unknown as TFunction<N>, i18n, ready };
}

let initialised: Promise<void> | null = null;

/** Sets the saved language; resolves when that language's shell catalogue is loaded. */
export function initI18n(language: Language = savedLanguage()): Promise<void> {
  if (initialised) return initialised;
  applyLanguage(language);
  initialised = loadAll(language, wanted);
  // The rest of the shell's texts once the first page is idle (docs/decisions/060).
  void initialised.then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void loadMoreTexts());
    else setTimeout(() => void loadMoreTexts(), 1);
  });
  return initialised;
}

/**
 * The part of the shell's texts Home's first paint does not show (footer, search, product, dialogs, error
 * messages): awaited by every screen but Home and by a failed request before it is shown.
 */
export function loadMoreTexts(): Promise<void> {
  return loadNamespace('translation.more');
}

/**
 * Loads a namespace for the active language (and keeps it loaded for later language switches). Lazy
 * screens await it next to their chunk, so their first render already has its texts.
 */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  await initI18n();
  wanted.add(namespace);
  await loadAll(getLanguage(), [namespace]);
}

/** Switches the UI language: loads its catalogues, re-renders, updates <html lang>, remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n();
  await loadAll(language, wanted);
  applyLanguage(language);
  revision.set(revision.get() + 1);
  writeStored('local', STORAGE_KEYS.language, language);
}
