import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation, useLanguage } from '../../shared/i18n/i18n';
import { LANGUAGE_MENU } from '../../shared/i18n/languages';
import { ChevronDownIcon, GlobeIcon } from '../../shared/ui/icons';

// The list opens on the first click: its code is not on Home's first load (docs/decisions/060).
const LanguageMenuPanel = lazy(() => import('./language-menu-panel'));

/** Country/language disclosure: Korea/한국어, United States/English, Taiwan/繁體中文. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = LANGUAGE_MENU.find((item) => item.language === language) ?? LANGUAGE_MENU[0];

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
        <Suspense fallback={null}>
          <LanguageMenuPanel
            id={panelId}
            rootRef={rootRef}
            buttonRef={buttonRef}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
