/**
 * Messengers (KakaoTalk, Facebook, X) do not render SVG link previews, so every generated SVG the
 * previews use (a product's first image, a category's icon) has a PNG beside it in the media folder,
 * written by the seed (apps/api/seed/raster.ts). Share tags and the messenger feed name the PNG.
 */

/** Width and height of the preview PNGs: square like the images, above every messenger's minimum. */
export const RASTER_SIZE = 600;

/** A preview image as the share tags describe it. */
export type PreviewImage = {
  url: string;
  type: 'image/png' | null;
  width: number | null;
  height: number | null;
};

/** Generated media whose SVG has a PNG twin (seed images: products/…, categories/…). */
const RASTERISED = /^\/media\/(products|categories)\/[\w-]+\.svg$/;

/** The path of the PNG written beside a media SVG (products/1001-0.svg → products/1001-0.png). */
export function rasterPath(svgPath: string): string {
  return svgPath.replace(/\.svg$/, '.png');
}

/**
 * What a preview shows for a stored image URL: the PNG twin of a generated SVG (with its size), any
 * other image as it is (its size unknown), or nothing.
 */
export function previewImage(stored: string | null): PreviewImage | null {
  if (!stored) return null;
  if (RASTERISED.test(stored))
    return { url: rasterPath(stored), type: 'image/png', width: RASTER_SIZE, height: RASTER_SIZE };
  return { url: stored, type: null, width: null, height: null };
}
