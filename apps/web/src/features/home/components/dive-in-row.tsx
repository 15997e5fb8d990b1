import type { DiveIn, Language } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiData } from '../../../shared/api/api-client';
import { withQuery } from '../../../shared/config/paths';
import { useLanguage, useTranslation } from '../../../shared/i18n/i18n';
import { SectionHeading } from './section-heading';

/*
 * Home's dive-in row (issue 20): up to eight posters of GET …/dive-in/main, each opening the feed with that video's
 * detail (DiveInDetail, `/diveIn?diveInId=N`). It lives in the below-the-fold chunk with its call, so Home's first
 * load carries neither; the feed's address is spelled here rather than in shared/config/paths.ts for the same reason.
 */
const FEED = '/diveIn';

const getDiveInMain = (language: Language, signal?: AbortSignal) =>
  apiData<DiveIn[]>('/etc/v1/users/public/dive-in/main', { language, signal, dispatchErrors: false });

export function DiveInRow() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  // A failure leaves the row out, as Home does with its other content.
  const videos = useQuery({
    queryKey: ['dive-in', 'main', language],
    queryFn: ({ signal }) => getDiveInMain(language, signal)
  }).data;
  if (!videos || videos.length === 0) return null;
  return (
    <section aria-labelledby="home-dive-in-title" className="container-page mt-14 md:mt-20">
      <div className="flex items-end justify-between gap-4">
        <SectionHeading id="home-dive-in-title" title={t('diveIn.title')} subtitle={t('diveIn.subtitle')} />
        <Link
          to={FEED}
          className="mb-6 shrink-0 text-sm font-semibold text-plum hover:underline"
          aria-label={t('diveIn.moreLabel')}
        >
          {t('diveIn.more')}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 scrollbar-none md:mx-0 md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-8">
        {videos.map((video) => (
          <li key={video.diveInId} className="w-[38%] shrink-0 snap-start md:w-auto">
            <Link
              to={withQuery(FEED, { diveInId: video.diveInId })}
              className="group relative block overflow-hidden rounded-xl bg-ink"
            >
              {/* Named by its text, read first and seen below (WCAG 2.5.3: the name holds the visible text). */}
              <span className="sr-only">{t('diveIn.open', { name: video.nickName })}</span>
              <img
                src={video.thumbnailImageUrl}
                alt=""
                width={270}
                height={480}
                loading="lazy"
                decoding="async"
                className="aspect-[9/16] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-2.5 pb-2 pt-8 text-white">
                <span className="block truncate text-xs font-semibold">@{video.nickName}</span>
                <span className="block text-[11px] opacity-90">
                  {t('diveIn.views', { views: video.formatViewCount })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
