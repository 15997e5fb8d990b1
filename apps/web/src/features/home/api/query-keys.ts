import type { Language } from '@mall/domain';

/** Home content keys; the language is part of each (texts come localised from the API). */
export const contentKeys = {
  all: ['content'] as const,
  home: (language: Language) => [...contentKeys.all, 'home', language] as const,
  /** Popups differ by audience (guests, members: docs/decisions/057). */
  popups: (language: Language, viewer: 'guest' | 'member') =>
    [...contentKeys.all, 'popup', language, viewer] as const
};
