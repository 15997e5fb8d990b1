import {
  DIVE_IN_VIDEO_MAX_SECONDS,
  DIVE_IN_VIDEO_MIN_SECONDS,
  DomainError,
  pickText,
  type DiveInOwn,
  type DiveInUpload,
  type Language
} from '@mall/domain';
import type { PublicVideos } from '../media/public-videos.ts';
import type { ProductService } from '../product/product.service.ts';
import type { DiveInOwnRow, DiveInRepository } from './dive-in.repository.ts';
import { toDiveIn } from './dive-in.service.ts';

export type DiveInStudioDeps = {
  repository: DiveInRepository;
  catalogue: Pick<ProductService, 'cartFacts'>;
  videos: Pick<PublicVideos, 'store' | 'remove'>;
  now?: () => Date;
};

/** A video for its maker (in their language) or the desk (in Korean), with every product it tags, in order. */
export const toOwnDiveIn = (row: DiveInOwnRow, language: Language): DiveInOwn => ({
  ...toDiveIn(row, language),
  status: row.status,
  reviewNote: row.reviewNote,
  products: row.products.map((product) => ({
    productId: product.productId,
    name: pickText(product.name, language),
    thumbnailUrl: product.thumbnailUrl
  }))
});

/**
 * Making videos (docs/decisions/084): a planner's upload waits for the desk (PENDING), a staff upload shows at once
 * (APPROVED). The tag and every product are checked before the file is touched; the file is kept by the video store
 * (checked by content, made web-ready, poster drawn) before the row is written, and removed again if the write fails.
 */
export function createDiveInStudio({
  repository,
  catalogue,
  videos,
  now = () => new Date()
}: DiveInStudioDeps) {
  async function assertTagged(body: DiveInUpload, language: Language) {
    if (!(await repository.tagExists(body.tagCode)))
      throw new DomainError('VALIDATION_FAILED', { fields: [{ field: 'tagCode', code: 'VA_InvalidInput' }] });
    const facts = await catalogue.cartFacts(body.productIds, { language, memberPrices: false });
    const refused = body.productIds.find((id) => {
      const product = facts.get(id);
      return !product || product.salesStatus === 'PAUSE';
    });
    if (refused !== undefined) throw new DomainError('DIVE_IN_PRODUCT_NOT_ALLOWED', { productId: refused });
  }

  return {
    async upload(
      maker: { ownerUserSeqNo: number | null; language: Language },
      body: DiveInUpload,
      file: string | null
    ): Promise<DiveInOwn> {
      await assertTagged(body, maker.language);
      if (!file) throw new DomainError('ALT_FileError', { field: 'video' });
      const kept = await videos.store(file, {
        minSeconds: DIVE_IN_VIDEO_MIN_SECONDS,
        maxSeconds: DIVE_IN_VIDEO_MAX_SECONDS
      });
      let id: number;
      try {
        id = await repository.insert(
          {
            ownerUserSeqNo: maker.ownerUserSeqNo,
            tagCode: body.tagCode,
            // A planner writes in their own language; readers of other languages see it as written.
            content: { 'ko-KR': body.content },
            videoUrl: kept.videoUrl,
            posterUrl: kept.posterUrl,
            durationMs: kept.durationMs,
            status: maker.ownerUserSeqNo === null ? 'APPROVED' : 'PENDING'
          },
          body.productIds,
          now()
        );
      } catch (error) {
        await Promise.all([videos.remove(kept.videoUrl), videos.remove(kept.posterUrl)]);
        throw error;
      }
      return toOwnDiveIn((await repository.byId(id))!, maker.language);
    },

    async own(ownerUserSeqNo: number, language: Language): Promise<DiveInOwn[]> {
      return (await repository.ownedBy(ownerUserSeqNo)).map((row) => toOwnDiveIn(row, language));
    },

    /** Deletes the maker's own video and its files; DIVE_IN_NOT_FOUND for anyone else's. */
    async remove(id: number, ownerUserSeqNo: number): Promise<void> {
      const gone = await repository.deleteOwned(id, ownerUserSeqNo);
      if (!gone) throw new DomainError('DIVE_IN_NOT_FOUND');
      await Promise.all([videos.remove(gone.videoUrl), videos.remove(gone.posterUrl)]);
    }
  };
}

export type DiveInStudio = ReturnType<typeof createDiveInStudio>;
