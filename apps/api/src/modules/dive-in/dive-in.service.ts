import { createHmac } from 'node:crypto';
import {
  DIVE_IN_MAIN_COUNT,
  DomainError,
  formatViewCount,
  isAlmostEnding,
  pickText,
  seoulDate,
  totalPageCount,
  type DiveIn,
  type DiveInDetail,
  type DiveInListQuery,
  type DiveInPage,
  type DiveInProduct,
  type DiveInTag,
  type Language
} from '@mall/domain';
import type { CartProduct, ProductService, Viewer } from '../product/product.service.ts';
import { SHARE_TEXTS } from '../share/share.texts.ts';
import type { DiveInBagRow, DiveInFeedRow, DiveInRepository } from './dive-in.repository.ts';

export type DiveInDeps = {
  repository: DiveInRepository;
  catalogue: Pick<ProductService, 'cartFacts'>;
  /** Keys the hash that stands for a guest's address in the view rows (never the address itself). */
  viewerKeySecret: string;
  now?: () => Date;
};

/** Who is counted as a viewer: a member by number, a guest by a keyed hash of their network address. */
export type ViewerIdentity = { memberSeqNo: number } | { address: string };

export function toDiveIn(row: DiveInFeedRow, language: Language): DiveIn {
  const planner = row.ownerUserNumber !== null;
  return {
    diveInId: row.id,
    userNumber: row.ownerUserNumber,
    nickName: planner ? (row.ownerNickname ?? row.ownerFirstName ?? '') : SHARE_TEXTS[language].siteName,
    userName: { firstName: row.ownerFirstName ?? '' },
    thumbnailImageUrl: row.posterUrl,
    videoUrl: row.videoUrl,
    durationSeconds: row.durationMs / 1000,
    viewCount: row.viewCount,
    formatViewCount: formatViewCount(row.viewCount, language),
    content: pickText(row.content, language),
    tag: { code: row.tagCode, text: pickText(row.tagName, language) },
    productCount: row.productCount,
    createdAt: row.createdAt.toISOString()
  };
}

function toBagProduct(tag: DiveInBagRow, product: CartProduct, now: Date): DiveInProduct {
  return {
    productId: product.productId,
    name: product.productName,
    thumbnailUrl: product.imageUrl,
    priceOriginal: product.priceOriginal,
    salesAmount: product.price,
    sp: product.spOriginal,
    bp: product.bpOriginal,
    pointForCustomer: product.point,
    salesStatus: { code: product.salesStatus },
    optionYn: product.options.length > 0 ? 'Y' : 'N',
    exposureEndDatetime: tag.exposureEndAt?.toISOString() ?? null,
    almostEnding: isAlmostEnding(tag.exposureEndAt, now)
  };
}

/**
 * The dive-in feed (docs/decisions/084): what shows now (approved, inside its window), a video's product bag
 * (live prices, SP/BP only for the asker's eyes, paused products and ended exposures left out), and the view count.
 */
export function createDiveInService({
  repository,
  catalogue,
  viewerKeySecret,
  now = () => new Date()
}: DiveInDeps) {
  async function showing(id: number): Promise<DiveInFeedRow> {
    const row = await repository.showingById(id, now());
    if (!row) throw new DomainError('DIVE_IN_NOT_FOUND');
    return row;
  }

  return {
    async tags(language: Language): Promise<DiveInTag[]> {
      return (await repository.tags()).map((tag) => ({ code: tag.code, text: pickText(tag.name, language) }));
    },

    async page(query: DiveInListQuery, language: Language): Promise<DiveInPage> {
      const { rows, total } = await repository.page(
        { tagCode: query.tagType, ownerUserNumber: query.userNumber },
        query.sortType,
        { offset: (query.pageNumber - 1) * query.pageSize, limit: query.pageSize },
        now()
      );
      return {
        list: rows.map((row) => toDiveIn(row, language)),
        pageNumber: query.pageNumber,
        totalPageNumber: totalPageCount(total, query.pageSize)
      };
    },

    /** Home's row: the newest videos showing. */
    async main(language: Language): Promise<DiveIn[]> {
      const { rows } = await repository.page({}, 'NEWEST', { offset: 0, limit: DIVE_IN_MAIN_COUNT }, now());
      return rows.map((row) => toDiveIn(row, language));
    },

    /** A video with its bag; `plannerNumber` is its maker when a planner made it (the shop-referrer credit). */
    async detail(
      id: number,
      viewer: Viewer
    ): Promise<{ detail: DiveInDetail; plannerNumber: string | null }> {
      const row = await showing(id);
      const at = now();
      const tags = (await repository.bag(id)).filter(
        (tag) => tag.exposureEndAt === null || tag.exposureEndAt > at
      );
      const products = await catalogue.cartFacts(
        tags.map((tag) => tag.productId),
        viewer
      );
      const productBag = tags.flatMap((tag) => {
        const product = products.get(tag.productId);
        return product && product.salesStatus !== 'PAUSE' ? [toBagProduct(tag, product, at)] : [];
      });
      return {
        detail: { ...toDiveIn(row, viewer.language), productCount: productBag.length, productBag },
        plannerNumber: row.ownerUserNumber
      };
    },

    /** Counts the asker's view once a Korean day; answers the count after it. */
    async view(id: number, who: ViewerIdentity, language: Language) {
      const viewer =
        'memberSeqNo' in who
          ? `m:${who.memberSeqNo}`
          : `g:${createHmac('sha256', viewerKeySecret).update(who.address).digest('base64url').slice(0, 22)}`;
      const count = await repository.countView(id, viewer, seoulDate(now()), now());
      if (count === undefined) throw new DomainError('DIVE_IN_NOT_FOUND');
      return { viewCount: count, formatViewCount: formatViewCount(count, language) };
    },

    /** Forgets the view rows of days before yesterday (Korean days) as of `at`; answers how many went. */
    sweepViews: (at: Date = now()) =>
      repository.sweepViews(seoulDate(new Date(at.getTime() - 24 * 60 * 60 * 1000)))
  };
}

export type DiveInService = ReturnType<typeof createDiveInService>;
