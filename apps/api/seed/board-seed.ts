import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { boardPosts } from '../src/modules/board/board.table.ts';
import { plainOf } from '../src/modules/board/board.service.ts';
import { seedBoardPosts } from './board-data.ts';
import { eventSvg } from './content-images.ts';
import { svgToPng } from './raster.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BOARD_SEED_LOCK = 72707019;

/** The image of a seeded post: a PNG (messengers preview no SVG), written under MEDIA_DIR/board. */
export const boardMedia = (key: string) => `/media/board/${key}.png`;

/** Demo notices, events and news (issue 19) when the board is empty; their images when missing. */
export async function seedBoardIfEmpty(
  db: Database,
  mediaDir: string,
  now = new Date()
): Promise<{ seeded: boolean }> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOARD_SEED_LOCK})`);
    const [existing] = await tx.select({ id: boardPosts.id }).from(boardPosts).limit(1);
    if (existing) return false;
    await tx.insert(boardPosts).values(
      seedBoardPosts.map((post) => ({
        kind: post.kind,
        title: post.title,
        summary: post.summary,
        body: post.body,
        searchText: [
          ...Object.values(post.title),
          ...Object.values(post.summary),
          ...Object.values(post.body).map(plainOf)
        ]
          .join('\n')
          .toLowerCase(),
        thumbnailUrl: boardMedia(post.key),
        pinned: post.pinned ?? false,
        eventStartAt: post.event ? at(post.event.startDays) : null,
        eventEndAt: post.event ? at(post.event.endDays) : null,
        status: 'PUBLISHED' as const,
        publishAt: at(post.publishedDays),
        createdAt: at(post.publishedDays),
        updatedAt: at(post.publishedDays)
      }))
    );
    return true;
  });
  await fs.mkdir(path.join(mediaDir, 'board'), { recursive: true });
  await Promise.all(
    seedBoardPosts.map(async (post) => {
      const file = path.join(mediaDir, 'board', `${post.key}.png`);
      try {
        await fs.access(file);
      } catch {
        await fs.writeFile(file, await svgToPng(eventSvg(post.art, post.key)));
      }
    })
  );
  return { seeded };
}
