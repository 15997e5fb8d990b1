import * as z from 'zod';
import { CertificationRequestRefSchema } from './identity-verification.ts';
import { PAYMENT_ORDER_ID_PATTERN } from './order-rules.ts';

/**
 * Saved cards and their card password (SPEC §3 Saved card, Card password check; §4 card password modes; §5; §7
 * Cards; §9; issue 17, docs/decisions/073). A card is registered through the payment provider's billing flow
 * (the storefront never sees the number); every saved card has its own 6-digit card password, checked on the
 * server, locked after five wrong tries until an identity-verified reset.
 */
export const CARD_PASSWORD_LENGTH = 6;
/** SPEC §4/§9: the pad alerts after this many mismatched confirmations and starts over. */
export const CARD_PASSWORD_PAD_MISMATCHES = 4;
/** SPEC §4/§9: wrong entries allowed before the card password locks (shown n/5). */
export const CARD_PASSWORD_MAX_FAILS = 5;
/** How many live cards a member may keep (ours: a wallet, not a card collection). */
export const FAVORITE_CARD_LIMIT = 5;

/** The pad's modes (SPEC §4). */
export const CARD_PASSWORD_MODES = ['addCard', 'chngePasswd', 'resetPasswd'] as const;
export type CardPasswordMode = (typeof CARD_PASSWORD_MODES)[number];

/** Exactly six digits (SPEC §5). */
export const CardPasswordSchema = z.string().regex(/^[0-9]{6}$/, { error: 'CARD_PASSWORD_FORMAT' });

const cardId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The provider's customerKey (2–50 characters of its alphabet). */
export const CustomerKeySchema = z.string().regex(/^[A-Za-z0-9\-_=.@]{2,50}$/);

export const FavoriteCardSchema = z.object({
  userFavoriteCardsId: z.number().int(),
  /** The issuer's code (INTEGRATIONS §6.2), null when the provider did not say. */
  cardCompanyCode: z.string().nullable(),
  /** The issuer's name in the asked language (the code when unknown, null when the provider gave none). */
  cardCompanyName: z.string().nullable(),
  /** Masked as the provider gives it: `43301234****123*`. */
  cardNumber: z.string(),
  /** 신용 / 체크 / 기프트 as the provider says, or null. */
  cardType: z.string().nullable(),
  fixedTermYn: z.enum(['Y', 'N']),
  hasOrderPassword: z.boolean(),
  /** Wrong card-password entries since the last right one (n of CARD_PASSWORD_MAX_FAILS). */
  failCount: z.number().int(),
  orderPasswordLocked: z.boolean(),
  registeredAt: z.string()
});
export type FavoriteCard = z.infer<typeof FavoriteCardSchema>;

/** GET favorite-cards-v2: the member's live cards (newest first) and the customerKey the billing window needs. */
export const FavoriteCardsAnswerSchema = z.object({
  customerKey: CustomerKeySchema,
  cards: z.array(FavoriteCardSchema)
});
export type FavoriteCardsAnswer = z.infer<typeof FavoriteCardsAnswerSchema>;

/** POST favorite-cards: what the billing window's success return carried. */
export const FavoriteCardRegisterBodySchema = z.object({
  customerKey: CustomerKeySchema,
  authKey: z.string().min(1).max(300)
});
export type FavoriteCardRegisterBody = z.infer<typeof FavoriteCardRegisterBodySchema>;
export const FavoriteCardAnswerSchema = z.object({ card: FavoriteCardSchema });

export const FixedTermQuerySchema = z.object({ fixedTermYn: z.enum(['Y', 'N']) });

export const OrderPasswordSetBodySchema = z.object({
  userFavoriteCardsId: cardId,
  orderPassword: CardPasswordSchema
});
export type OrderPasswordSetBody = z.infer<typeof OrderPasswordSetBodySchema>;

export const OrderPasswordChangeBodySchema = z.object({
  userFavoriteCardsId: cardId,
  oldOrderPassword: CardPasswordSchema,
  newOrderPassword: CardPasswordSchema
});
export type OrderPasswordChangeBody = z.infer<typeof OrderPasswordChangeBodySchema>;

export const OrderPasswordMatchBodySchema = OrderPasswordSetBodySchema;
export type OrderPasswordMatchBody = OrderPasswordSetBody;

/** resetPasswd: a new password after an identity verification (purpose CARD_PASSWORD_RESET) of the member. */
export const OrderPasswordResetBodySchema = z.object({
  userFavoriteCardsId: cardId,
  newOrderPassword: CardPasswordSchema,
  certificationRequestId: CertificationRequestRefSchema
});
export type OrderPasswordResetBody = z.infer<typeof OrderPasswordResetBodySchema>;

/** The card password's state (GET order-password-v2/{cardId}) and the answer of set, change, reset and match. */
export const OrderPasswordStateSchema = z.object({
  userFavoriteCardsId: z.number().int(),
  hasOrderPassword: z.boolean(),
  /** match: whether the entry was right (set, change and reset answer true). */
  match: z.boolean(),
  failCount: z.number().int(),
  locked: z.boolean()
});
export type OrderPasswordState = z.infer<typeof OrderPasswordStateSchema>;

/**
 * Pay a step of a pending order with a saved card (issue 17 item 3): the step's orderId and amount as the card
 * window would be given them, the card, and its card password (checked as one of the five tries).
 */
export const SavedCardPaymentRequestSchema = z
  .object({
    orderId: z.string().regex(PAYMENT_ORDER_ID_PATTERN),
    amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    userFavoriteCardsId: cardId,
    orderPassword: CardPasswordSchema
  })
  .strict();
export type SavedCardPaymentRequest = z.infer<typeof SavedCardPaymentRequestSchema>;
