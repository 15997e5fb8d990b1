import { MAIN_BANNER_MOBILE_SIZE, MAIN_BANNER_PC_SIZE, type MainBanner } from '@mall/domain';
import { ContentLink } from './content-link';

/**
 * One main banner: art-directed picture (wide from 768 px) with its localised title over it. The first
 * slide's image is Home's LCP: eager, high priority, sized; the others are lazy.
 */
export function BannerSlide({ banner, first }: { banner: MainBanner; first: boolean }) {
  return (
    <ContentLink href={banner.link} target={banner.linkTarget.code} className="block">
      <picture>
        <source
          media="(min-width: 768px)"
          srcSet={banner.pcImageUrl}
          width={MAIN_BANNER_PC_SIZE.width}
          height={MAIN_BANNER_PC_SIZE.height}
        />
        <img
          src={banner.mobileImageUrl}
          alt={banner.alt}
          width={MAIN_BANNER_MOBILE_SIZE.width}
          height={MAIN_BANNER_MOBILE_SIZE.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding={first ? 'sync' : 'async'}
          className="aspect-[750/760] w-full object-cover md:aspect-[1440/560]"
        />
      </picture>
      <div className="absolute inset-x-0 top-0 px-6 pt-8 md:inset-y-0 md:flex md:max-w-[58%] md:flex-col md:justify-center md:px-20 md:pt-0 lg:px-24">
        <h2 className="text-balance text-[26px] font-bold leading-tight tracking-tight text-ink md:text-[34px] lg:text-[42px]">
          {banner.title}
        </h2>
        <p className="mt-3 text-[15px] leading-relaxed text-ink/75 md:text-base">{banner.subtitle}</p>
      </div>
    </ContentLink>
  );
}
