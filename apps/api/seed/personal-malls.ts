import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../src/db/client.ts';
import { demoMemberId } from './members.ts';
import { createPublicImages } from '../src/modules/media/public-images.ts';
import { personalMalls } from '../src/modules/personal/personal.table.ts';
import { MALL_IMAGE_SIZES } from '../src/modules/personal/personal-mall.service.ts';

const PERSONAL_MALL_LOCK = 72707076;

/** planner1's demo mall (docs/decisions/075): its texts, handles and three generated pictures (no downloads). */
export const DEMO_PERSONAL_MALL = {
  mallName: '블룸 뷰티 라운지',
  message1: '피부 고민, 편하게 물어보세요!',
  message2: '이달의 추천 세트와 함께 건강한 피부 루틴을 시작해요.',
  siteUrl: 'bloomkim',
  nickname: '블룸서연'
} as const;

/** A soft gradient with rings, drawn from an SVG: a picture that looks like a picture at any size. */
function pictureSvg(width: number, height: number, from: string, to: string, label: string): string {
  const r = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${r * 0.28}" fill="#ffffff" fill-opacity="0.18"/>
  <circle cx="${width * 0.2}" cy="${height * 0.75}" r="${r * 0.2}" fill="#ffffff" fill-opacity="0.12"/>
  <text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-size="${r * 0.16}" fill="#ffffff" fill-opacity="0.85">${label}</text>
</svg>`;
}

async function picture(width: number, height: number, from: string, to: string, label: string) {
  return sharp(Buffer.from(pictureSvg(width, height, from, to, label)))
    .png()
    .toBuffer();
}

/** Adds planner1's mall when planner1 exists and has none; never touches another mall. */
export async function seedDemoPersonalMallIfEmpty(db: Database, mediaDir: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PERSONAL_MALL_LOCK})`);
    const plannerId = await demoMemberId(tx, 'planner1');
    if (plannerId === null) return false;
    const [existing] = await tx
      .select({ id: personalMalls.userSeqNo })
      .from(personalMalls)
      .where(eq(personalMalls.userSeqNo, plannerId))
      .limit(1);
    if (existing) return false;
    const images = createPublicImages(mediaDir, 'personal');
    const [profile, mobile, pc] = await Promise.all([
      picture(400, 400, '#f5b8c4', '#c06c84', 'BLOOM').then((png) =>
        images.save(png, MALL_IMAGE_SIZES.profile)
      ),
      picture(1080, 720, '#fde2e4', '#b5838d', 'Bloom Beauty').then((png) =>
        images.save(png, MALL_IMAGE_SIZES.backgroundMobile)
      ),
      picture(1920, 600, '#fde2e4', '#6d597a', 'Bloom Beauty Lounge').then((png) =>
        images.save(png, MALL_IMAGE_SIZES.backgroundPc)
      )
    ]);
    await tx.insert(personalMalls).values({
      userSeqNo: plannerId,
      ...DEMO_PERSONAL_MALL,
      profileUrl: profile,
      profileOriginFileName: 'profile.png',
      backgroundMobileUrl: mobile,
      backgroundMobileOriginFileName: 'background-mobile.png',
      backgroundPcUrl: pc,
      backgroundPcOriginFileName: 'background-pc.png'
    });
    return true;
  });
}
