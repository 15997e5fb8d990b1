import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../../shared/i18n/i18n';
import { LANGUAGE_MENU } from '../../shared/i18n/languages';
import { ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons';

/** Country/language disclosure: Korea/한국어, United States/English, Taiwan/繁體中文. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = LANGUAGE_MENU.find((item) => item.language === language) ?? LANGUAGE_MENU[0];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        data-testid="language-menu"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('shell.languageMenuCurrent', {
          country: current?.countryName,
          language: current?.languageName
        })}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 items-center gap-1 rounded-full px-2.5 text-sm font-medium text-ink hover:bg-plum-soft hover:text-plum"
      >
        <GlobeIcon size={22} />
        <span className="hidden lg:inline">{current?.languageName}</span>
        <ChevronDownIcon size={14} className="hidden lg:inline" />
      </button>
      {open && (
        <div
          id={panelId}
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
                      setOpen(false);
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
      )}
    </div>
  );
}
