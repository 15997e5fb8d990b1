import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  categoryBanners,
  gnbBanners,
  mainBanners,
  mainEvents,
  mainVideos,
  noticePopups
} from '../src/db/schema.ts';
import { bumpContentVersion } from '../src/modules/content/content.repository.ts';
import {
  seedBanners,
  seedCategoryBanners,
  seedEvents,
  seedGnbBanners,
  seedPopups,
  seedVideos,
  WELCOME_POPUP_ART,
  WELCOME_POPUP_TEXT,
  type Period
} from './content-data.ts';
import {
  bannerMobileSvg,
  bannerPcSvg,
  categoryBannerSvg,
  eventSvg,
  gnbStripSvg,
  popupImageSvg,
  videoPosterSvg
} from './content-images.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CONTENT_SEED_LOCK = 72707003;

/** Media paths of the generated artwork (under MEDIA_DIR, served at /media). */
export const contentMedia = {
  bannerPc: (key: string) => `/media/content/banner-${key}-pc.svg`,
  bannerMobile: (key: string) => `/media/content/banner-${key}-mobile.svg`,
  gnb: (key: string) => `/media/content/gnb-${key}.svg`,
  event: (key: string) => `/media/content/event-${key}.svg`,
  categoryBanner: (key: string) => `/media/content/category-${key}.svg`,
  video: (key: string) => `/media/content/video-${key}.svg`,
  popup: (key: string) => `/media/content/popup-${key}.svg`
};

/**
 * Fills empty Home content tables with the demo content (ADR 025) and writes its artwork to `mediaDir`.
 * Content that already exists (any main banner) is left untouched; concurrent starters wait on a lock.
 */
export async function seedContentIfEmpty(
  db: Database,
  mediaDir: string,
  now = new Date()
): Promise<{ seeded: boolean }> {
  const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * DAY_MS));
  const period = (p: Period) => ({ startAt: at(p.startDays), endAt: at(p.endDays) });
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CONTENT_SEED_LOCK})`);
    const [existing] = await tx.select({ id: mainBanners.id }).from(mainBanners).limit(1);
    if (existing) return false;
    await tx.insert(mainBanners).values(
      seedBanners.map((b, index) => ({
        title: b.title,
        subtitle: b.subtitle,
        alt: b.alt,
        pcImageUrl: contentMedia.bannerPc(b.key),
        mobileImageUrl: contentMedia.bannerMobile(b.key),
        link: b.link,
        linkTarget: b.linkTarget,
        sortOrder: index + 1,
        ...period(b)
      }))
    );
    await tx.insert(gnbBanners).values(
      seedGnbBanners.map((g, index) => ({
        imageUrl: contentMedia.gnb(g.key),
        alt: g.alt,
        link: g.link,
        categoryId: g.categoryId,
        sortOrder: index + 1,
        ...period(g)
      }))
    );
    await tx.insert(mainEvents).values(
      seedEvents.map((e, index) => ({
        title: e.title,
        summary: e.summary,
        imageUrl: contentMedia.event(e.key),
        link: e.link,
        sortOrder: index + 1,
        ...period(e)
      }))
    );
    await tx.insert(categoryBanners).values(
      seedCategoryBanners.map((c, index) => ({
        position: c.position,
        title: c.title,
        alt: c.alt,
        imageUrl: contentMedia.categoryBanner(c.key),
        link: c.link,
        sortOrder: index + 1,
        ...period(c)
      }))
    );
    await tx.insert(mainVideos).values(
      seedVideos.map((v, index) => ({
        title: v.title,
        thumbnailUrl: contentMedia.video(v.key),
        videoUrl: null,
        link: v.link,
        sortOrder: index + 1,
        ...period(v)
      }))
    );
    await tx.insert(noticePopups).values(
      seedPopups.map((p, index) => ({
        contentType: p.type,
        title: p.title,
        contents: p.contents ? p.contents(now) : null,
        audience: p.audience,
        attachmentImageUrl: p.type === 'IMAGE' ? contentMedia.popup(p.key) : null,
        link: p.link,
        linkTarget: p.linkTarget,
        sortOrder: index + 1,
        ...period(p)
      }))
    );
    // A content write: cached reads keyed by the old version are no longer served (ADR 025).
    await bumpContentVersion(tx);
    return true;
  });
  await writeMissingArtwork(mediaDir);
  return { seeded };
}

/** Each process (which may have its own MEDIA_DIR) writes the files it is missing, never overwriting one. */
async function writeMissingArtwork(mediaDir: string) {
  await fs.mkdir(path.join(mediaDir, 'content'), { recursive: true });
  const write = async (url: string, svg: string) => {
    try {
      await fs.writeFile(path.join(mediaDir, url.replace(/^\/media\//, '')), svg, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  };
  await Promise.all([
    ...seedBanners.flatMap((b) => [
      write(contentMedia.bannerPc(b.key), bannerPcSvg(b.art, b.key)),
      write(contentMedia.bannerMobile(b.key), bannerMobileSvg(b.art, b.key))
    ]),
    ...seedGnbBanners.map((g) => write(contentMedia.gnb(g.key), gnbStripSvg(g.art, g.text))),
    ...seedEvents.map((e) => write(contentMedia.event(e.key), eventSvg(e.art, e.key))),
    ...seedCategoryBanners.map((c) =>
      write(contentMedia.categoryBanner(c.key), categoryBannerSvg(c.art, c.key))
    ),
    ...seedVideos.map((v) => write(contentMedia.video(v.key), videoPosterSvg(v.art, v.key))),
    ...seedPopups
      .filter((p) => p.type === 'IMAGE')
      .map((p) =>
        write(
          contentMedia.popup(p.key),
          popupImageSvg(WELCOME_POPUP_ART, WELCOME_POPUP_TEXT.headline, WELCOME_POPUP_TEXT.figure)
        )
      )
  ]);
}
