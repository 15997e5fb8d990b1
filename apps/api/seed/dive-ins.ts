import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@mall/domain';
import type { Database } from '../src/db/client.ts';
import { diveInProducts, diveIns, diveInTags } from '../src/modules/dive-in/dive-in.table.ts';
import { createPublicVideos, type StoredVideo } from '../src/modules/media/public-videos.ts';
import { demoMemberId } from './members.ts';

const DIVE_IN_LOCK = 72707084;
const DAY_MS = 24 * 60 * 60 * 1000;
const run = promisify(execFile);

const t = (ko: string, en: string, zh: string): LocalizedText => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

export const SEED_DIVE_IN_TAGS = [
  { code: 'SKINCARE', name: t('스킨케어', 'Skin care', '保養'), sortOrder: 1 },
  { code: 'MAKEUP', name: t('메이크업', 'Make-up', '彩妝'), sortOrder: 2 },
  { code: 'INNER_BEAUTY', name: t('이너뷰티', 'Inner beauty', '內在美'), sortOrder: 3 },
  { code: 'ROUTINE', name: t('루틴', 'Routines', '日常習慣'), sortOrder: 4 }
];

/** A product tagged in a video; `endsInDays` sets its exposure end (under 30: the almost-ending badge). */
type SeedTag = { productId: number; endsInDays: number | null };

type SeedDiveIn = {
  key: string;
  byPlanner: boolean;
  tag: string;
  content: LocalizedText;
  colors: [string, string, string];
  daysAgo: number;
  views: number;
  products: SeedTag[];
};

export const SEED_DIVE_INS: SeedDiveIn[] = [
  {
    key: 'green-tea-cleansing',
    byPlanner: true,
    tag: 'SKINCARE',
    content: t(
      '약산성 녹차 폼으로 아침 세안 30초 루틴',
      'A 30-second morning wash with a low-pH green tea foam',
      '用弱酸性綠茶潔面乳，30秒完成早晨洗臉'
    ),
    colors: ['0xdfeedd', '0xffffff', '0x6f9b6a'],
    daysAgo: 1,
    views: 12_840,
    products: [
      { productId: 1001, endsInDays: 20 },
      { productId: 1003, endsInDays: null }
    ]
  },
  {
    key: 'vitamin-glow',
    byPlanner: true,
    tag: 'SKINCARE',
    content: t(
      '비타C 미스트 + 잡티 앰플, 칙칙한 날의 광채 레이어링',
      'Vitamin C mist and blemish ampoule: layering for a dull day',
      '維他命C噴霧加淡斑安瓶，暗沉日的光采疊擦'
    ),
    colors: ['0xfff1d6', '0xffffff', '0xf2a65a'],
    daysAgo: 3,
    views: 5_320,
    products: [
      { productId: 1004, endsInDays: null },
      { productId: 1006, endsInDays: 12 },
      { productId: 1009, endsInDays: null }
    ]
  },
  {
    key: 'sun-care',
    byPlanner: false,
    tag: 'ROUTINE',
    content: t(
      '무기자차 vs 수분 선에센스, 나에게 맞는 선케어 고르기',
      'Mineral sunscreen or watery sun essence: choosing yours',
      '物理防曬還是水感防曬精華？選出適合你的防曬'
    ),
    colors: ['0xe3f0fb', '0xffffff', '0x5b8fc7'],
    daysAgo: 5,
    views: 231_400,
    products: [
      { productId: 1011, endsInDays: null },
      { productId: 1012, endsInDays: null }
    ]
  },
  {
    key: 'inner-beauty',
    byPlanner: true,
    tag: 'INNER_BEAUTY',
    content: t(
      '하루 한 포, 히알루론산 젤리로 속부터 촉촉하게',
      'One jelly a day: hyaluronic acid for skin that glows from within',
      '每天一包玻尿酸果凍，由內而外水潤'
    ),
    colors: ['0xf8dde6', '0xffffff', '0xb23a62'],
    daysAgo: 8,
    views: 987,
    products: [
      { productId: 1047, endsInDays: 25 },
      { productId: 1051, endsInDays: null }
    ]
  },
  {
    key: 'body-scrub',
    byPlanner: false,
    tag: 'ROUTINE',
    content: t(
      '주말 홈케어: 핑크솔트 스크럽과 풋 크림',
      'Weekend home care: pink salt scrub and foot cream',
      '週末居家保養：粉紅鹽磨砂與足部霜'
    ),
    colors: ['0xfde6d8', '0xffffff', '0xf26b5b'],
    daysAgo: 12,
    views: 45_120,
    products: [
      { productId: 1034, endsInDays: null },
      { productId: 1039, endsInDays: null }
    ]
  },
  {
    key: 'mens-care',
    byPlanner: true,
    tag: 'MAKEUP',
    content: t(
      '면도 후 3분, 남자 피부 진정 루틴',
      'Three minutes after shaving: calming men’s skin',
      '刮鬍後3分鐘，男士肌膚舒緩程序'
    ),
    colors: ['0xe9e6e1', '0xffffff', '0x2d2433'],
    daysAgo: 20,
    views: 3_050,
    products: [
      { productId: 1027, endsInDays: null },
      { productId: 1028, endsInDays: 5 },
      { productId: 1012, endsInDays: null }
    ]
  }
];

