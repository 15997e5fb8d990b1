import * as z from 'zod';
import {
  AUTOSHIP_CHARGE_STATUSES,
  AUTOSHIP_STATUSES,
  AutoshipCycleSchema,
  type AutoshipStatus
} from './autoship.ts';
import { queryInt } from './inputs.ts';

/**
 * Autoship on the staff console (docs/decisions/067, 074): every member's subscriptions, one subscription with each
 * cycle's charge row, and the charges that failed or are being retried. Reads only; the console moves nothing.
 */

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const Won = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const Day = z.string().regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);

/**
 * A cycle's row as stored: PENDING while it is charged or retried, then one of the settled states, or CLOSED when
 * the subscription ended before it was charged.
 */
export const DESK_AUTOSHIP_CYCLE_STATUSES = ['PENDING', ...AUTOSHIP_CHARGE_STATUSES, 'CLOSED'] as const;
export type DeskAutoshipCycleStatus = (typeof DESK_AUTOSHIP_CYCLE_STATUSES)[number];

/** The charges staff follow up: settled FAILED (the subscription was held), or PENDING (charging or retrying). */
export const DESK_AUTOSHIP_CHARGE_QUEUES = ['FAILED', 'PENDING'] as const;
export type DeskAutoshipChargeQueue = (typeof DESK_AUTOSHIP_CHARGE_QUEUES)[number];

/** The states whose subscriptions may still be charged: their tabs show how many there are (CANCELLED only grows). */
export const DESK_AUTOSHIP_COUNTED = [
  'ACTIVE',
  'PAUSED',
  'HELD'
] as const satisfies readonly AutoshipStatus[];

export const DeskAutoshipQuerySchema = z.object({
  /** Every state when absent. */
  status: z.enum(AUTOSHIP_STATUSES).optional(),
  page: queryInt(1, 10_000).default(1)
});
export type DeskAutoshipQuery = z.infer<typeof DeskAutoshipQuerySchema>;

export const DeskAutoshipChargeQuerySchema = z.object({
  status: z.enum(DESK_AUTOSHIP_CHARGE_QUEUES).default('FAILED'),
  page: queryInt(1, 10_000).default(1)
});
export type DeskAutoshipChargeQuery = z.infer<typeof DeskAutoshipChargeQuerySchema>;

/** The subscriber (member data: every read is audited). */
export const DeskAutoshipMemberSchema = z.object({
  userSeqNo: Id,
  loginId: z.string(),
  name: z.string()
});

/** The card the subscription charges, masked as the provider gave it; `deleted` once the member deleted it. */
export const DeskAutoshipCardSchema = z.object({
  cardCompanyName: z.string().nullable(),
  cardNumber: z.string(),
  deleted: z.boolean()
});

/** One cycle's row: what became of it, how many tries were refused, when the next one is, why the last failed. */
export const DeskAutoshipCycleSchema = z.object({
  chargeId: Id,
  cycleIndex: z.number().int().nonnegative(),
  chargeDay: Day,
  status: z.enum(DESK_AUTOSHIP_CYCLE_STATUSES),
  /** Tries that ended without a charge. */
  tries: z.number().int().nonnegative(),
  firstTriedAt: z.string().nullable(),
  /** PENDING after a refused try: when the card is tried again. */
  nextTryAt: z.string().nullable(),
  /** The last refused try's code (the provider's, or the shop's when the order could not be made). */
  failureCode: z.string().nullable(),
  /** The current (or the charged) try's order; a refused try's order is FAILED and not on the order desk. */
  orderId: Id.nullable(),
  orderNumber: z.string().nullable(),
  /** What was charged (CHARGED) or asked the last time. */
  amount: Won.nullable(),
  /** Products left out of the charged order because they were sold out that day. */
  skippedProductIds: z.array(Id),
  settledAt: z.string().nullable()
});
export type DeskAutoshipCycle = z.infer<typeof DeskAutoshipCycleSchema>;

export const DeskAutoshipRowSchema = z.object({
  autoshipId: Id,
  status: z.enum(AUTOSHIP_STATUSES),
  cycle: AutoshipCycleSchema,
  /** ACTIVE only: the pending cycle's day. */
  nextChargeDay: Day.nullable(),
  member: DeskAutoshipMemberSchema,
  card: DeskAutoshipCardSchema,
  /** The first line's product name; `lineCount` says how many more. */
  firstProductName: z.string(),
  lineCount: z.number().int(),
  /** The newest cycle's row (null before the first charge day). */
  lastCharge: DeskAutoshipCycleSchema.pick({
    cycleIndex: true,
    chargeDay: true,
    status: true,
    tries: true
  }).nullable(),
  createdAt: z.string()
});
export type DeskAutoshipRow = z.infer<typeof DeskAutoshipRowSchema>;

export const DeskAutoshipListSchema = z.object({
  list: z.array(DeskAutoshipRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int(),
  /** How many subscriptions each live state holds (the tabs' badges). */
  counts: z.partialRecord(z.enum(AUTOSHIP_STATUSES), z.number().int())
});
export type DeskAutoshipList = z.infer<typeof DeskAutoshipListSchema>;

export const DeskAutoshipDetailSchema = DeskAutoshipRowSchema.extend({
  firstChargeDay: Day,
  cancelledAt: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: Id,
      productOptionId: Id.nullable(),
      productName: z.string(),
      optionValue: z.string().nullable(),
      quantity: z.number().int().positive()
    })
  ),
  /** Where the charges deliver: the address book's entry, or the copy kept once the entry is gone. */
  address: z.object({
    addressName: z.string(),
    receiverName: z.string(),
    mobileNumber: z.string(),
    zipcode: z.string(),
    address1: z.string(),
    address2: z.string(),
    /** False when the book's entry is gone and the copy made when it was chosen is shown. */
    fromBook: z.boolean()
  }),
  /** Every cycle's row, newest first. */
  charges: z.array(DeskAutoshipCycleSchema)
});
export type DeskAutoshipDetail = z.infer<typeof DeskAutoshipDetailSchema>;

/** A failed or retrying charge with its subscription and member. */
export const DeskAutoshipChargeRowSchema = DeskAutoshipCycleSchema.extend({
  autoshipId: Id,
  subscriptionStatus: z.enum(AUTOSHIP_STATUSES),
  member: DeskAutoshipMemberSchema,
  card: DeskAutoshipCardSchema
});
export type DeskAutoshipChargeRow = z.infer<typeof DeskAutoshipChargeRowSchema>;

export const DeskAutoshipChargeListSchema = z.object({
  list: z.array(DeskAutoshipChargeRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int(),
  counts: z.partialRecord(z.enum(DESK_AUTOSHIP_CHARGE_QUEUES), z.number().int())
});
export type DeskAutoshipChargeList = z.infer<typeof DeskAutoshipChargeListSchema>;
