import * as z from 'zod';
import { queryInt, plainText } from './inputs.ts';
import { ORDER_STATUSES } from './order-rules.ts';
import { RETURN_REASONS, RETURN_STATUSES } from './return-rules.ts';
import { ReturnedLineSchema, ReturnPickupSchema, ReturnRefundSchema } from './return.ts';
import { DESK_MOVE_MAX, DESK_SHIPMENT_ROWS_MAX, STAFF_PERMISSIONS, STAFF_ROLES } from './staff-rules.ts';
export * from './staff-rules.ts';
export * from './staff-autoship.ts';

/** The staff console's API contract (docs/decisions/067): sign-in with a second factor, the order desk. */

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Won = z.number().int().nonnegative();

/** A TOTP code as typed: six digits (spaces a phone app shows between groups are dropped). */
export const TotpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, 'STAFF_OTP_FORMAT'));

/** The staff token request (HTTP Basic client `mall-staff`): password, then the code once enrolled. */
export const StaffTokenBodySchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(100),
  otp: TotpCodeSchema.optional()
});

export const StaffProfileSchema = z.object({
  staffId: Id,
  loginId: z.string(),
  name: z.string(),
  department: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.enum(STAFF_PERMISSIONS))
});
export type StaffProfile = z.infer<typeof StaffProfileSchema>;

/**
 * A right password either signs in (with the right code) or, before the account has a second factor, hands out
 * a new TOTP secret to put in an authenticator app; the next request with its code enrols it and signs in.
 */
export const StaffTokenAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SIGNED_IN'), staff: StaffProfileSchema, expiresIn: z.number().int() }),
  z.object({ status: z.literal('ENROL_TOTP'), secret: z.string(), otpauthUri: z.string() })
]);
export type StaffTokenAnswer = z.infer<typeof StaffTokenAnswerSchema>;

/** What the desk lists: paid orders from PLACED on (pending and failed payments are not the desk's). */
export const DESK_ORDER_STATUSES = [
  'PLACED',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CANCEL_REQUESTED',
  'CANCELLED'
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];
export type DeskOrderStatus = (typeof DESK_ORDER_STATUSES)[number];

export const DeskOrderQuerySchema = z.object({
  status: z.enum(DESK_ORDER_STATUSES).default('PLACED'),
  /** An order number (TP… or AP…), or part of the orderer's or receiver's name or mobile number. */
  q: plainText(40).optional(),
  page: queryInt(1, 10_000).default(1)
});
export type DeskOrderQuery = z.infer<typeof DeskOrderQuerySchema>;

export const DeskOrderRowSchema = z.object({
  orderId: Id,
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string().nullable(),
  ordererName: z.string(),
  guest: z.boolean(),
  receiverName: z.string(),
  /** The first line's product name; `lineCount` says how many more. */
  firstProductName: z.string(),
  lineCount: z.number().int(),
  quantity: z.number().int(),
  amount: Won,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable()
});
export type DeskOrderRow = z.infer<typeof DeskOrderRowSchema>;

export const DeskOrderListSchema = z.object({
  list: z.array(DeskOrderRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int(),
  /** How many orders each work queue holds now (the tabs' badges); finished states grow for ever and are not counted. */
  counts: z.partialRecord(z.enum(DESK_ORDER_STATUSES), z.number().int())
});
export type DeskOrderList = z.infer<typeof DeskOrderListSchema>;

/** The states that are work still to do: their tabs show how many orders wait. */
export const DESK_WORK_QUEUES = [
  'PLACED',
  'PREPARING',
  'SHIPPING',
  'CANCEL_REQUESTED'
] as const satisfies readonly DeskOrderStatus[];

/** Moves the desk makes without more input; shipping needs a courier and a tracking number each. */
export const DESK_MOVE_EVENTS = ['prepare', 'deliver'] as const;
export type DeskMoveEvent = (typeof DESK_MOVE_EVENTS)[number];

export const DeskMoveBodySchema = z.object({
  event: z.enum(DESK_MOVE_EVENTS),
  orderIds: z
    .array(Id)
    .min(1)
    .max(DESK_MOVE_MAX)
    .transform((ids) => [...new Set(ids)])
});

/** Per order: moved to its new status, or refused with the status it is in (another desk moved it first). */
export const DeskMoveResultSchema = z.object({
  moved: z.array(z.object({ orderId: Id, orderNumber: z.string(), status: z.enum(ORDER_STATUSES) })),
  refused: z.array(z.object({ orderId: Id, status: z.enum(ORDER_STATUSES).nullable() }))
});
export type DeskMoveResult = z.infer<typeof DeskMoveResultSchema>;

/** One line of the picking list: how many of a product (and option) the orders being prepared need. */
export const PickingLineSchema = z.object({
  productId: Id.nullable(),
  productName: z.string(),
  optionValue: z.string().nullable(),
  quantity: z.number().int(),
  orderCount: z.number().int()
});
export const PickingListSchema = z.object({
  orderCount: z.number().int(),
  lines: z.array(PickingLineSchema)
});
export type PickingList = z.infer<typeof PickingListSchema>;

/** One parcel handed to a courier: the order (TP… or AP…), the carrier (code or name) and its tracking number. */
export const DeskShipmentSchema = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  courier: z.string().trim().min(1).max(40),
  trackingNumber: z.string().trim().min(1).max(40)
});
export type DeskShipment = z.infer<typeof DeskShipmentSchema>;

