import { LANGUAGES, pickText, type Language } from '@mall/domain';
import { useState } from 'react';
import { SafeHtml } from '../../components/safe-html';
import { seoulDateTime } from '../../format';
import { useT, type MessageKey } from '../../i18n';
import type { Draft } from './draft';

const TAB_LABEL: Record<Language, MessageKey> = {
  'ko-KR': 'localized.ko',
  'en-US': 'localized.en',
  'zh-TW': 'localized.zh'
};

/** The post as the storefront shows it in each language (its fallback: pickText), HTML sanitised as it will be. */
export function PostPreview({ draft }: { draft: Draft }) {
  const { t } = useT();
  const [language, setLanguage] = useState<Language>('ko-KR');
  const title = pickText(draft.title, language);
  const body = pickText(draft.body, language);
  return (
    <section className="rounded-lg border border-line bg-white" aria-labelledby="post-preview">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
        <h2 id="post-preview" className="text-sm font-semibold">
          {t('updates.preview.title')}
        </h2>
        <div role="tablist" className="flex gap-1">
          {LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              role="tab"
              aria-selected={lang === language}
              onClick={() => setLanguage(lang)}
              className={`min-h-9 rounded-md px-2 text-xs ${lang === language ? 'bg-plum text-white' : 'text-muted'}`}
            >
              {t(TAB_LABEL[lang])}
            </button>
          ))}
        </div>
      </div>
      <div className="p-4" data-testid="post-preview" lang={language}>
        {!title && !body ? (
          <p className="text-sm text-muted">{t('updates.preview.empty')}</p>
        ) : (
          <>
            <p className="text-xs font-semibold text-plum">{t(`updates.kind.${draft.kind}`)}</p>
            <h3 className="mt-1 border-b-2 border-slate-800 pb-3 text-lg font-bold">{title}</h3>
            {draft.kind === 'EVENT' && (
              <p className="mt-2 text-xs text-muted">
                {t('updates.period', {
                  from: seoulDateTime(draft.eventStartAt),
                  to: seoulDateTime(draft.eventEndAt)
                })}
              </p>
            )}
            {draft.thumbnailUrl && (
              <img src={draft.thumbnailUrl} alt="" className="mt-3 w-full rounded-md object-cover" />
            )}
            <SafeHtml html={body} className="mt-3" />
          </>
        )}
      </div>
    </section>
  );
}
