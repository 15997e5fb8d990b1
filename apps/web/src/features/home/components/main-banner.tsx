import type { MainBanner as MainBannerData } from '@mall/domain';
import { Suspense } from 'react';
import { preloaded } from '../lib/preloaded';
import { loadAboveFold } from '../routes/home-loader';
import { BannerSlide } from './banner-slide';

const BannerCarousel = preloaded(loadAboveFold, (m) => m.BannerCarousel);

/**
 * The main banner area. First paint needs only the first slide, so that is all Home's first-load chunk
 * carries; the carousel (autoplay, swipe, controls) is a lazy chunk the route loader starts fetching at
 * navigation, and it takes over with the same first slide (ADR 025).
 */
export function MainBanner({ banners }: { banners: MainBannerData[] }) {
  const first = banners[0];
  if (!first) return null;
  return (
    <Suspense
      fallback={
        <div className="container-page pt-4 md:pt-8">
          <div className="relative overflow-hidden rounded-3xl bg-white">
            <BannerSlide banner={first} first />
          </div>
        </div>
      }
    >
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}
