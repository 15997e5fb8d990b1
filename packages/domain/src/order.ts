import * as z from 'zod';
import { CART_MAX_LINES } from './cart-rules.ts';
import { CartLineInputSchema, CartTypeSchema, CartUnavailableReasonSchema } from './cart.ts';
import { SalesStatusSchema } from './catalogue.ts';
import { EmailSchema, MobileSchema, PersonNameSchema } from './account-schemas.ts';
import { AddressInputSchema } from './address.ts';
import { ParcelStatusSchema } from './couriers.ts';
import { EasyBagIdSchema } from './easy-bag.ts';
import { plainText, queryInt } from './inputs.ts';
import {
  COUPON_DISCOUNT_TYPES,
  DELIVERY_MESSAGE_MAX,
  DELIVERY_MESSAGE_PRESETS,
  GUEST_PASSWORD_MAX,
  GUEST_PASSWORD_MIN,
  MAX_ORDER_PERIOD_DAYS,
  MEMBER_COUPON_STATUSES,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_NUMBER_PATTERN,
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_ORDER_ID_PATTERN,
  periodDays,
  POINT_ENTRY_KINDS,
  POINT_HISTORY_PAGE_SIZE,
  storedOrderNumber
} from './order-rules.ts';

/**
 * Checkout, payment, orders, coupons and points (SPEC §7 Order, Coupons and points; docs/decisions/034).
 * Paths are relative to /api. Amounts are integer won. Every price is the server's: the client only sends what
 * it chose (lines, coupon, points, split) and the amount it saw (`expectedAmount`), which must match.
 */
const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Won = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const IsoDateTime = z.string();
const YmdDate = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'VA_DateFormat');

/** An order number in a path or body: 'AP…' or 'TP…' as shown, normalised to the stored 'AP…'. */
export const OrderNumberInputSchema = z
  .string()
  .trim()
  .max(40)
  .transform((value, ctx) => {
    const stored = storedOrderNumber(value);
    if (stored === null) {
      ctx.addIssue({ code: 'custom', message: 'ORD_InvalidOrderNumber' });
      return z.NEVER;
    }
    return stored;
  });
export const OrderNumberParamSchema = z.object({ id: OrderNumberInputSchema });

export const OrderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentAttemptStatusSchema = z.enum(PAYMENT_ATTEMPT_STATUSES);

// ── Order sheet ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST /order/v1/sales/sheet (member): CART turns chosen cart lines (by cartId, quantities as in the cart) into
 * a sheet; DIRECT is the buy-now of product detail (one product/option/quantity, not put in the cart).
 */
export const OrderSheetRequestSchema = z.discriminatedUnion('source', [
  z
    .object({
      source: z.literal('CART'),
      cartType: CartTypeSchema,
      cartIds: z.array(Id).min(1).max(CART_MAX_LINES)
    })
    .strict(),
  z
    .object({
      source: z.literal('DIRECT'),
      cartType: CartTypeSchema,
      lines: z.array(CartLineInputSchema).min(1).max(CART_MAX_LINES),
      /** The easy bag the lines come from (/beauty-planner): a live bag holding each line's product. */
      easyBagId: EasyBagIdSchema.optional()
    })
    .strict()
]);
export type OrderSheetRequest = z.infer<typeof OrderSheetRequestSchema>;

export const SheetIdSchema = z.uuid();
export const SheetIdParamSchema = z.object({ id: SheetIdSchema });

