import { pickText } from '@mall/domain';
import { PreviewPanel } from '../../components/language-tabs';
import { SafeHtml } from '../../components/safe-html';
import { seoulDateTime } from '../../format';
import { useT } from '../../i18n';
import type { Draft } from './draft';

/** The post as the storefront shows it in each language (its fallback: pickText), HTML sanitised as it will be. */
export function PostPreview({ draft }: { draft: Draft }) {
  const { t } = useT();
  return (
    <PreviewPanel title={t('updates.preview.title')}>
      {(language) => {
        const title = pickText(draft.title, language);
        const body = pickText(draft.body, language);
        return (
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
        );
      }}
    </PreviewPanel>
  );
}
