/**
 * The personal mall's surface for Home's lazy overlay chunk (never Home's first load): the banner, which loads
 * its drawer on demand.
 */
export { PersonalMallBanner } from './banner/personal-mall-banner';
