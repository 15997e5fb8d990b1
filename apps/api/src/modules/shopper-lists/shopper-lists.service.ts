import {
  DomainError,
  RESTOCK_ALERT_PAGE_SIZE,
  WISHLIST_MAX,
  WISHLIST_PAGE_SIZE,
  restockAskable,
  totalPageCount,
  type Language,
  type ProductRestockAlerts,
  type RecentViews,
  type RestockAlertBody,
  type RestockAlertPage,
  type ProductSummary,
  type WishlistPage
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { ProductService } from '../product/product.service.ts';
import type { Viewer } from '../product/product-summary.ts';
import { RESTOCK_CHECK_JOB } from '../product/product-stock.ts';
import { createShopperListsRepository } from './shopper-lists.repository.ts';

/** Who asks: a member, reading cards in a language (SP/BP as their type allows). */
export type ListReader = Viewer & { userSeqNo: number };

/** The periodic sweep that catches stock brought back by any other path (docs/decisions/092). */
export const RESTOCK_SWEEP_JOB = 'restock-sweep';
const SWEEP_EVERY_MS = 10 * 60_000;
/** Alerts claimed per statement; a full batch runs again at once. */
const CLAIM_BATCH = 200;

/**
 * The shopper's lists (docs/decisions/091, 092): the wishlist, recently viewed and restock alerts, every call on the
 * asker's own rows. Cards come from the catalogue's live reads by id (never from its shared cached answers), so a
 * member's state never enters a cached catalogue answer.
 */
export function createShopperListsService({
  db,
  products,
  notifyRestocked
}: {
  db: Database;
  products: Pick<ProductService, 'summariesOf' | 'cartFacts'>;
  /** Queues the RESTOCK_AVAILABLE notice and mail of a claimed alert (the notification module). */
  notifyRestocked: (alertId: number, exec: Executor) => Promise<void>;
}) {
  const repository = createShopperListsRepository(db);

  /** Claims and notices the alerts stock can meet now, batch after batch (one product's, or all). */
  async function claimAndNotify(productId: number | null): Promise<number> {
    let claimed = 0;
    for (;;) {
      const ids = await db.transaction(async (tx) => {
        const won = await createShopperListsRepository(tx).claimMet(productId, CLAIM_BATCH);
        for (const id of won) await notifyRestocked(id, tx);
        return won;
      });
      claimed += ids.length;
      if (ids.length < CLAIM_BATCH) return claimed;
    }
  }

  const check: JobHandler = async (job) => {
    await claimAndNotify(Number(job.payload.productId));
    return { done: true };
  };
  const sweep: JobHandler = Object.assign(
    async (_job: unknown, now: Date) => {
      await claimAndNotify(null);
      return { again: new Date(now.getTime() + SWEEP_EVERY_MS) };
    },
    { recurringKey: RESTOCK_SWEEP_JOB }
  );

  return {
    handlers: { [RESTOCK_CHECK_JOB]: check, [RESTOCK_SWEEP_JOB]: sweep } as Record<string, JobHandler>,
    claimAndNotify,

    // ── Wishlist ────────────────────────────────────────────────────────────────────────────────────────────

    wishedIds: (userSeqNo: number) => repository.wishedIds(userSeqNo),

    async wishlist(reader: ListReader, page: number): Promise<WishlistPage> {
      const { rows, total } = await repository.wishedPage(
        reader.userSeqNo,
        WISHLIST_PAGE_SIZE,
        (page - 1) * WISHLIST_PAGE_SIZE
      );
      // Paused products stay listed (labelled) so their member can remove them.
      const cards = new Map(
        (
          await products.summariesOf(
            rows.map((row) => row.productId),
            reader,
            true
          )
        ).map((card) => [card.productId, card])
      );
      return {
        list: rows.flatMap((row) => {
          const product = cards.get(row.productId);
          return product ? [{ product, wishedAt: row.createdAt.toISOString() }] : [];
        }),
        pageNumber: page,
        totalPageNumber: totalPageCount(total, WISHLIST_PAGE_SIZE),
        totalSize: total
      };
    },

    async wish(userSeqNo: number, productId: number): Promise<void> {
      const [known] = await products.summariesOf([productId], { language: 'ko-KR', memberPrices: false });
      if (!known) throw new DomainError('PRODUCT_NOT_FOUND', { productId });
      if ((await repository.wishedCount(userSeqNo)) >= WISHLIST_MAX)
        throw new DomainError('WISHLIST_FULL', { max: WISHLIST_MAX });
      await repository.wish(userSeqNo, productId);
    },

    async unwish(userSeqNo: number, productId: number): Promise<void> {
      if (!(await repository.unwish(userSeqNo, productId))) throw new DomainError('WISHLIST_ITEM_NOT_FOUND');
    },

    // ── Recently viewed ─────────────────────────────────────────────────────────────────────────────────────

    async recent(reader: ListReader): Promise<RecentViews> {
      const rows = await repository.recent(reader.userSeqNo);
      const cards = new Map(
        (
          await products.summariesOf(
            rows.map((row) => row.productId),
            reader
          )
        ).map((card) => [card.productId, card])
      );
      return {
        list: rows.flatMap((row) => {
          const product = cards.get(row.productId);
          return product ? [{ product, viewedAt: row.viewedAt.toISOString() }] : [];
        })
      };
    },

    view: (userSeqNo: number, productId: number) => repository.view(userSeqNo, [productId]),
    /** A guest's local list (newest first) put before the member's own at login. */
    merge: (userSeqNo: number, productIds: readonly number[]) =>
      repository.view(userSeqNo, [...new Set(productIds)]),

    async forget(userSeqNo: number, productId: number): Promise<void> {
      if (!(await repository.forget(userSeqNo, productId))) throw new DomainError('NOT_FOUND');
    },

    /** A guest's local list as cards (paused and deleted products left out), in the order given. */
    guestRecent: (productIds: number[], viewer: Viewer): Promise<ProductSummary[]> =>
      products.summariesOf(productIds, viewer),

    // ── Restock alerts ──────────────────────────────────────────────────────────────────────────────────────

    async ask(reader: ListReader, body: Required<RestockAlertBody>, language: Language): Promise<number> {
      const product = (await products.cartFacts([body.productId], reader)).get(body.productId);
      if (!product || product.salesStatus === 'PAUSE')
        throw new DomainError('PRODUCT_NOT_FOUND', { productId: body.productId });
      const option =
        body.productOptionId === null
          ? null
          : product.options.find((item) => item.productOptionId === body.productOptionId);
      if (option === undefined) throw new DomainError('PRODUCT_NOT_FOUND', { productId: body.productId });
      const status = option ? option.salesStatus.code : product.salesStatus;
      if (!restockAskable(status)) throw new DomainError('RESTOCK_NOT_SOLD_OUT');
      const id = await repository.ask({
        userSeqNo: reader.userSeqNo,
        productId: body.productId,
        productOptionId: body.productOptionId,
        language
      });
      if (id === null) {
        const waiting = (await repository.waitingOn(reader.userSeqNo, body.productId)).find(
          (row) => row.productOptionId === body.productOptionId
        );
        throw new DomainError('RESTOCK_ALREADY_REQUESTED', { alertId: waiting?.alertId ?? null });
      }
      return id;
    },

    async waitingOn(userSeqNo: number, productId: number): Promise<ProductRestockAlerts> {
      return { list: await repository.waitingOn(userSeqNo, productId) };
    },

    async cancel(userSeqNo: number, alertId: number): Promise<void> {
      if (!(await repository.cancel(userSeqNo, alertId))) throw new DomainError('RESTOCK_ALERT_NOT_FOUND');
    },

    async alerts(reader: ListReader, page: number): Promise<RestockAlertPage> {
      const { rows, total } = await repository.alertsPage(
        reader.userSeqNo,
        RESTOCK_ALERT_PAGE_SIZE,
        (page - 1) * RESTOCK_ALERT_PAGE_SIZE
      );
      const facts = await products.cartFacts(
        rows.map((row) => row.productId),
        reader
      );
      return {
        list: rows.flatMap((row) => {
          const product = facts.get(row.productId);
          if (!product) return [];
          const option = product.options.find((item) => item.productOptionId === row.productOptionId);
          return [
            {
              alertId: row.id,
              productId: row.productId,
              productOptionId: row.productOptionId,
              productName: product.productName,
              optionValue: option?.optionValue ?? null,
              imageUrl: option?.optionImageUrl ?? product.imageUrl,
              state: row.notifiedAt ? ('NOTIFIED' as const) : ('WAITING' as const),
              requestedAt: row.createdAt.toISOString(),
              notifiedAt: row.notifiedAt?.toISOString() ?? null
            }
          ];
        }),
        pageNumber: page,
        totalPageNumber: totalPageCount(total, RESTOCK_ALERT_PAGE_SIZE),
        totalSize: total
      };
    },

    /** The sweep queued by hand (tests; the runner queues it by its recurringKey). */
    queueSweep: () => createJobQueue(db).enqueue(RESTOCK_SWEEP_JOB, RESTOCK_SWEEP_JOB, {}, new Date())
  };
}

export type ShopperListsService = ReturnType<typeof createShopperListsService>;
