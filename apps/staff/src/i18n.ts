import { useEffect, useSyncExternalStore } from 'react';
import { EN_MESSAGES } from './messages.en';
import { KO_MESSAGES, type MessageKey } from './messages.ko';

export type { MessageKey };

/** The console speaks Korean (default) and English; the choice is a preference, kept in localStorage. */
export const STAFF_LANGUAGES = ['ko-KR', 'en-US'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
const KEY = 'mall.staff.language';

const MESSAGES: Record<StaffLanguage, Record<MessageKey, string>> = {
  'ko-KR': KO_MESSAGES,
  'en-US': EN_MESSAGES
};

function stored(): StaffLanguage {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return value === 'en-US' ? 'en-US' : 'ko-KR';
}

let current: StaffLanguage = stored();
const listeners = new Set<() => void>();

export function setLanguage(language: StaffLanguage) {
  current = language;
  localStorage.setItem(KEY, language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

export const currentLanguage = () => current;

export function translate(
  language: StaffLanguage,
  key: MessageKey,
  values: Record<string, string | number> = {}
) {
  return MESSAGES[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The console's texts in the chosen language; re-renders when it changes. */
export function useT() {
  const language = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current
  );
  return {
    language,
    t: (key: MessageKey, values?: Record<string, string | number>) => translate(language, key, values)
  };
}

/** The tab's title for a screen, in the console's language (WCAG 2.4.2): `Screen | Staff console`. */
export function useDocumentTitle(screen: string) {
  const { t } = useT();
  const title = `${screen} | ${t('app.title')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
