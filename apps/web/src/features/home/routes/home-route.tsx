import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { DocumentTitle } from '../../../shared/ui/document-title';
import { useMainHome } from '../api/get-main-home';
import { CategoryEntries } from '../components/category-entries';
import { MainBanner } from '../components/main-banner';
import { ProductSection } from '../components/product-section';
import { preloaded } from '../lib/preloaded';
import { loadAboveFold, loadBelowFold } from './home-loader';

// Fetched by Home's loader next to its data: they render with the first render, not a moment after it.
const GnbBanner = preloaded(loadAboveFold, (m) => m.GnbBanner);

const MainEvents = preloaded(loadBelowFold, (m) => m.MainEvents);
const CategoryBanners = preloaded(loadBelowFold, (m) => m.CategoryBanners);
// Its own small chunk: the notice popup's door (it loads the popup only when there are some) and the
// personal-mall banner of the visitor's referrer.
const HomeOverlays = lazy(() =>
  import('../overlays/home-overlays').then((m) => ({ default: m.HomeOverlays }))
);
const MainVideos = preloaded(loadBelowFold, (m) => m.MainVideos);

/**
 * / — GNB banner, main banner carousel, category entries, events, category banners around Best and New,
 * videos (a lazy chunk, below the fold); the content comes in one request the route loader starts next to the product sections. A failed
 * content request leaves the content out: the catalogue sections carry Home. The notice popup asks for
 * its data after Home has rendered.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const content = useMainHome().data;
  return (
    <div className="pb-8">
      <DocumentTitle />
      <h1 className="sr-only">{t('home.title')}</h1>
      {content?.gnbBanner && (
        // The strip's place is held while its chunk loads, so nothing below moves.
        <Suspense fallback={<div className="h-12 bg-plum md:h-14" />}>
          <GnbBanner key={content.gnbBanner.id} banner={content.gnbBanner} />
        </Suspense>
      )}
      {content && <MainBanner banners={content.banners} />}
      <CategoryEntries />
      <Suspense fallback={null}>
        {content && <MainEvents events={content.events} />}
        {content && <CategoryBanners banners={content.categoryBanners.top} position="top" />}
      </Suspense>
      <ProductSection
        id="home-best"
        order="BEST"
        title={t('home.bestTitle')}
        subtitle={t('home.bestSubtitle')}
      />
      <ProductSection
        id="home-new"
        order="NEWEST"
        title={t('home.newTitle')}
        subtitle={t('home.newSubtitle')}
      />
      <Suspense fallback={null}>
        {content && <CategoryBanners banners={content.categoryBanners.bottom} position="bottom" />}
        {content && <MainVideos videos={content.videos} />}
      </Suspense>
      <Suspense fallback={null}>
        <HomeOverlays />
      </Suspense>
    </div>
  );
}
