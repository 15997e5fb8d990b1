import {
  DomainError,
  isPurchasable,
  lineMaxQuantity,
  ORDER_SHEET_TTL_MS,
  pointUseRefusal,
  priceOrder,
  type CartLineInput,
  type CartType,
  type CartUnavailableReason,
  type OrderLine,
  type OrderPrice,
  type OrderSheet,
  type OrderSheetRequest,
  type OrderSummary,
  type OrderSummaryRequest
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import { assertCanAdd, lineProblem, optionOf, stillListed } from '../cart/cart-lines.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CouponForOrder, OrderBenefits } from '../benefits/benefits.contract.ts';
import type { ProductService, Viewer } from '../product/product.service.ts';
import type { BagForOrder, EasyBagService } from '../personal/easy-bag.service.ts';
import { createOrderRepository, type SheetRow } from './order.repository.ts';
import type { SheetLine } from './order.table.ts';

/** A member asking (language and whether they see SP/BP). */
export type Member = Viewer & { userSeqNo: number };

export type SheetDeps = {
  db: Database;
  catalogue: Pick<ProductService, 'cartFacts'>;
  cart: Pick<CartService, 'linesForOrder'>;
  benefits: OrderBenefits;
  /** The personal module's easy bags: a sheet or guest order naming one is checked against it (ADR 075). */
  easyBags?: Pick<EasyBagService, 'forOrder'>;
  now?: () => Date;
};

/** A line's SP and BP per piece as the catalogue has them now (stored on the order line at init). */
export type LineFigures = { sp: number; bp: number };
/**
 * A priced line with its SP/BP whoever asks: init keeps them on the order (docs/decisions/075). Never an answer's
 * field: OrderLineSchema has none, and the serialiser keeps only the schema's fields.
 */
export type PricedLine = OrderLine & LineFigures;

/** Lines priced now, with what pricing and init need. */
export type PricedOrder = {
  lines: OrderLine[];
  price: OrderPrice;
  coupon: CouponForOrder | null;
  couponDiscount: number;
  pointBalance: number;
};

const lineKey = (line: { productId: number; productOptionId: number | null }) =>
  `${line.productId}:${line.productOptionId ?? ''}`;

/** The same product and option twice is one line (quantities add up). */
function mergedInputs(lines: readonly CartLineInput[]): SheetLine[] {
  const byKey = new Map<string, SheetLine>();
  for (const line of lines) {
    const key = { productId: line.productId, productOptionId: line.productOptionId ?? null };
    const seen = byKey.get(lineKey(key));
    byKey.set(lineKey(key), { ...key, quantity: (seen?.quantity ?? 0) + line.quantity, cartId: null });
  }
  return [...byKey.values()];
}

/**
 * Order sheets and their pricing (docs/decisions/034): a sheet holds the chosen lines only; every read prices
 * them again from the catalogue for the asker, so a price change between the cart and the payment is seen.
 */
export function createOrderSheetService(deps: SheetDeps) {
  const { db, catalogue, benefits } = deps;
  const now = deps.now ?? (() => new Date());

  /** Sheet lines priced for the viewer; a line that cannot be ordered says why (available=false). */
  async function priceLines(
    lines: readonly SheetLine[],
    viewer: Viewer,
    cartType: CartType
  ): Promise<PricedLine[]> {
    // Read with the figures for everyone (prices do not depend on them); they stay out of every answer.
    const facts = await catalogue.cartFacts(
      lines.map((line) => line.productId),
      { ...viewer, memberPrices: true }
    );
    return lines.map((line): PricedLine => {
      const product = stillListed(facts.get(line.productId), line.productOptionId);
      if (!product) {
        return {
          productId: line.productId,
          productOptionId: line.productOptionId,
          productName: '',
          optionValue: null,
          imageUrl: '',
          brand: '',
          quantity: line.quantity,
          priceOriginal: 0,
          price: 0,
          point: 0,
          couponApplies: false,
          salesStatus: { code: 'SOLD_OUT' },
          available: false,
          unavailableReason: 'NOT_FOUND',
          sp: 0,
          bp: 0
        };
      }
      const option = optionOf(product, line.productOptionId);
      const reason: CartUnavailableReason | null =
        lineProblem(product, line.productOptionId, cartType) ??
        (line.quantity > lineMaxQuantity(product) ? 'QUANTITY_LIMIT' : null);
      return {
        productId: line.productId,
        productOptionId: line.productOptionId,
        productName: product.productName,
        optionValue: option?.optionValue ?? null,
        imageUrl: product.imageUrl,
        brand: product.brand,
        quantity: line.quantity,
        priceOriginal: product.priceOriginal,
        price: product.price,
        point: product.point,
        couponApplies: product.couponApplies,
        // The product's state when it cannot be sold, else its option's.
        salesStatus: {
          code: option && isPurchasable(product.salesStatus) ? option.salesStatus.code : product.salesStatus
        },
        available: reason === null,
        unavailableReason: reason,
        sp: product.spOriginal ?? 0,
        bp: product.bpOriginal ?? 0
      };
    });
  }

  /**
   * Prices lines with a coupon and points. Only available lines count (an unavailable one blocks init anyway).
   * The coupon must be the member's and usable (COUPON_NOT_APPLICABLE with data.reason); points at most the
   * balance and the amount (POINT_USE_INVALID with data.max).
   */
  async function priceWith(
    lines: OrderLine[],
    member: { userSeqNo: number; language: Viewer['language'] } | null,
    memberCouponId: number | null,
    pointUsed: number
  ): Promise<PricedOrder> {
    const coupon =
      member && memberCouponId !== null
        ? await benefits.couponForOrder(member.userSeqNo, memberCouponId, member.language)
        : null;
    const pointBalance = member ? await benefits.pointBalance(member.userSeqNo) : 0;
    const price = priceOrder(
      lines.filter((line) => line.available),
      { coupon: coupon?.terms ?? null, pointRequested: pointUsed, pointBalance }
    );
    if (coupon) {
      if (price.couponBase === 0)
        throw new DomainError('COUPON_NOT_APPLICABLE', { reason: 'NO_ELIGIBLE_PRODUCT' });
      if (price.couponBase < coupon.terms.minOrderAmount) {
        throw new DomainError('COUPON_NOT_APPLICABLE', {
          reason: 'MIN_AMOUNT',
          minOrderAmount: coupon.terms.minOrderAmount
        });
      }
    }
    if (pointUseRefusal(pointUsed, price))
      throw new DomainError('POINT_USE_INVALID', { max: price.maxUsablePoints });
    return { lines, price, coupon, couponDiscount: price.couponDiscount, pointBalance };
  }

  /** The asker's sheet while usable: another member's or an unknown id → 404; expired or used → 4340. */
  async function ownSheet(member: Member, sheetId: string): Promise<SheetRow> {
    const sheet = await createOrderRepository(db).sheet(sheetId);
    if (!sheet || sheet.userSeqNo !== member.userSeqNo) throw new DomainError('NOT_FOUND');
    if (sheet.usedOrderId !== null || sheet.expiresAt.getTime() <= now().getTime())
      throw new DomainError('4340', { sheetId });
    return sheet;
  }

  async function toSheet(member: Member, sheet: SheetRow): Promise<OrderSheet> {
    const lines = await priceLines(sheet.lines, member, sheet.cartType);
    const priced = await priceWith(lines, member, null, 0);
    return {
      sheetId: sheet.id,
      cartType: sheet.cartType,
      source: sheet.source,
      lines,
      price: priced.price,
      pointBalance: priced.pointBalance,
      expiresAt: sheet.expiresAt.toISOString()
    };
  }

  /**
   * The easy bag an order names, checked now (a live bag of an active planner holding every line's product), or
   * null when it names none: a bag deleted after its sheet was made refuses the init (EASY_BAG_NOT_FOUND).
   */
  async function bagForOrder(
    easyBagId: string | null,
    lines: readonly { productId: number; productOptionId?: number | null | undefined }[]
  ): Promise<BagForOrder | null> {
    if (easyBagId === null) return null;
    if (!deps.easyBags) throw new DomainError('EASY_BAG_NOT_FOUND');
    return deps.easyBags.forOrder(easyBagId, lines);
  }

  return {
    ownSheet,
    priceLines,
    priceWith,
    bagForOrder,

    /** A member's sheet from chosen cart lines (quantities as in the cart) or a buy-now line (checked like a cart add). */
    async createSheet(member: Member, request: OrderSheetRequest): Promise<OrderSheet> {
      let lines: SheetLine[];
      if (request.source === 'CART') {
        lines = await deps.cart.linesForOrder(member.userSeqNo, request.cartType, request.cartIds);
      } else {
        lines = mergedInputs(request.lines);
        const facts = await catalogue.cartFacts(
          lines.map((line) => line.productId),
          member
        );
        for (const line of lines)
          assertCanAdd(facts.get(line.productId), line, request.cartType, line.quantity);
      }
      const bag = request.source === 'DIRECT' ? await bagForOrder(request.easyBagId ?? null, lines) : null;
      const createdAt = now();
      const sheet = await createOrderRepository(db).insertSheet({
        userSeqNo: member.userSeqNo,
        cartType: request.cartType,
        source: request.source,
        lines,
        easyBagId: bag?.easyBagId ?? null,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + ORDER_SHEET_TTL_MS)
      });
      return toSheet(member, sheet);
    },

    async sheet(member: Member, sheetId: string): Promise<OrderSheet> {
      return toSheet(member, await ownSheet(member, sheetId));
    },

    async summary(member: Member, request: OrderSummaryRequest): Promise<OrderSummary> {
      const sheet = await ownSheet(member, request.sheetId);
      const lines = await priceLines(sheet.lines, member, sheet.cartType);
      const priced = await priceWith(lines, member, request.memberCouponId, request.pointUsed);
      return {
        lines,
        price: priced.price,
        coupon: priced.coupon
          ? {
              memberCouponId: priced.coupon.memberCouponId,
              couponName: priced.coupon.couponName,
              discount: priced.couponDiscount
            }
          : null,
        pointBalance: priced.pointBalance
      };
    },

    /**
     * The coupon base of a member's sheet for the coupon list (the benefits module's get-available): null
     * when the sheet is unknown or another member's (404 there), 4340 when expired or used.
     */
    async sheetPricing(userSeqNo: number, sheetId: string): Promise<{ couponBase: number } | null> {
      const sheet = await createOrderRepository(db).sheet(sheetId);
      if (!sheet || sheet.userSeqNo !== userSeqNo) return null;
      const member: Member = { userSeqNo, language: 'ko-KR', memberPrices: false };
      const lines = await priceLines((await ownSheet(member, sheetId)).lines, member, sheet.cartType);
      return {
        couponBase: priceOrder(
          lines.filter((line) => line.available),
          { coupon: null, pointRequested: 0, pointBalance: 0 }
        ).couponBase
      };
    },

    /** A guest's local lines priced as a guest sees them (no coupon, no points). */
    async guestSummary(viewer: Viewer, inputs: readonly CartLineInput[]): Promise<OrderSummary> {
      const lines = await priceLines(mergedInputs(inputs), viewer, 'normal');
      const priced = await priceWith(lines, null, null, 0);
      return { lines, price: priced.price, coupon: null, pointBalance: 0 };
    },

    mergedInputs
  };
}

export type OrderSheetService = ReturnType<typeof createOrderSheetService>;
