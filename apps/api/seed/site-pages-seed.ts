import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { createSitePagesRepository } from '../src/modules/site-pages/site-pages.repository.ts';
import { HERO_ART, pageArt, pageHero, sitePagesSeed } from './site-pages-data.ts';
import { cardSvg, heroSvg, logoSvg } from './site-pages-images.ts';
import { svgToPng } from './raster.ts';

const SITE_PAGES_SEED_LOCK = 7_801_978;

/**
 * Gives every page of the closed list its demo content, published (docs/decisions/078); a page that exists is
 * left as staff left it. Writes the artwork (and each hero's PNG twin for link previews) the process is missing.
 */
export async function seedSitePagesIfEmpty(db: Database, mediaDir: string, now = new Date()) {
  const pages = sitePagesSeed();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SITE_PAGES_SEED_LOCK})`);
    await createSitePagesRepository(tx).insertMissing(
      pages.map(([slug, content]) => ({
        slug,
        draft: content,
        published: content,
        version: 1,
        publishedAt: now,
        updatedAt: now
      }))
    );
  });
  await writeMissingArtwork(mediaDir, pages);
}

async function writeMissingArtwork(mediaDir: string, pages: ReturnType<typeof sitePagesSeed>) {
  await fs.mkdir(path.join(mediaDir, 'pages'), { recursive: true });
  const file = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));
  const write = async (url: string, body: string | (() => Promise<Buffer>)) => {
    try {
      await fs.access(file(url));
    } catch {
      await fs.writeFile(file(url), typeof body === 'string' ? body : await body());
    }
  };
  const jobs: Promise<void>[] = [];
  for (const [slug, content] of pages) {
    const art = HERO_ART[slug];
    const hero = heroSvg(art, slug);
    jobs.push(
      write(pageHero(slug), hero),
      write(pageHero(slug).replace(/\.svg$/, '.png'), () => svgToPng(hero))
    );
    content.blocks.forEach((block, index) => {
      const url = 'imageUrl' in block ? block.imageUrl : block.kind === 'image' ? block.url : null;
      if (!url) return;
      jobs.push(write(url, url === pageArt('ci-logo') ? logoSvg() : cardSvg(art, `${slug}${index}`, index)));
    });
  }
  await Promise.all(jobs);
}
