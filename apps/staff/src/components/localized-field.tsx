import { type Language, type LocalizedText } from '@mall/domain';
import { useId, useState } from 'react';
import { useT } from '../i18n';
import { LanguageTabs } from './language-tabs';
import { SafeHtml } from './safe-html';

type Kind = 'text' | 'textarea' | 'html';

/**
 * A text in the shop's three languages (ko-KR required; the others fall back to English, then Korean, on the
 * storefront): one tab per language; `html` shows the sanitised preview of the chosen language beside the source.
 */
export function LocalizedField({
  label,
  value,
  onChange,
  kind = 'text',
  required = false,
  maxLength,
  error
}: {
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  kind?: Kind;
  required?: boolean;
  maxLength?: number;
  /** A refusal to show under the field (e.g. the server's message for it). */
  error?: string | null;
}) {
  const { t } = useT();
  const id = useId();
  const [language, setLanguage] = useState<Language>('ko-KR');
  const text = value[language] ?? '';
  const set = (next: string) => {
    const copy: LocalizedText = { ...value, [language]: next };
    if (language !== 'ko-KR' && next === '') delete copy[language];
    onChange(copy);
  };
  const inputId = `${id}-${language}`;
  const inputClass = 'w-full rounded-md border border-line bg-white px-3 py-2 text-base';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
          {required && <span className="text-danger"> *</span>}
        </label>
        <LanguageTabs
          value={language}
          onChange={setLanguage}
          label={label}
          missing={(code) => !value[code]}
        />
      </div>
      {kind === 'text' ? (
        <input
          id={inputId}
          className={inputClass}
          value={text}
          maxLength={maxLength}
          aria-invalid={Boolean(error)}
          onChange={(event) => set(event.target.value)}
        />
      ) : (
        <div className={kind === 'html' ? 'grid gap-2 lg:grid-cols-2' : ''}>
          <textarea
            id={inputId}
            className={`${inputClass} min-h-40 ${kind === 'html' ? 'font-mono text-sm' : ''}`}
            value={text}
            maxLength={maxLength}
            aria-invalid={Boolean(error)}
            onChange={(event) => set(event.target.value)}
          />
          {kind === 'html' && (
            <section
              aria-label={t('localized.preview')}
              className="rounded-md border border-line bg-white p-3"
            >
              <p className="mb-2 text-xs font-medium text-muted">{t('localized.preview')}</p>
              <SafeHtml html={text} />
            </section>
          )}
        </div>
      )}
      <p className="text-xs text-muted">
        {language === 'ko-KR' ? t('localized.koHint') : t('localized.fallbackHint')}
        {maxLength ? ` · ${text.length}/${maxLength}` : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
