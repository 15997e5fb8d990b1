/**
 * The interactive parts of Home's first screen, as one lazy chunk the route loader starts fetching at
 * navigation: the banner carousel (first paint shows its first slide without it) and the GNB banner
 * (a same-size strip holds its place). ADR 025.
 */
export { BannerCarousel } from './banner-carousel';
export { GnbBanner } from './gnb-banner';
