/**
 * Generated Home content artwork (banners, events, category banners, video posters, a popup image): pure
 * functions returning SVG markup. Headlines are rendered by the storefront over the artwork in the
 * shopper's language, so most pieces carry no text; the GNB strip and the popup image carry brand-style
 * English/number text only. Colours are fixed by the seed (not user input).
 */
import { escapeXml } from './images.ts';

export type Art = { from: string; to: string; accent: string };

/** A soft studio gradient with floating circles and a bottle + jar pair standing at (x, y) scaled by s. */
function composition(
  width: number,
  height: number,
  art: Art,
  x: number,
  y: number,
  s: number,
  id: string
): string {
  const bottle =
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cx="0" cy="8" rx="120" ry="16" fill="#000" opacity=".08"/>` +
    `<rect x="-70" y="-260" width="90" height="260" rx="26" fill="#fff" opacity=".92"/>` +
    `<rect x="-52" y="-300" width="54" height="46" rx="8" fill="${art.accent}"/>` +
    `<rect x="-58" y="-170" width="66" height="70" rx="6" fill="${art.to}" opacity=".55"/>` +
    `<rect x="30" y="-120" width="120" height="120" rx="30" fill="#fff" opacity=".85"/>` +
    `<rect x="30" y="-136" width="120" height="30" rx="12" fill="${art.accent}" opacity=".9"/>` +
    `</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>` +
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.35}" fill="#fff" opacity=".18"/>` +
    `<circle cx="${width * 0.6}" cy="${height * 0.95}" r="${height * 0.25}" fill="${art.accent}" opacity=".12"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.12}" fill="#fff" opacity=".2"/>` +
    bottle +
    `</svg>`
  );
}

/** Main banner, wide (pc): the products on the right third, room on the left for the headline. */
export const bannerPcSvg = (art: Art, id: string) => composition(1440, 560, art, 1080, 470, 1.25, `bp${id}`);
/** Main banner, phone: the products low on the right, room at the top for the headline. */
export const bannerMobileSvg = (art: Art, id: string) =>
  composition(750, 760, art, 470, 700, 1.25, `bm${id}`);
/** Event card 640x400. */
export const eventSvg = (art: Art, id: string) => composition(640, 400, art, 430, 360, 0.9, `ev${id}`);
/** Category banner strip 1200x300: products at the right end. */
export const categoryBannerSvg = (art: Art, id: string) =>
  composition(1200, 300, art, 1000, 280, 0.75, `cb${id}`);

/** Video poster 640x360 (16:9); the storefront draws the play button in the middle, so the products stand right. */
export const videoPosterSvg = (art: Art, id: string) => composition(640, 360, art, 470, 330, 0.85, `vp${id}`);

/** The GNB strip 1440x56: brand-style English text (the localised words are in its alt text). */
export function gnbStripSvg(art: Art, text: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="56" viewBox="0 0 1440 56">` +
    `<rect width="1440" height="56" fill="${art.from}"/>` +
    `<circle cx="180" cy="28" r="60" fill="${art.accent}" opacity=".25"/><circle cx="1280" cy="10" r="70" fill="#fff" opacity=".12"/>` +
    `<text x="720" y="35" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" font-weight="700" letter-spacing="2" fill="${art.to}">${escapeXml(text)}</text>` +
    `</svg>`
  );
}

/** The IMAGE notice popup 720x900 (shown at 360 px wide): a welcome-gift card with brand-style English text. */
export function popupImageSvg(art: Art, headline: string, figure: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="900" viewBox="0 0 720 900">` +
    `<defs><linearGradient id="pi" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>` +
    `<rect width="720" height="900" fill="url(#pi)"/>` +
    `<circle cx="600" cy="140" r="180" fill="#fff" opacity=".15"/>` +
    `<text x="60" y="170" font-family="system-ui, sans-serif" font-size="40" font-weight="700" letter-spacing="6" fill="#fff">${escapeXml(headline)}</text>` +
    `<text x="60" y="300" font-family="Georgia, serif" font-size="120" font-weight="700" fill="#fff">${escapeXml(figure)}</text>` +
    `<rect x="140" y="470" width="440" height="300" rx="36" fill="#fff" opacity=".92"/>` +
    `<rect x="140" y="520" width="440" height="60" fill="${art.accent}"/>` +
    `<rect x="330" y="470" width="60" height="300" fill="${art.accent}"/>` +
    `<circle cx="330" cy="455" r="40" fill="none" stroke="${art.accent}" stroke-width="18"/>` +
    `<circle cx="390" cy="455" r="40" fill="none" stroke="${art.accent}" stroke-width="18"/>` +
    `</svg>`
  );
}
