import type { Language } from '@mall/domain';

/** Home content keys; the language is part of each (texts come localised from the API). */
export const contentKeys = {
  all: ['content'] as const,
  home: (language: Language) => [...contentKeys.all, 'home', language] as const,
  popups: (language: Language) => [...contentKeys.all, 'popup', language] as const
};
