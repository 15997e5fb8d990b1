import fs from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import { RASTER_SIZE } from '../src/lib/raster-image.ts';

/**
 * Sans-serif fonts for the brand labels on product images. Loading the system's whole font list costs
 * about 35 ms an image (large CJK collections); the labels are Latin, so one common sans font is
 * enough. Without any of these the PNG is drawn without its label (the SVG keeps it).
 */
const LABEL_FONTS = [
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', family: 'DejaVu Sans' },
  { file: '/usr/share/fonts/TTF/DejaVuSans.ttf', family: 'DejaVu Sans' },
  { file: '/usr/share/fonts/dejavu/DejaVuSans.ttf', family: 'DejaVu Sans' },
  { file: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf', family: 'Liberation Sans' },
  { file: '/System/Library/Fonts/Helvetica.ttc', family: 'Helvetica' },
  { file: 'C:\\Windows\\Fonts\\arial.ttf', family: 'Arial' }
];
let labelFont: { file: string; family: string } | null | undefined;

/**
 * A generated SVG as a RASTER_SIZE square PNG (resvg: a prebuilt native binary, no network), drawn on
 * libuv's thread pool so the seed's ~80 images use every core.
 */
export async function svgToPng(svg: string): Promise<Buffer> {
  if (labelFont === undefined) labelFont = LABEL_FONTS.find((font) => fs.existsSync(font.file)) ?? null;
  const font = labelFont
    ? {
        loadSystemFonts: false,
        fontFiles: [labelFont.file],
        defaultFontFamily: labelFont.family,
        sansSerifFamily: labelFont.family
      }
    : { loadSystemFonts: false };
  // White behind round icons: some messengers draw transparency black.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: RASTER_SIZE },
    background: '#ffffff',
    font
  });
  return image.asPng();
}
