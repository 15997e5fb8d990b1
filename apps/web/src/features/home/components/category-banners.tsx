import type { CategoryBanner } from '@mall/domain';
import { ContentLink } from './content-link';

/** Category banners (top: above Best, bottom: below New): wide image strips with their title on them. */
export function CategoryBanners({
  banners,
  position
}: {
  banners: CategoryBanner[];
  position: 'top' | 'bottom';
}) {
  if (banners.length === 0) return null;
  return (
    <div
      className={`container-page mt-14 grid gap-4 md:mt-20 ${banners.length > 1 ? 'md:grid-cols-2' : ''}`}
      data-testid={`category-banners-${position}`}
    >
      {banners.map((banner) => (
        <ContentLink
          key={banner.id}
          href={banner.link}
          target={banner.linkTarget.code}
          className="group relative block overflow-hidden rounded-2xl bg-white"
        >
          <img
            src={banner.imageUrl}
            alt={banner.alt}
            width={1200}
            height={300}
            loading="lazy"
            className={`w-full object-cover object-right ${banners.length > 1 ? 'aspect-[2/1] md:aspect-[5/2]' : 'aspect-[2/1] md:aspect-[4/1]'}`}
          />
          <span className="absolute inset-y-0 left-0 flex max-w-[60%] items-center px-6 text-lg font-bold leading-snug text-ink md:px-10 md:text-2xl">
            {banner.title}
          </span>
        </ContentLink>
      ))}
    </div>
  );
}