/** The ffmpeg arguments of an 8-second 540×960 clip of soft moving light in the video's colours with a quiet tone. */
function clipArguments([base, light, accent]: [string, string, string], file: string): string[] {
  const seconds = 8;
  const source = (color: string, size: string) => `color=c=${color}:s=${size}:r=24:d=${seconds}`;
  return [
    '-hide_banner', '-loglevel', 'error', '-nostdin', '-y',
    '-f', 'lavfi', '-i', source(base, '540x960'),
    '-f', 'lavfi', '-i', source(light, '300x300'),
    '-f', 'lavfi', '-i', source(accent, '220x220'),
    '-f', 'lavfi', '-i', `aevalsrc=0.03*sin(2*PI*196*t)*(0.6+0.4*sin(PI*t/2)):s=44100:d=${seconds}`,
    '-filter_complex',
    "[0][1]overlay=x='120+130*sin(t*0.9)':y='80+80*t':eval=frame[a];" +
      "[a][2]overlay=x='260-140*cos(t*1.2)':y='700-70*t':eval=frame,boxblur=60:2,format=yuv420p[v]",
    '-map', '[v]', '-map', '3', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30',
    '-c:a', 'aac', '-b:a', '64k', '-shortest', file
  ]; // prettier-ignore
}

/**
 * Draws a clip (H.264 and AAC) into `file`. Drawing takes seconds of CPU a clip, and every fresh demo database (each
 * start of a test or bench server) seeds the same six: a drawn clip is kept in the machine's temporary folder under
 * the hash of its ffmpeg arguments, and copied from there next time. The copy goes through the same
 * checks as an upload (`store`), so a damaged cached file fails the seed like a damaged upload would.
 */
async function drawClip(ffmpegPath: string, file: string, colors: [string, string, string]) {
  const cacheDir = path.join(os.tmpdir(), 'mall-dive-in-clips');
  const key = createHash('sha256')
    .update(JSON.stringify(clipArguments(colors, '')))
    .digest('hex')
    .slice(0, 24);
  const cached = path.join(cacheDir, `${key}.mp4`);
  try {
    await fs.copyFile(cached, file);
    return;
  } catch {
    // Not drawn on this machine yet.
  }
  await run(ffmpegPath, clipArguments(colors, file));
  // Into the cache by rename: a process that reads it meanwhile sees no file or a whole one. A cache that cannot
  // be written (a read-only temporary folder) only means drawing again next time.
  const partial = path.join(cacheDir, `${key}.${randomUUID()}.part`);
  await fs
    .mkdir(cacheDir, { recursive: true })
    .then(() => fs.copyFile(file, partial))
    .then(() => fs.rename(partial, cached))
    .catch(() => fs.rm(partial, { force: true }));
}

/**
 * The demo dive-in feed (docs/decisions/084): tags, and six videos drawn by ffmpeg at seed time (nothing is
 * downloaded), four by planner1 and two by the brand, each kept through the same store as an upload (checked,
 * made web-ready, poster taken). Skipped when the feed has any video, or when ffmpeg cannot run (the shop still starts;
 * the feed is empty).
 */
export async function seedDiveInsIfEmpty(
  db: Database,
  mediaDir: string,
  ffmpegPath: string,
  now = new Date()
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DIVE_IN_LOCK})`);
    const [existing] = await tx.select({ id: diveIns.id }).from(diveIns).limit(1);
    if (existing) return false;
    const plannerId = await demoMemberId(tx, 'planner1');
    const videos = createPublicVideos({ mediaDir, folder: 'dive-in', ffmpegPath });
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'dive-in-seed-'));
    try {
      const stored: StoredVideo[] = [];
      for (const video of SEED_DIVE_INS) {
        const file = path.join(work, `${video.key}.mp4`);
        try {
          await drawClip(ffmpegPath, file, video.colors);
        } catch {
          await Promise.all(
            stored.flatMap((kept) => [videos.remove(kept.videoUrl), videos.remove(kept.posterUrl)])
          );
          return false;
        }
        stored.push(await videos.store(file, { minSeconds: 1, maxSeconds: 90 }));
      }
      await tx.insert(diveInTags).values(SEED_DIVE_IN_TAGS).onConflictDoNothing();
      const rows = await tx
        .insert(diveIns)
        .values(
          SEED_DIVE_INS.map((video, index) => ({
            ownerUserSeqNo: video.byPlanner ? plannerId : null,
            tagCode: video.tag,
            content: video.content,
            videoUrl: stored[index]!.videoUrl,
            posterUrl: stored[index]!.posterUrl,
            durationMs: stored[index]!.durationMs,
            status: 'APPROVED' as const,
            viewCount: video.views,
            createdAt: new Date(now.getTime() - video.daysAgo * DAY_MS),
            reviewedAt: new Date(now.getTime() - video.daysAgo * DAY_MS)
          }))
        )
        .returning({ id: diveIns.id });
      await tx.insert(diveInProducts).values(
        SEED_DIVE_INS.flatMap((video, index) =>
          video.products.map((tag, position) => ({
            diveInId: rows[index]!.id,
            position,
            productId: tag.productId,
            exposureEndAt: tag.endsInDays === null ? null : new Date(now.getTime() + tag.endsInDays * DAY_MS)
          }))
        )
      );
      return true;
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  });
}
