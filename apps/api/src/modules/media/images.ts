import sharp from 'sharp';
import { DomainError } from '@mall/domain';

/** The longest side an uploaded photo is kept at: enough to judge a defect, small enough to serve. */
const MAX_SIDE = 2000;
/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded; phones take ≤ 50 MP. */
const MAX_INPUT_PIXELS = 50_000_000;

// Decoded images are not kept between requests: an upload's memory goes back when it is done.
sharp.cache(false);

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image kind by its first bytes, never by its name or the type the browser claimed. */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'jpeg';
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'png';
  return null;
}

/**
 * An uploaded JPEG or PNG as the shop keeps it: decoded (a file that only starts like an image is refused),
 * turned upright by its EXIF orientation, at most 2,000 px a side, re-encoded as JPEG without the camera's
 * metadata (GPS position included). Anything else is ALT_FileError.
 */
export async function normaliseImage(bytes: Buffer): Promise<Buffer> {
  if (!sniffImage(bytes)) throw new DomainError('ALT_FileError');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new DomainError('ALT_FileError');
  }
}
