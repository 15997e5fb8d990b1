/**
 * Home's content sections below the first screen, as one lazy chunk: they cost Home's first load nothing
 * (ADR 025). The route loader starts fetching it at navigation, next to the data.
 */
export { CategoryBanners } from './category-banners';
export { MainEvents } from './main-events';
export { MainVideos } from './main-videos';
