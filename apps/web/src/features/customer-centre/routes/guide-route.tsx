import { useQuery } from '@tanstack/react-query';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { RichHtml } from '../../../shared/ui/rich-html';
import { guidesQuery } from '../api/centre-api';
import { CentreFrame, LoadFailed } from '../components/centre-frame';

/** SPEC §2 /customer/guide: the usage guides, each a card with its picture and sanitised body. */
export function GuideRoute() {
  const { t } = useTranslation('content');
  const { data, isPending, isError, refetch } = useQuery(guidesQuery(useLanguage()));
  return (
    <CentreFrame section="guide" testId="centre-guide">
      {isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : isPending ? null : data.length === 0 ? (
        <p className="py-16 text-center text-muted">{t('centre.guide.empty')}</p>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {data.map((guide, index) => (
            <li
              key={guide.guideId}
              className="overflow-hidden rounded-2xl border border-line bg-white"
              data-testid="guide-item"
            >
              {guide.imageUrl && (
                <img
                  src={guide.imageUrl}
                  alt=""
                  className="aspect-[16/9] w-full object-cover"
                  loading="lazy"
                />
              )}
              <div className="p-5">
                <p className="text-xs font-bold text-plum">STEP {index + 1}</p>
                <h2 className="mt-1 text-lg font-bold">{guide.title}</h2>
                <p className="mt-1 text-sm text-muted">{guide.summary}</p>
                <RichHtml html={guide.body} className="mt-4 text-[15px]" />
              </div>
            </li>
          ))}
        </ol>
      )}
    </CentreFrame>
  );
}
