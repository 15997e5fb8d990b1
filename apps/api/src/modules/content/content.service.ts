import {
  isInPeriod,
  nextPeriodChange,
  pickText,
  type CategoryBanner,
  type GnbBanner,
  type Language,
  type MainBanner,
  type MainEvent,
  type MainHome,
  type MainVideo,
  type NoticePopup,
  type PopupAudience
} from '@mall/domain';
import type { VersionedCache } from '../../lib/versioned-cache.ts';
import { sanitizeNoticeHtml } from './content-html.ts';
import type {
  CategoryBannerRow,
  ContentRepository,
  GnbBannerRow,
  MainBannerRow,
  MainEventRow,
  MainVideoRow,
  NoticePopupRow
} from './content.repository.ts';

/** SPEC §9: data cached 5 minutes. */
export const CONTENT_TTL_MS = 5 * 60 * 1000;

export type ContentKey = { route: 'home' | 'popup' | 'gnb'; language: Language; categoryId?: number | null };
export type ContentCache = VersionedCache<ContentKey>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const period = (row: { startAt: Date | null; endAt: Date | null }) => ({
  startAt: iso(row.startAt),
  endAt: iso(row.endAt)
});
const target = (row: { linkTarget: 'BLANK' | 'SELF' }) => ({ code: row.linkTarget });

export const toBanner = (row: MainBannerRow, language: Language): MainBanner => ({
  id: row.id,
  title: pickText(row.title, language),
  subtitle: pickText(row.subtitle, language),
  alt: pickText(row.alt, language),
  pcImageUrl: row.pcImageUrl,
  mobileImageUrl: row.mobileImageUrl,
  link: row.link,
  linkTarget: target(row),
  ...period(row)
});

export const toGnb = (row: GnbBannerRow, language: Language): GnbBanner => ({
  id: row.id,
  imageUrl: row.imageUrl,
  alt: pickText(row.alt, language),
  link: row.link,
  linkTarget: target(row),
  categoryId: row.categoryId,
  ...period(row)
});

export const toEvent = (row: MainEventRow, language: Language): MainEvent => ({
  id: row.id,
  title: pickText(row.title, language),
  summary: pickText(row.summary, language),
  imageUrl: row.imageUrl,
  link: row.link,
  linkTarget: target(row),
  ...period(row)
});

export const toCategoryBanner = (row: CategoryBannerRow, language: Language): CategoryBanner => ({
  id: row.id,
  position: row.position,
  title: pickText(row.title, language),
  alt: pickText(row.alt, language),
  imageUrl: row.imageUrl,
  link: row.link,
  linkTarget: target(row),
  ...period(row)
});

export const toVideo = (row: MainVideoRow, language: Language): MainVideo => ({
  id: row.id,
  title: pickText(row.title, language),
  thumbnailUrl: row.thumbnailUrl,
  videoUrl: row.videoUrl,
  link: row.link,
  ...period(row)
});

/** CONTENT HTML is sanitised here, before it is cached or served (ADR 025). */
export const toPopup = (row: NoticePopupRow, language: Language): NoticePopup => ({
  id: row.id,
  popupContentType: { code: row.contentType },
  audience: { code: row.audience },
  popupTitle: pickText(row.title, language),
  popupWrittenContents:
    row.contentType === 'CONTENT' && row.contents
      ? sanitizeNoticeHtml(pickText(row.contents, language))
      : null,
  attachmentImageUrl: row.attachmentImageUrl,
  linkUrl: row.link,
  linkTarget: target(row),
  ...period(row)
});

/** Who asks for the popups: a logged-in member or a guest (an invalid token counts as a guest). */
export type PopupViewer = 'GUEST' | 'MEMBER';
const showsTo = (audience: PopupAudience, viewer: PopupViewer) => audience === 'ALL' || audience === viewer;

type HomeCandidates = Omit<MainHome, 'gnbBanner' | 'categoryBanners'> & {
  gnbBanners: GnbBanner[];
  categoryBanners: CategoryBanner[];
};

