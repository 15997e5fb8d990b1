import {
  MAIN_BANNER_MOBILE_SIZE,
  MAIN_BANNER_PC_SIZE,
  pickText,
  type HomeContentKind,
  type Language,
  type LocalizedText
} from '@mall/domain';
import { PreviewPanel } from '../../components/language-tabs';
import { SafeHtml } from '../../components/safe-html';
import { useT } from '../../i18n';
import type { Draft } from './draft';

type Frame = 'phone' | 'desktop';

function Picture({ url, ratio, alt }: { url: string | null; ratio: string; alt: string }) {
  return url ? (
    <img src={url} alt={alt} className="block w-full object-cover" style={{ aspectRatio: ratio }} />
  ) : (
    <div className="w-full bg-slate-100" style={{ aspectRatio: ratio }} role="img" aria-label={alt} />
  );
}

/** The draft as the storefront would draw it in one language and frame (the storefront's fallback: pickText). */
function Rendering({
  kind,
  draft,
  language,
  frame
}: {
  kind: HomeContentKind;
  draft: Draft;
  language: Language;
  frame: Frame;
}) {
  const text = (value: LocalizedText) => pickText(value, language);
  const phone = frame === 'phone';
  switch (kind) {
    case 'main-banners': {
      const size = phone ? MAIN_BANNER_MOBILE_SIZE : MAIN_BANNER_PC_SIZE;
      return (
        <div className="relative">
          <Picture
            url={phone ? draft.mobileImageUrl : draft.pcImageUrl}
            ratio={`${size.width} / ${size.height}`}
            alt={text(draft.alt)}
          />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 p-3 text-white">
            <p className="text-base font-semibold">{text(draft.title)}</p>
            <p className="text-xs">{text(draft.subtitle)}</p>
          </div>
        </div>
      );
    }
    case 'gnb-banners':
      return <Picture url={draft.imageUrl} ratio={phone ? '375 / 60' : '1280 / 60'} alt={text(draft.alt)} />;
    case 'main-events':
      return (
        <div className="flex flex-col gap-1 p-2">
          <Picture url={draft.imageUrl} ratio="4 / 3" alt="" />
          <p className="font-semibold">{text(draft.title)}</p>
          <p className="text-xs text-muted">{text(draft.summary)}</p>
        </div>
      );
    case 'category-banners':
      return (
        <div className="flex flex-col gap-1">
          <Picture url={draft.imageUrl} ratio={phone ? '16 / 9' : '1280 / 240'} alt={text(draft.alt)} />
          <p className="px-2 pb-2 font-semibold">{text(draft.title)}</p>
        </div>
      );
    case 'main-videos':
      return (
        <div className="flex flex-col gap-1">
          <div className="relative">
            <Picture url={draft.thumbnailUrl} ratio="16 / 9" alt="" />
            <span
              aria-hidden
              className="absolute inset-0 m-auto size-10 rounded-full bg-white/80 text-center leading-10"
            >
              ▶
            </span>
          </div>
          <p className="px-2 pb-2 font-semibold">{text(draft.title)}</p>
        </div>
      );
    case 'notice-popups':
      return (
        <div className="m-2 flex flex-col gap-2 rounded-lg border border-line bg-white p-3 shadow">
          <p className="font-semibold">{text(draft.title)}</p>
          {draft.contentType === 'IMAGE' ? (
            <Picture url={draft.attachmentImageUrl} ratio="1 / 1" alt={text(draft.title)} />
          ) : (
            <SafeHtml html={text(draft.contents)} className="text-sm" />
          )}
        </div>
      );
  }
}

/** The item in the chosen language at phone and desktop proportions, before it is saved. */
export function ContentPreview({ kind, draft }: { kind: HomeContentKind; draft: Draft }) {
  const { t } = useT();
  return (
    <PreviewPanel title={t('homeContent.preview')} tabsLabel={t('homeContent.previewLanguage')}>
      {(language) => (
        <div className="flex flex-col gap-3 p-4" lang={language}>
          {(['phone', 'desktop'] as const).map((frame) => (
            <figure
              key={frame}
              data-testid={`preview-${frame}`}
              className={`flex flex-col gap-1 ${frame === 'phone' ? 'w-full max-w-[220px]' : 'min-w-0 flex-1'}`}
            >
              <div className="overflow-hidden rounded-md border border-line bg-slate-50">
                <Rendering kind={kind} draft={draft} language={language} frame={frame} />
              </div>
              <figcaption className="text-xs text-muted">{t(`homeContent.frame.${frame}`)}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </PreviewPanel>
  );
}
