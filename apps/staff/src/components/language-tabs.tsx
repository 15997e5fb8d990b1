import { LANGUAGES, type Language } from '@mall/domain';
import { useId, useState, type ReactNode } from 'react';
import { useT, type MessageKey } from '../i18n';

const TAB_LABEL: Record<Language, MessageKey> = {
  'ko-KR': 'localized.ko',
  'en-US': 'localized.en',
  'zh-TW': 'localized.zh'
};

/** The three languages as tabs; `missing` marks a language with nothing written yet (a dot after its name). */
export function LanguageTabs({
  value,
  onChange,
  label,
  missing
}: {
  value: Language;
  onChange: (language: Language) => void;
  label?: string;
  missing?: (language: Language) => boolean;
}) {
  const { t } = useT();
  return (
    <div role="tablist" aria-label={label} className="inline-flex rounded-md border border-line p-0.5">
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          role="tab"
          aria-selected={code === value}
          className={`min-h-9 rounded px-2 text-xs font-medium ${code === value ? 'bg-plum text-white' : 'text-muted'}`}
          onClick={() => onChange(code)}
        >
          {t(TAB_LABEL[code])}
          {missing?.(code) ? ' ·' : ''}
        </button>
      ))}
    </div>
  );
}

/** A titled preview with language tabs: `children` draws the content in the chosen language. */
export function PreviewPanel({
  title,
  tabsLabel,
  children
}: {
  title: string;
  tabsLabel?: string;
  children: (language: Language) => ReactNode;
}) {
  const id = useId();
  const [language, setLanguage] = useState<Language>('ko-KR');
  return (
    <section className="rounded-lg border border-line bg-white" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-3 py-2">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        <LanguageTabs value={language} onChange={setLanguage} label={tabsLabel} />
      </div>
      {children(language)}
    </section>
  );
}