/**
 * Home content (SPEC §7 Content): only rows in display and inside their period by the server clock,
 * localised (asked language, else en-US, else ko-KR). A cached answer holds the rows whose period overlaps
 * the next CONTENT_TTL_MS and each request keeps those inside their period at that moment, so a banner
 * starts and ends on time even from the cache.
 */
export function createContentService(
  repository: ContentRepository,
  cache: ContentCache,
  now: () => number = Date.now
) {
  const lookahead = () => {
    const at = now();
    return { from: new Date(at), until: new Date(at + CONTENT_TTL_MS) };
  };
  const current = <T extends { startAt: string | null; endAt: string | null }>(items: T[]) => {
    const at = now();
    return items.filter((item) => isInPeriod(item, at));
  };

  /**
   * Home as it stands, one object per cached candidates until the next start or end among them: the route sends
   * the same object's bytes again instead of serialising it per request (createJsonOnce, ADR 028).
   */
  const homes = new WeakMap<HomeCandidates, { home: MainHome; until: number }>();
  const homeNow = (candidates: HomeCandidates): MainHome => {
    const at = now();
    const known = homes.get(candidates);
    if (known && at < known.until) return known.home;
    const home = homeOf(candidates);
    const all = [
      ...candidates.banners,
      ...candidates.gnbBanners,
      ...candidates.events,
      ...candidates.categoryBanners,
      ...candidates.videos
    ];
    homes.set(candidates, { home, until: nextPeriodChange(all, at) });
    return home;
  };
  const homeOf = (candidates: HomeCandidates): MainHome => {
    const categoryBanners = current(candidates.categoryBanners);
    return {
      banners: current(candidates.banners),
      gnbBanner: current(candidates.gnbBanners)[0] ?? null,
      events: current(candidates.events),
      categoryBanners: {
        top: categoryBanners.filter((banner) => banner.position === 'TOP'),
        bottom: categoryBanners.filter((banner) => banner.position === 'BOTTOM')
      },
      videos: current(candidates.videos)
    };
  };

  return {
    async home(language: Language): Promise<MainHome> {
      const candidates = await cache.remember<HomeCandidates>({ route: 'home', language }, async () => {
        const { from, until } = lookahead();
        const rows = await repository.homeRows(from, until);
        return {
          banners: rows.banners.map((row) => toBanner(row, language)),
          gnbBanners: rows.gnbBanners.map((row) => toGnb(row, language)),
          events: rows.events.map((row) => toEvent(row, language)),
          categoryBanners: rows.categoryBanners.map((row) => toCategoryBanner(row, language)),
          videos: rows.videos.map((row) => toVideo(row, language))
        };
      });
      return homeNow(candidates);
    },

    /** The GNB banner of a category (or the site-wide one without a category): the first in order, or null. */
    async gnb(categoryId: number | null, language: Language): Promise<GnbBanner | null> {
      const candidates = await cache.remember<GnbBanner[]>(
        { route: 'gnb', language, categoryId },
        async () => {
          const { from, until } = lookahead();
          return (await repository.gnbRows(categoryId, from, until)).map((row) => toGnb(row, language));
        }
      );
      return current(candidates)[0] ?? null;
    },

    /**
     * The popups for this asker (ADR 057): the cache holds every audience's popups per language, and the
     * audience is picked at each request, so a guest and a member never share a filtered answer.
     */
    async popups(language: Language, viewer: PopupViewer): Promise<NoticePopup[]> {
      const candidates = await cache.remember<NoticePopup[]>({ route: 'popup', language }, async () => {
        const { from, until } = lookahead();
        return (await repository.popupRows(from, until)).map((row) => toPopup(row, language));
      });
      return current(candidates).filter((popup) => showsTo(popup.audience.code, viewer));
    }
  };
}

export type ContentService = ReturnType<typeof createContentService>;
