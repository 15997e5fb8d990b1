import type { Language } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { messageOf } from '../../api';
import { PAGES_KEY, pagesApi } from '../../api/pages';
import { Notice } from '../../components/field';
import { PreviewPanel } from '../../components/language-tabs';
import { SafeHtml } from '../../components/safe-html';
import { useT } from '../../i18n';

/** The saved draft as shoppers would read it in one language: the server's own answer, sanitised as served. */
function PageRendering({ slug, version, language }: { slug: string; version: number; language: Language }) {
  const { t } = useT();
  const { data, error } = useQuery({
    queryKey: [...PAGES_KEY, 'preview', slug, version, language],
    queryFn: () => pagesApi.preview(slug, language)
  });
  return (
    <div
      className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto p-4"
      data-testid="page-preview"
      lang={language}
    >
      {error && <Notice tone="error">{messageOf(error, t('error.generic'))}</Notice>}
      {data && (
        <>
          <h3 className="text-lg font-bold">{data.title}</h3>
          {data.lead && <p className="text-sm text-muted">{data.lead}</p>}
          {data.heroImageUrl && (
            <img src={data.heroImageUrl} alt="" className="w-full rounded-md object-cover" />
          )}
          {data.blocks.map((block) => (
            <div key={block.id} className="border-t border-line pt-3 text-sm">
              <p className="text-xs font-semibold text-plum">{t(`pages.kind.${block.kind}`)}</p>
              {block.kind === 'milestone' && (
                <p>{`${block.year}${block.month ? `.${block.month}` : ''} ${block.text}`}</p>
              )}
              {block.kind === 'color' && (
                <p className="flex items-center gap-2">
                  <span
                    className="inline-block size-5 rounded border border-line"
                    style={{ backgroundColor: block.hex }}
                  />
                  {block.name} {block.hex}
                </p>
              )}
              {block.kind === 'location' && <p>{`${block.name} · ${block.address} · ${block.phone}`}</p>}
              {block.kind === 'image' && (
                <img src={block.url} alt={block.alt} className="max-h-40 rounded-md" />
              )}
              {(block.kind === 'text' || block.kind === 'card' || block.kind === 'article') && (
                <>
                  {block.title && <p className="font-semibold">{block.title}</p>}
                  <SafeHtml html={block.html} />
                </>
              )}
            </div>
          ))}
        </>
      )}
    </div>
  );
}

/** The saved draft as shoppers would read it in each language. */
export function PagePreview({ slug, version }: { slug: string; version: number }) {
  const { t } = useT();
  return (
    <PreviewPanel title={t('pages.preview')}>
      {(language) => <PageRendering slug={slug} version={version} language={language} />}
    </PreviewPanel>
  );
}
