import { randomBytes } from 'node:crypto';
import {
  DomainError,
  EASY_BAG_LIMIT,
  easyBagLineState,
  easyBagLink,
  easyBagMaxQuantity,
  isActivePlanner,
  type EasyBag,
  type EasyBagLine,
  type EasyBagList,
  type EasyBagSave,
  type PublicEasyBag,
  type UserType,
  type AccountStatus
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { CartProduct, ProductService, Viewer } from '../product/product.service.ts';
import {
  createEasyBagRepository,
  type EasyBagLineRow,
  type EasyBagRow,
  type NewBagLine
} from './easy-bag.repository.ts';

/** What the bag needs to know of its planner (the member module's answer). */
export type BagOwner = {
  userNumber: string;
  lastName: string;
  firstName: string;
  userType: UserType;
  status: AccountStatus;
};

export type EasyBagDeps = {
  db: Database;
  catalogue: Pick<ProductService, 'cartFacts'>;
  findMember: (userSeqNo: number) => Promise<BagOwner | undefined>;
  now?: () => Date;
};

/** What an order from a bag carries: the bag and the planner it credits (docs/decisions/075). */
export type BagForOrder = { easyBagId: string; ownerUserSeqNo: number; ownerUserNumber: string };

const lineKey = (line: { productId: number; productOptionId?: number | null | undefined }) =>
  `${line.productId}:${line.productOptionId ?? ''}`;

/** The product's option named by the line, null when none is named, undefined when it names a missing one. */
function optionOfLine(product: CartProduct, productOptionId: number | null) {
  if (productOptionId === null) return product.options.length > 0 ? undefined : null;
  return product.options.find((option) => option.productOptionId === productOptionId);
}

function pricedLine(line: EasyBagLineRow, product: CartProduct | undefined): EasyBagLine {
  const option = product ? optionOfLine(product, line.productOptionId) : undefined;
  const state = easyBagLineState({
    listed: product !== undefined && option !== undefined,
    exposureBag: product?.exposureBag ?? false,
    productStatus: product?.salesStatus ?? 'PAUSE',
    optionStatus: option?.salesStatus.code ?? null
  });
  return {
    productId: line.productId,
    productOptionId: line.productOptionId,
    productName: product?.productName ?? '',
    optionValue: option?.optionValue ?? null,
    imageUrl: product?.imageUrl ?? '',
    brand: product?.brand ?? '',
    quantity: line.quantity,
    maxQuantity: easyBagMaxQuantity(product?.maxQuantityLimit ?? null),
    priceOriginal: product?.priceOriginal ?? 0,
    price: product?.price ?? 0,
    salesStatus: { code: product?.salesStatus ?? 'PAUSE' },
    soldOutMessage: option?.soldOutMessage ?? product?.soldOutMessage ?? null,
    state
  };
}

/**
 * Easy bags (docs/decisions/075): a planner's bundles, written by their owner alone, opened by anyone with the
 * link, priced now for whoever looks, and checked for the checkout that names one.
 */
export function createEasyBagService(deps: EasyBagDeps) {
  const { db, catalogue } = deps;
  const now = deps.now ?? (() => new Date());

  async function priceLines(lines: EasyBagLineRow[], viewer: Viewer): Promise<EasyBagLine[]> {
    const facts = await catalogue.cartFacts(
      lines.map((line) => line.productId),
      viewer
    );
    return lines.map((line) => pricedLine(line, facts.get(line.productId)));
  }

  /**
   * Every line must be of a product planners may bag (exposureBagYn), listed, not paused, with its option when it
   * has options, within its quantity limit: else EASY_BAG_PRODUCT_NOT_ALLOWED naming the product and the reason.
   */
  async function allowedLines(body: EasyBagSave): Promise<NewBagLine[]> {
    const facts = await catalogue.cartFacts(
      body.lines.map((line) => line.productId),
      { language: 'ko-KR', memberPrices: false }
    );
    return body.lines.map((line) => {
      const productOptionId = line.productOptionId ?? null;
      const product = facts.get(line.productId);
      const refuse = (reason: string, extra: Record<string, unknown> = {}): never => {
        throw new DomainError('EASY_BAG_PRODUCT_NOT_ALLOWED', {
          productId: line.productId,
          reason,
          ...extra
        });
      };
      if (!product) return refuse('NOT_FOUND');
      if (!product.exposureBag) return refuse('NOT_BAGGABLE');
      const option = optionOfLine(product, productOptionId);
      if (option === undefined) return refuse('OPTION_REQUIRED');
      if (product.salesStatus === 'PAUSE' || option?.salesStatus.code === 'PAUSE') return refuse('PAUSE');
      const maxQuantity = easyBagMaxQuantity(product.maxQuantityLimit);
      if (line.quantity > maxQuantity) return refuse('QUANTITY_LIMIT', { maxQuantity });
      return { productId: line.productId, productOptionId, quantity: line.quantity };
    });
  }

  /** The planner's live bag, else EASY_BAG_NOT_FOUND (another planner's bag is as unknown as a made-up id). */
  async function ownBag(userSeqNo: number, bagId: string): Promise<EasyBagRow> {
    const bag = await createEasyBagRepository(db).liveBag(bagId);
    if (!bag || bag.userSeqNo !== userSeqNo) throw new DomainError('EASY_BAG_NOT_FOUND');
    return bag;
  }

  /** A live bag whose planner is still an active planner, with the planner; else EASY_BAG_NOT_FOUND. */
  async function openBag(bagId: string): Promise<{ bag: EasyBagRow; owner: BagOwner }> {
    const bag = await createEasyBagRepository(db).liveBag(bagId);
    const owner = bag ? await deps.findMember(bag.userSeqNo) : undefined;
    if (!bag || !owner || !isActivePlanner(owner)) throw new DomainError('EASY_BAG_NOT_FOUND');
    return { bag, owner };
  }

  async function toBag(bag: EasyBagRow, viewer: Viewer): Promise<EasyBag> {
    const lines = await createEasyBagRepository(db).lines(bag.id);
    return {
      bagId: bag.id,
      name: bag.name,
      note: bag.note,
      lines: await priceLines(lines, viewer),
      link: easyBagLink(bag.id),
      createdAt: bag.createdAt.toISOString(),
      updatedAt: bag.updatedAt.toISOString()
    };
  }

  async function list(userSeqNo: number): Promise<EasyBagList> {
    const rows = await createEasyBagRepository(db).ownedBags(userSeqNo);
    return {
      list: rows.map((row) => ({
        bagId: row.id,
        name: row.name,
        lineCount: row.lineCount,
        link: easyBagLink(row.id),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString()
      })),
      limit: EASY_BAG_LIMIT
    };
  }

  return {
    list,

    get: async (userSeqNo: number, bagId: string, viewer: Viewer) =>
      toBag(await ownBag(userSeqNo, bagId), viewer),

    /** A new bag (a random 22-character id); the planner's EASY_BAG_LIMIT-th live bag is the last (EASY_BAG_LIMIT). */
    async create(userSeqNo: number, body: EasyBagSave, viewer: Viewer): Promise<EasyBag> {
      const lines = await allowedLines(body);
      const bag = await db.transaction(async (tx) => {
        const repository = createEasyBagRepository(tx);
        await repository.lockOwner(userSeqNo);
        if ((await repository.liveCount(userSeqNo)) >= EASY_BAG_LIMIT)
          throw new DomainError('EASY_BAG_LIMIT', { max: EASY_BAG_LIMIT });
        const at = now();
        const inserted = await repository.insertBag({
          id: randomBytes(16).toString('base64url'),
          userSeqNo,
          name: body.name,
          note: body.note,
          createdAt: at,
          updatedAt: at
        });
        await repository.replaceLines(inserted.id, lines);
        return inserted;
      });
      return toBag(bag, viewer);
    },

    /** The whole bag saved again (name, note and lines in the order given). */
    async update(userSeqNo: number, bagId: string, body: EasyBagSave, viewer: Viewer): Promise<EasyBag> {
      await ownBag(userSeqNo, bagId);
      const lines = await allowedLines(body);
      const bag = await db.transaction(async (tx) => {
        const repository = createEasyBagRepository(tx);
        await repository.lockOwner(userSeqNo);
        const updated = await repository.updateBag(bagId, {
          name: body.name,
          note: body.note,
          updatedAt: now()
        });
        if (!updated || updated.userSeqNo !== userSeqNo) throw new DomainError('EASY_BAG_NOT_FOUND');
        await repository.replaceLines(bagId, lines);
        return updated;
      });
      return toBag(bag, viewer);
    },

    /** Deletes a bag: its link stops working at once (checkout too); answers the bags left. */
    async remove(userSeqNo: number, bagId: string): Promise<EasyBagList> {
      if (!(await createEasyBagRepository(db).softDelete(bagId, userSeqNo, now())))
        throw new DomainError('EASY_BAG_NOT_FOUND');
      return list(userSeqNo);
    },

    /** /beauty-planner: the bag priced now for the viewer, each line's state, the planner's name. */
    async publicBag(bagId: string, viewer: Viewer): Promise<PublicEasyBag> {
      const { bag, owner } = await openBag(bagId);
      const lines = await createEasyBagRepository(db).lines(bag.id);
      return {
        bagId: bag.id,
        name: bag.name,
        note: bag.note,
        plannerName: `${owner.lastName}${owner.firstName}`,
        lines: await priceLines(lines, viewer)
      };
    },

    /**
     * The bag a checkout names: live, its planner active, and every line one of its products (a buyer may leave
     * lines out and change quantities, not add products): else EASY_BAG_NOT_FOUND / EASY_BAG_PRODUCT_NOT_ALLOWED.
     */
    async forOrder(
      bagId: string,
      lines: readonly { productId: number; productOptionId?: number | null | undefined }[]
    ): Promise<BagForOrder> {
      const { bag, owner } = await openBag(bagId);
      const held = new Set((await createEasyBagRepository(db).lines(bag.id)).map(lineKey));
      const stranger = lines.find((line) => !held.has(lineKey(line)));
      if (stranger)
        throw new DomainError('EASY_BAG_PRODUCT_NOT_ALLOWED', {
          productId: stranger.productId,
          reason: 'NOT_IN_BAG'
        });
      return { easyBagId: bag.id, ownerUserSeqNo: bag.userSeqNo, ownerUserNumber: owner.userNumber };
    }
  };
}

export type EasyBagService = ReturnType<typeof createEasyBagService>;
