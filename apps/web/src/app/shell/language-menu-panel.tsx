import { useEffect, type RefObject } from 'react';
import { changeLanguage, useLanguage, useTranslation } from '../../shared/i18n/i18n';
import { LANGUAGE_MENU } from '../../shared/i18n/languages';

/** The language menu's open list (language-menu.tsx), loaded on its first opening. */
export default function LanguageMenuPanel({
  id,
  rootRef,
  buttonRef,
  onClose
}: {
  id: string;
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [rootRef, buttonRef, onClose]);

  return (
    <div
      id={id}
      className="absolute right-0 top-12 z-50 w-60 rounded-2xl border border-line bg-white p-2 shadow-lg"
    >
      <p className="px-3 pb-1 pt-2 text-xs font-semibold text-muted">{t('shell.languageMenu')}</p>
      <ul>
        {LANGUAGE_MENU.map((item) => {
          const active = item.language === language;
          return (
            <li key={item.language}>
              <button
                type="button"
                lang={item.language}
                data-testid={`language-option-${item.language}`}
                aria-pressed={active}
                onClick={() => {
                  onClose();
                  buttonRef.current?.focus();
                  void changeLanguage(item.language);
                }}
                className={`flex w-full items-center justify-between rounded-xl px-3 py-2.5 text-left text-sm ${
                  active ? 'bg-plum-soft font-semibold text-plum' : 'text-ink hover:bg-cream'
                }`}
              >
                <span>
                  {item.countryName} <span className="text-muted">/</span> {item.languageName}
                </span>
                {active && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