export const DeskShipmentsBodySchema = z.object({
  shipments: z.array(DeskShipmentSchema).min(1).max(DESK_SHIPMENT_ROWS_MAX)
});

/** Per row (1-based, in the order sent): shipped, or refused with the error code that says why. */
export const DeskShipmentsResultSchema = z.object({
  shipped: z.array(z.object({ row: z.number().int(), orderId: Id, orderNumber: z.string() })),
  refused: z.array(
    z.object({
      row: z.number().int(),
      orderNumber: z.string(),
      code: z.enum(['ORDER_NOT_FOUND', 'ORDER_MOVE_REFUSED', 'TRACKING_NUMBER_INVALID'])
    })
  )
});
export type DeskShipmentsResult = z.infer<typeof DeskShipmentsResultSchema>;

export const DeskOrderDetailSchema = DeskOrderRowSchema.extend({
  ordererMobile: z.string(),
  ordererEmail: z.string(),
  receiverMobile: z.string(),
  zipcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  message: z.string(),
  lines: z.array(
    z.object({
      productName: z.string(),
      optionValue: z.string().nullable(),
      quantity: z.number().int(),
      price: Won
    })
  ),
  /** When the order entered each state it has been in (null: not yet). */
  times: z.object({
    placedAt: z.string().nullable(),
    preparingAt: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    cancelRequestedAt: z.string().nullable(),
    cancelledAt: z.string().nullable()
  })
});
export type DeskOrderDetail = z.infer<typeof DeskOrderDetailSchema>;

export const DeskPickingQuerySchema = z.object({
  /** Comma-separated order ids; all orders in PREPARING when absent. */
  ids: z
    .string()
    .regex(/^[0-9]{1,15}(,[0-9]{1,15}){0,99}$/, 'VA_NumberOnly')
    .transform((value) => value.split(',').map(Number))
    .optional()
});

/** A shipping order's corrected carrier (code or name) and tracking number. */
export const DeskTrackingBodySchema = DeskShipmentSchema.omit({ orderNumber: true });

// ── Returns on the desk (docs/decisions/071) ────────────────────────────────────────────────────────────────

export const DeskReturnQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES).default('REQUESTED'),
  page: queryInt(1, 10_000).default(1)
});
export type DeskReturnQuery = z.infer<typeof DeskReturnQuerySchema>;

export const DeskReturnRowSchema = z.object({
  returnId: Id,
  orderId: Id,
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  requestedAt: z.string(),
  ordererName: z.string(),
  guest: z.boolean(),
  firstProductName: z.string(),
  lineCount: z.number().int(),
  quantity: z.number().int(),
  cashRefund: Won,
  pointsBack: Won,
  collectedAt: z.string().nullable(),
  /** The end of the third business day after collection: the refund is due by then (COLLECTED). */
  refundDueBy: z.string().nullable(),
  /** COLLECTED and past refundDueBy. */
  refundOverdue: z.boolean()
});
export type DeskReturnRow = z.infer<typeof DeskReturnRowSchema>;

export const DeskReturnListSchema = z.object({
  list: z.array(DeskReturnRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int(),
  /** How many returns wait in each open state (the tabs' badges). */
  counts: z.partialRecord(z.enum(RETURN_STATUSES), z.number().int())
});
export type DeskReturnList = z.infer<typeof DeskReturnListSchema>;

export const DeskReturnDetailSchema = DeskReturnRowSchema.extend({
  reasonText: z.string(),
  lines: z.array(ReturnedLineSchema),
  pickup: ReturnPickupSchema,
  /** Staff URLs of the photos (GET /api/staff/v1/returns/{id}/photos/{n}). */
  photos: z.array(z.string()),
  refund: ReturnRefundSchema,
  approvedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  refundedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The refund job's last failure while COLLECTED (it retries by itself). */
  refundError: z.string().nullable(),
  /** The moves staff may make now, by the return lifecycle table. */
  events: z.array(z.enum(['approve', 'collect', 'reject']))
});
export type DeskReturnDetail = z.infer<typeof DeskReturnDetailSchema>;

export const DESK_RETURN_REJECT_REASON_MAX = 500;
export const DeskReturnMoveBodySchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('approve') }).strict(),
  z.object({ event: z.literal('collect') }).strict(),
  z
    .object({
      event: z.literal('reject'),
      reason: plainText(2000).pipe(z.string().min(1, 'STF_RejectReason').max(DESK_RETURN_REJECT_REASON_MAX))
    })
    .strict()
]);
export type DeskReturnMoveBody = z.infer<typeof DeskReturnMoveBodySchema>;
