import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DomainError } from '@mall/domain';
import { sniffImage } from './images.ts';

/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded; phones take ≤ 50 MP. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * How a public image is kept: `cover` crops to exactly width × height (a profile picture), `inside` keeps the
 * proportions within width (and height, when given) and never enlarges (a background).
 */
export type PublicImageSize = { width: number; height?: number; fit: 'cover' | 'inside' };

/** The URL prefix /media serves MEDIA_DIR under (src/http/static-files.ts). */
export const MEDIA_URL_PREFIX = '/media/';
/** Public images are named once and never rewritten: /media serves these folders with a year's cache. */
export const IMMUTABLE_MEDIA_FOLDERS = ['personal', 'editorial', 'dive-in', 'reviews'] as const;
/** The folders public images are kept in (dive-in holds videos and their posters, public-videos.ts; reviews: docs/decisions/090). */
export type PublicImageFolder = 'personal' | 'editorial' | 'reviews';

const NAME = /^[A-Za-z0-9_-]{22}\.jpg$/;

/**
 * Public images (a planner's mall pictures, docs/decisions/075) under `MEDIA_DIR/<folder>`: a JPEG or PNG judged by
 * its bytes, decoded (a file that only starts like an image is refused: ALT_FileError), turned upright, resized,
 * re-encoded as JPEG without the camera's metadata, and written under a random name (never the sender's). A
 * replaced file is removed by `remove`, which touches only names this store could have made.
 */
export function createPublicImages(mediaDir: string, folder: PublicImageFolder) {
  const dir = path.join(mediaDir, folder);
  const urlPrefix = `${MEDIA_URL_PREFIX}${folder}/`;

  async function encode(
    bytes: Buffer,
    size: PublicImageSize
  ): Promise<{ data: Buffer; width: number; height: number }> {
    if (!sniffImage(bytes)) throw new DomainError('ALT_FileError');
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: size.width,
          height: size.height,
          fit: size.fit,
          withoutEnlargement: size.fit === 'inside'
        })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
    } catch {
      throw new DomainError('ALT_FileError');
    }
  }

  async function store(bytes: Buffer, size: PublicImageSize) {
    const { data, width, height } = await encode(bytes, size);
    await fs.mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('base64url')}.jpg`;
    // Written aside, then renamed: /media never serves half a file.
    const temporary = path.join(dir, `.${name}.tmp`);
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, path.join(dir, name));
    return { url: `${urlPrefix}${name}`, width, height };
  }

  return {
    /** Encodes the image (refusals before anything is written) and keeps it; answers its public URL. */
    async save(bytes: Buffer, size: PublicImageSize): Promise<string> {
      return (await store(bytes, size)).url;
    },

    /** Like `save`, answering the kept image's size too. */
    store,

    /** Removes a file this store made (by its URL); anything else, or a file already gone, is left alone. */
    async remove(url: string | null | undefined): Promise<void> {
      if (!url?.startsWith(urlPrefix)) return;
      const name = url.slice(urlPrefix.length);
      if (!NAME.test(name)) return;
      await fs.rm(path.join(dir, name), { force: true });
    }
  };
}

export type PublicImages = ReturnType<typeof createPublicImages>;