/** A sheet line priced for the asker now (names and prices in the asker's language and role). */
export const OrderLineSchema = z.object({
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  brand: z.string(),
  quantity: z.number().int().positive(),
  priceOriginal: Won,
  price: Won,
  point: Won,
  couponApplies: z.boolean(),
  salesStatus: SalesStatusSchema,
  /** Unavailable lines block init (4308) until the customer goes back to the cart. */
  available: z.boolean(),
  unavailableReason: CartUnavailableReasonSchema.nullable()
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderPriceSchema = z.object({
  productPrice: Won,
  productDiscount: Won,
  subtotal: Won,
  couponBase: Won,
  couponDiscount: Won,
  deliveryFee: Won,
  maxUsablePoints: Won,
  pointUsed: Won,
  amount: Won,
  earnPoint: Won
});

/** GET /order/v1/sales/sheet/{id}: only its owner; gone or older than ORDER_SHEET_TTL_MS → 4340. */
export const OrderSheetSchema = z.object({
  sheetId: SheetIdSchema,
  cartType: CartTypeSchema,
  source: z.enum(['CART', 'DIRECT']),
  lines: z.array(OrderLineSchema),
  /** Priced without coupon and points. */
  price: OrderPriceSchema,
  /** The member's point balance now. */
  pointBalance: Won,
  expiresAt: IsoDateTime
});
export type OrderSheet = z.infer<typeof OrderSheetSchema>;

// ── Summary (pricing with coupon and points) ────────────────────────────────────────────────────────────────

/** POST /order/v1/sales/order-summary: refusals COUPON_NOT_APPLICABLE, POINT_USE_INVALID (data.max), 4340. */
export const OrderSummaryRequestSchema = z
  .object({
    sheetId: SheetIdSchema,
    memberCouponId: Id.nullable().default(null),
    pointUsed: Won.default(0)
  })
  .strict();
export type OrderSummaryRequest = z.infer<typeof OrderSummaryRequestSchema>;

export const AppliedCouponSchema = z.object({
  memberCouponId: z.number().int(),
  couponName: z.string(),
  discount: Won
});

export const OrderSummarySchema = z.object({
  lines: z.array(OrderLineSchema),
  price: OrderPriceSchema,
  coupon: AppliedCouponSchema.nullable(),
  pointBalance: Won
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** POST /order/v1/public/guest-order/order-summary: a guest's local lines (no coupons, no points). */
export const GuestOrderSummaryRequestSchema = z
  .object({ lines: z.array(CartLineInputSchema).min(1).max(CART_MAX_LINES) })
  .strict();
export type GuestOrderSummaryRequest = z.infer<typeof GuestOrderSummaryRequestSchema>;

// ── Init (the pending order) ────────────────────────────────────────────────────────────────────────────────

/** Where it goes: an address-book entry's fields (copied into the order) or a guest's typed address. */
export const DeliveryAddressInputSchema = AddressInputSchema.pick({
  lastName: true,
  firstName: true,
  mobileNumber: true,
  zipcode: true,
  address1: true,
  address2: true,
  addressDescription: true
}).strict();
export type DeliveryAddressInput = z.infer<typeof DeliveryAddressInputSchema>;

/** The delivery fields of a saved or typed address (an address book entry carries more: its name, default flag). */
export const toDeliveryAddress = (
  address: Pick<DeliveryAddressInput, keyof DeliveryAddressInput>
): DeliveryAddressInput => ({
  lastName: address.lastName,
  firstName: address.firstName,
  mobileNumber: address.mobileNumber,
  zipcode: address.zipcode,
  address1: address.address1,
  address2: address.address2,
  addressDescription: address.addressDescription
});

export const DeliveryMessageInputSchema = z
  .object({
    preset: z.enum(DELIVERY_MESSAGE_PRESETS).nullable().default(null),
    /** Required (ORD_EnterMessage) when preset is OTHER; ignored otherwise. */
    text: plainText(1000).pipe(z.string().max(DELIVERY_MESSAGE_MAX, 'ORD_MessageLength')).default('')
  })
  .strict()
  .refine((message) => message.preset !== 'OTHER' || message.text.length > 0, {
    message: 'ORD_EnterMessage',
    path: ['text']
  });

const agreed = z.literal(true, { error: 'ORD_AgreeRequired' });
export const OrderAgreementsSchema = z
  .object({ purchase: agreed, privacy: agreed, thirdParty: agreed })
  .strict();
export const GuestOrderAgreementsSchema = z
  .object({ purchase: agreed, privacy: agreed, thirdParty: agreed, guestPrivacy: agreed })
  .strict();

/**
 * The payment plan: one card payment (splitFirstAmount null) or two (SPEC §4): step 1 pays splitFirstAmount,
 * step 2 the rest; both at least MIN_CARD_PAYMENT (else PAYMENT_SPLIT_INVALID). Ignored for a 0-won order.
 */
const paymentPlan = { expectedAmount: Won, splitFirstAmount: Won.nullable().default(null) };

/** POST /order/v1/sales/init (member; Idempotency-Key). expectedAmount ≠ the server's amount → 4308 (data.amount). */
export const OrderInitRequestSchema = z
  .object({
    sheetId: SheetIdSchema,
    memberCouponId: Id.nullable().default(null),
    pointUsed: Won.default(0),
    /** The address-book entry chosen, if any (kept for reference; the fields below are what ships). */
    userAddressId: Id.nullable().default(null),
    address: DeliveryAddressInputSchema,
    deliveryMessage: DeliveryMessageInputSchema,
    agreements: OrderAgreementsSchema,
    ...paymentPlan
  })
  .strict();
export type OrderInitRequest = z.infer<typeof OrderInitRequestSchema>;
export type OrderInitForm = z.input<typeof OrderInitRequestSchema>;

export const GuestPasswordSchema = z
  .string()
  .min(GUEST_PASSWORD_MIN, 'ORD_GuestPasswordLength')
  .max(GUEST_PASSWORD_MAX, 'ORD_GuestPasswordLength');

/** The orderer of a guest order (/order/nonuser/info), and the password for finding the order later. */
export const GuestOrdererSchema = z
  .object({
    name: PersonNameSchema,
    mobileNumber: MobileSchema,
    email: EmailSchema,
    password: GuestPasswordSchema
  })
  .strict();
export type GuestOrderer = z.infer<typeof GuestOrdererSchema>;

/**
 * /order/nonuser/info: the orderer and the guest privacy agreement, kept in the browser until the order; the
 * lookup password is asked on /order/guest and never stored with them.
 */
export const GuestOrdererInfoSchema = GuestOrdererSchema.omit({ password: true }).extend({
  agreed: z.boolean().refine((value) => value, 'ORD_AgreeRequired')
});
export type GuestOrdererInfoForm = z.input<typeof GuestOrdererInfoSchema>;
export type GuestOrdererInfo = z.infer<typeof GuestOrdererInfoSchema>;

/** POST /order/v1/public/guest-order/init (Idempotency-Key). */
export const GuestOrderInitRequestSchema = z
  .object({
    lines: z.array(CartLineInputSchema).min(1).max(CART_MAX_LINES),
    orderer: GuestOrdererSchema,
    address: DeliveryAddressInputSchema,
    deliveryMessage: DeliveryMessageInputSchema,
    agreements: GuestOrderAgreementsSchema,
    /** The easy bag the lines come from (/beauty-planner), checked as for a member's DIRECT sheet. */
    easyBagId: EasyBagIdSchema.optional(),
    ...paymentPlan
  })
  .strict();
export type GuestOrderInitRequest = z.infer<typeof GuestOrderInitRequestSchema>;

/** One card payment the storefront must open the provider's window for. */
export const PaymentStepPlanSchema = z.object({
  step: z.number().int().min(1),
  /** The provider's orderId for this attempt ([A-Za-z0-9_-]{6,64}). */
  paymentOrderId: z.string().regex(PAYMENT_ORDER_ID_PATTERN),
  amount: Won,
  status: PaymentAttemptStatusSchema
});
export type PaymentStepPlan = z.infer<typeof PaymentStepPlanSchema>;

export const OrderInitAnswerSchema = z.object({
  orderNumber: OrderNumberSchema,
  displayOrderNumber: z.string(),
  /** PLACED straight away for a 0-won order (points or coupon paid it all): no payment window. */
  status: z.enum(['PAYMENT_PENDING', 'PLACED']),
  amount: Won,
  /** "상품명 외 N건", in the asker's language, ≤100 chars: the provider's orderName. */
  orderName: z.string().max(100),
  /** Empty when placed. */
  steps: z.array(PaymentStepPlanSchema),
  /** The provider's customerKey: a stable UUID per member, the SDK's ANONYMOUS for guests. */
  customerKey: z.string()
});
export type OrderInitAnswer = z.infer<typeof OrderInitAnswerSchema>;

// ── Payment return, confirm, abandon ────────────────────────────────────────────────────────────────────────

/**
 * POST /order/v1/public/payments/confirm (Idempotency-Key): the successUrl's three values. A member's order only
 * for that member (404 otherwise); a guest order for whoever holds the provider's paymentKey. amount ≠ the
 * attempt's → PAYMENT_AMOUNT_MISMATCH before the provider is asked. A second confirm answers the first result.
 */
export const PaymentConfirmRequestSchema = z
  .object({
    paymentKey: z.string().min(1).max(200),
    orderId: z.string().regex(PAYMENT_ORDER_ID_PATTERN),
    amount: Won
  })
  .strict();
export type PaymentConfirmRequest = z.infer<typeof PaymentConfirmRequestSchema>;

/** POST /order/v1/public/payments/abandon (Idempotency-Key): a failed or given-up payment; charged steps are refunded. */
export const PaymentAbandonRequestSchema = z
  .object({
    orderId: z.string().regex(PAYMENT_ORDER_ID_PATTERN),
    /** The failUrl's code and message, kept for support. */
    code: z
      .string()
      .max(100)
      .regex(/^[A-Z0-9_]*$/)
      .default(''),
    message: plainText(500).default('')
  })
  .strict();
export type PaymentAbandonRequest = z.infer<typeof PaymentAbandonRequestSchema>;

export const PaymentAbandonAnswerSchema = z.object({
  orderNumber: OrderNumberSchema,
  status: OrderStatusSchema,
  refundedSteps: z.number().int()
});

// ── Orders as shown ─────────────────────────────────────────────────────────────────────────────────────────

export const OrderedLineSchema = z.object({
  /** The line's own id: what a return or a review names (docs/decisions/090). */
  salesOrderLineId: z.number().int(),
  productId: z.number().int(),
  productOptionId: z.number().int().nullable(),
  productName: z.string(),
  optionValue: z.string().nullable(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
  priceOriginal: Won,
  price: Won,
  /** The asker has reviewed this line (members' delivered orders; always false elsewhere). */
  reviewed: z.boolean()
});

export const OrderPaymentSchema = z.object({
  step: z.number().int(),
  amount: Won,
  status: PaymentAttemptStatusSchema,
  /** The provider's method text (카드) and card facts; null before approval. */
  method: z.string().nullable(),
  cardCompany: z.string().nullable(),
  cardNumber: z.string().nullable(),
  approvedAt: IsoDateTime.nullable(),
  cancelledAt: IsoDateTime.nullable(),
  /** Our receipt page (GET /order/v1/public/sales/salesReceipt/{orderNumber}/{paymentKey}). */
  receiptUrl: z.string().nullable()
});

/** One carrier scan of the parcel, its status named in the asker's language; the carrier's own words as given. */
export const ParcelEventSchema = z.object({
  at: IsoDateTime.nullable(),
  status: ParcelStatusSchema,
  statusName: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable()
});
export type ParcelEvent = z.infer<typeof ParcelEventSchema>;

export const OrderDeliverySchema = z.object({
  receiverName: z.string(),
  mobileNumber: z.string(),
  zipcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  addressDescription: z.string(),
  /** The message as written (a preset's text in the orderer's language, or what was typed). */
  message: z.string(),
  /** The carrier's name in the asker's language. */
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The carrier's own tracking page for the parcel (null before shipping). */
  trackingUrl: z.string().nullable(),
  preparingAt: IsoDateTime.nullable(),
  shippedAt: IsoDateTime.nullable(),
  deliveredAt: IsoDateTime.nullable(),
  /** The carrier's scans so far, oldest first (empty before the first one). */
  events: z.array(ParcelEventSchema)
});

export const OrderListItemSchema = z.object({
  orderNumber: OrderNumberSchema,
  displayOrderNumber: z.string(),
  cartType: CartTypeSchema,
  status: OrderStatusSchema,
  orderedAt: IsoDateTime,
  amount: Won,
  lines: z.array(OrderedLineSchema)
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrderDetailSchema = OrderListItemSchema.extend({
  price: OrderPriceSchema,
  coupon: AppliedCouponSchema.nullable(),
  /** Whether the earned points were credited (earn-point). */
  pointEarned: z.boolean(),
  payments: z.array(OrderPaymentSchema),
  delivery: OrderDeliverySchema,
  orderer: z.object({ name: z.string(), mobileNumber: z.string(), email: z.string() }),
  cancellable: z.boolean(),
  /** The delivery address may still change (canChangeDeliveryAddress: paid or preparing, no tracking number). */
  addressChangeable: z.boolean(),
  cancelledAt: IsoDateTime.nullable(),
  guest: z.boolean()
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const PaymentConfirmAnswerSchema = z.object({
  orderNumber: OrderNumberSchema,
  displayOrderNumber: z.string(),
  /** The step just confirmed, of how many. */
  step: z.number().int(),
  totalSteps: z.number().int(),
  /** True once every step is paid and the order placed; `order` is then the placed order. */
  placed: z.boolean(),
  /** The next step to pay when not placed. */
  nextStep: PaymentStepPlanSchema.nullable(),
  order: OrderDetailSchema.nullable()
});
export type PaymentConfirmAnswer = z.infer<typeof PaymentConfirmAnswerSchema>;

// ── History, detail, cancel, earn ───────────────────────────────────────────────────────────────────────────

export const ORDER_LIST_TYPES = ['normal', 'autoship'] as const;

/** GET /order/v1/sales/history: fromDate..toDate (YYYY-MM-DD, inclusive, Asia/Seoul); > MAX_ORDER_PERIOD_DAYS → 5001. */
export const OrderHistoryQuerySchema = z.object({
  fromDate: YmdDate,
  toDate: YmdDate,
  type: z.enum(ORDER_LIST_TYPES).default('normal'),
  pageNumber: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, 50).default(ORDER_HISTORY_PAGE_SIZE)
});
export type OrderHistoryQuery = z.infer<typeof OrderHistoryQuerySchema>;

/** A real calendar day written YYYY-MM-DD (2026-02-30 and 2026-13-01 are not). */
export function isCalendarDay(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Why an order list period typed by the member is refused, before anything is asked of the API. */
export type OrderPeriodRule = 'format' | 'order' | 'tooLong';

/**
 * The order list's own period (the from/to inputs): two calendar days, the first not after the second, at most
 * MAX_ORDER_PERIOD_DAYS apart (the API refuses a wider one with 5001). One rule at a time, on `fromDate`,
 * its message an OrderPeriodRule.
 */
export const OrderPeriodFormSchema = z
  .object({ fromDate: z.string().trim(), toDate: z.string().trim() })
  .superRefine(({ fromDate, toDate }, ctx) => {
    const refuse = (message: OrderPeriodRule) =>
      ctx.addIssue({ code: 'custom', path: ['fromDate'], message });
    if (!isCalendarDay(fromDate) || !isCalendarDay(toDate)) return refuse('format');
    const days = periodDays(fromDate, toDate);
    if (days < 1) refuse('order');
    else if (days > MAX_ORDER_PERIOD_DAYS) refuse('tooLong');
  });
export type OrderPeriodForm = z.infer<typeof OrderPeriodFormSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalPageNumber: z.number().int(),
    totalSize: z.number().int()
  });

export const OrderHistoryPageSchema = pageOf(OrderListItemSchema);
export type OrderHistoryPage = z.infer<typeof OrderHistoryPageSchema>;

/**
 * GET /order/v1/sales/history/summary: my page at a glance (docs/decisions/054). The asker's orders per status
 * over the order list's default period (`months`, ending today in Seoul, the list a tap away shows the same
 * orders), the point balance and how many coupons can be used now.
 */
export const MyPageSummarySchema = z.object({
  months: z.number().int().positive(),
  orderCounts: z.object({
    PLACED: z.number().int().nonnegative(),
    PREPARING: z.number().int().nonnegative(),
    SHIPPING: z.number().int().nonnegative(),
    DELIVERED: z.number().int().nonnegative()
  }),
  pointBalance: z.number().int(),
  usableCouponCount: z.number().int().nonnegative()
});
export type MyPageSummary = z.infer<typeof MyPageSummarySchema>;

/** POST /order/v1/sales/cancel/{id} (Idempotency-Key): before shipping only (ORDER_NOT_CANCELLABLE). */
export const OrderCancelRequestSchema = z
  .object({ reason: plainText(1000).pipe(z.string().max(200)).default('') })
  .strict();

/** POST /order/v1/sales/earn-point: credits an order's points once; answers what was credited and the balance. */
export const EarnPointRequestSchema = z.object({ orderNumber: OrderNumberInputSchema }).strict();
export const EarnPointAnswerSchema = z.object({ earned: Won, balance: Won });

/**
 * Guest lookup (POST /order/v1/public/guest-order/history, /detail, /contract, /cancel): the order number with
 * the orderer's name and mobile, or with the lookup password. Wrong credentials and unknown numbers answer the
 * same GUEST_ORDER_NOT_FOUND (no probing), rate-limited.
 */
export const GuestOrderCredentialsSchema = z.union([
  z
    .object({ orderNumber: OrderNumberInputSchema, name: PersonNameSchema, mobileNumber: MobileSchema })
    .strict(),
  z.object({ orderNumber: OrderNumberInputSchema, password: GuestPasswordSchema }).strict()
]);
export type GuestOrderCredentials = z.infer<typeof GuestOrderCredentialsSchema>;

export const GUEST_LOOKUP_METHODS = ['name', 'password'] as const;
export type GuestLookupMethod = (typeof GUEST_LOOKUP_METHODS)[number];
/** Blank is asked for first, with its own key; then the value is checked as the API checks it. */
const LookupOrderNumberSchema = z.string().trim().min(1, 'ORD_EnterOrderNumber').pipe(OrderNumberInputSchema);
/** The lookup's two ways in; each judges only its own inputs. */
const GuestLookupByNameSchema = z.object({
  orderNumber: LookupOrderNumberSchema,
  name: PersonNameSchema,
  mobileNumber: MobileSchema
});
const GuestLookupByPasswordSchema = z.object({
  orderNumber: LookupOrderNumberSchema,
  password: z
    .string()
    .refine((value) => value.trim().length > 0, 'ORD_EnterGuestPassword')
    .pipe(GuestPasswordSchema)
});

/**
 * /order/guest/lookup as the form asks it: every input is held whichever method is picked, and the
 * method says which count (number + name + mobile, or number + password); the others are not judged.
 * Refusals carry their field's path; the values pass unchanged (the credentials are built from them).
 */
export const GuestOrderLookupFormSchema = z
  .object({
    method: z.enum(GUEST_LOOKUP_METHODS),
    orderNumber: z.string(),
    name: z.string(),
    mobileNumber: z.string(),
    password: z.string()
  })
  .superRefine((value, context) => {
    const judged = (
      value.method === 'name' ? GuestLookupByNameSchema : GuestLookupByPasswordSchema
    ).safeParse(value);
    for (const issue of judged.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type GuestOrderLookupFormInput = z.input<typeof GuestOrderLookupFormSchema>;
export const GuestOrderCancelRequestSchema = z
  .object({
    credentials: GuestOrderCredentialsSchema,
    reason: plainText(1000).pipe(z.string().max(200)).default('')
  })
  .strict();

// ── Payment provider settings for the storefront ────────────────────────────────────────────────────────────

/** GET /order/v1/public/payments/config: what the storefront loads the provider's SDK with. */
export const PaymentClientConfigSchema = z.object({
  provider: z.enum(['sandbox', 'toss']),
  /** The client key (public by design). */
  clientKey: z.string(),
  /** The SDK script; the sandbox's own under /__sandbox/toss, Toss's CDN for the real one. */
  sdkSrc: z.string(),
  /** True while a sandbox takes payments: the storefront shows "test mode — no real payment". */
  testMode: z.boolean()
});
export type PaymentClientConfig = z.infer<typeof PaymentClientConfigSchema>;

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────────────────────

export const MemberCouponSchema = z.object({
  memberCouponId: z.number().int(),
  couponName: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: Won,
  maxDiscount: Won.nullable(),
  minOrderAmount: Won,
  issuedAt: IsoDateTime,
  expiresAt: IsoDateTime,
  status: z.enum(MEMBER_COUPON_STATUSES),
  usedAt: IsoDateTime.nullable(),
  usedOrderNumber: z.string().nullable()
});
export type MemberCoupon = z.infer<typeof MemberCouponSchema>;

/** GET /compensation/coupon/v1/coupons/owned (20), owned/active (50), used (20); page 1.., sort DATE_DESC. */
export const CouponPageQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, 100).optional(),
  sort: z.enum(['DATE_DESC']).default('DATE_DESC')
});
export const CouponPageSchema = pageOf(MemberCouponSchema);
export type CouponPage = z.infer<typeof CouponPageSchema>;

/** GET /compensation/coupon/v1/coupons/get-available?sheetId=: the member's usable coupons, priced for the sheet. */
export const AvailableCouponsQuerySchema = z.object({ sheetId: SheetIdSchema });
export const AvailableCouponSchema = MemberCouponSchema.extend({
  applicable: z.boolean(),
  /** What it would take off this sheet (0 when not applicable). */
  discount: Won,
  reason: z.enum(['MIN_AMOUNT', 'NO_ELIGIBLE_PRODUCT']).nullable()
});
export type AvailableCoupon = z.infer<typeof AvailableCouponSchema>;
export const AvailableCouponsSchema = z.object({ coupons: z.array(AvailableCouponSchema) });

// ── Points ──────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /compensation/point/v1/private/point/findPoint/{id} (id = the asker's userSeqNo, else 403). */
export const PointSummarySchema = z.object({
  balance: Won,
  earnedTotal: Won,
  usedTotal: Won,
  /** Points whose validity ends within 30 days. */
  expiringSoon: Won
});
export type PointSummary = z.infer<typeof PointSummarySchema>;

export const PointEntrySchema = z.object({
  pointEntryId: z.number().int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** Signed: + credit, − debit. */
  amount: z.number().int(),
  balanceAfter: Won,
  orderNumber: z.string().nullable(),
  displayOrderNumber: z.string().nullable(),
  /** A translation key under `benefits:point.reason.*` (welcome, event, order, cancel, expiry). */
  reason: z.string(),
  createdAt: IsoDateTime,
  expiresAt: IsoDateTime.nullable()
});
export type PointEntry = z.infer<typeof PointEntrySchema>;

/** GET /compensation/point/v1/private/point/point-summary-history?page&pageSize (20)&fromDate&toDate. */
export const PointHistoryQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  pageSize: queryInt(1, 100).default(POINT_HISTORY_PAGE_SIZE),
  fromDate: YmdDate.optional(),
  toDate: YmdDate.optional()
});
export const PointHistoryPageSchema = pageOf(PointEntrySchema);
export type PointHistoryPage = z.infer<typeof PointHistoryPageSchema>;
