import { randomBytes } from 'node:crypto';
import {
  displayOrderNumber,
  DomainError,
  INITIAL_ORDER_STATUS,
  isLanguage,
  MIN_CARD_PAYMENT,
  paymentTermsKind,
  splitPayment,
  type DeliveryAddressInput,
  type GuestOrderInitRequest,
  type Language,
  type OrderInitAnswer,
  type OrderInitRequest,
  type OrderLine,
  type PaymentAbandonRequest,
  type PaymentConfirmAnswer,
  type PaymentConfirmRequest,
  type SavedCardPaymentRequest,
  type PaymentStepPlan,
  type TermsKind
} from '@mall/domain';
import { uniqueViolation } from '../../db/errors.ts';
import { recordTermsConsents } from '../terms/terms-agreements.ts';
import { memberCustomerKey } from '../payment/customer-key.ts';
import { hashSecret } from '../../lib/password.ts';
import { PaymentProviderError, type ProviderPayment } from '../../providers/payment/payment-provider.ts';
import type { Viewer } from '../product/product.service.ts';
import { buildOrderDetail } from './order-detail.ts';
import { creditInput, type CheckoutContext, type OrderCredit } from './order-credit.ts';
import type { LineFigures, Member, OrderSheetService, PricedOrder } from './order-sheet.service.ts';
import {
  approvedFacts,
  CONFIRM_ASK_AFTER_MS,
  CONFIRM_LEASE_MS,
  type Settlement,
  type SettlementDeps
} from './order-settlement.ts';
import { deliveryMessage, orderName } from './order-texts.ts';
import { createOrderRepository, type NewOrder, type OrderRow, type PaymentRow } from './order.repository.ts';
import type { LimitedLine, PurchaseLimits } from './purchase-limits.ts';

type DeliveryMessageInput = OrderInitRequest['deliveryMessage'];

export type CheckoutDeps = SettlementDeps & {
  sheets: OrderSheetService;
  settlement: Settlement;
  /** The orderer copy of a member order. */
  findMember: (userSeqNo: number) => Promise<
    | {
        lastName: string;
        firstName: string;
        mobileNumber: string | null;
        email: string | null;
        /** A planner (SOLE_PROPRIETORSHIP) agrees to the planner payment terms. */
        userType?: string;
      }
    | undefined
  >;
  /** The chosen address-book entry, checked to be the member's (404 ADDRESS_NOT_FOUND otherwise). */
  addressOf: (userSeqNo: number, userAddressId: number) => Promise<unknown>;
  /** An installation secret: the provider's customerKey of a member is derived from it (docs/decisions/036). */
  customerKeySecret: string;
  /** How long a confirm waits for a concurrent confirm of the same attempt before answering 409. */
  confirmWaitMs?: number;
  /** The planner an order is credited to (order-credit.ts, docs/decisions/075). */
  credit: OrderCredit;
  /** Per-member quantity limits (purchase-limits.ts, ADR 085): member init refuses ORDER_QUANTITY_LIMIT. */
  purchaseLimits?: Pick<PurchaseLimits, 'limitedLines' | 'assertWithin'>;
  /** A saved card the member may charge now: its card password checked, its billing key opened. */
  savedCards: {
    chargeable(
      userSeqNo: number,
      cardId: number,
      orderPassword: string
    ): Promise<{ billingKey: string; customerKey: string }>;
  };
};

/** A 4340/4308/4309 answer the payment state came to, repeated to a retry without an Idempotency-Key. */
const REPEATED_FAILURES = new Set(['4308', '4309', '4340']);

/** The payment provider refused: 4309 with the provider's own message (kept for the customer). */
export class ProviderRefusal extends DomainError {
  readonly userMessage: string;
  constructor(message: string, data: Record<string, unknown>) {
    super('4309', data);
    this.userMessage = message;
  }
}

/** The language the order was placed in (its answer's names are in it); Korean for a value from elsewhere. */
const languageOf = (order: OrderRow): Language => (isLanguage(order.language) ? order.language : 'ko-KR');

/** A payment attempt as the storefront opens it. */
function toStepPlan(payment: PaymentRow): PaymentStepPlan {
  return {
    step: payment.step,
    paymentOrderId: payment.paymentOrderId,
    amount: payment.amount,
    status: payment.status
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Init, confirm and abandon (docs/decisions/034): the pending order with copies of everything, one payment
 * attempt per step, the guarded confirm and the placement of the last step, refunds of whatever was charged
 * when the order cannot be placed.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, sheets, settlement, payments } = deps;
  const now = deps.now ?? (() => new Date());
  const confirmWaitMs = deps.confirmWaitMs ?? 10_000;

  const customerKey = (userSeqNo: number) => memberCustomerKey(deps.customerKeySecret, userSeqNo);

  /** The steps of a plan: none for a 0-won order, one card payment, or a two-step split. */
  function planSteps(amount: number, splitFirstAmount: number | null): number[] {
    if (amount === 0) return [];
    if (splitFirstAmount === null) {
      if (amount < MIN_CARD_PAYMENT)
        throw new DomainError('PAYMENT_SPLIT_INVALID', { min: MIN_CARD_PAYMENT, max: amount });
      return [amount];
    }
    const split = splitPayment(amount, splitFirstAmount);
    if (!split)
      throw new DomainError('PAYMENT_SPLIT_INVALID', {
        min: MIN_CARD_PAYMENT,
        max: Math.max(0, amount - MIN_CARD_PAYMENT)
      });
    return split;
  }

  /** The checks every init makes on priced lines before anything is written. */
  function assertPlaceable(priced: PricedOrder, expectedAmount: number) {
    const unavailable = priced.lines.filter((line) => !line.available);
    if (unavailable.length > 0)
      throw new DomainError('4308', { productIds: [...new Set(unavailable.map((line) => line.productId))] });
    if (priced.price.amount !== expectedAmount)
      throw new DomainError('4308', { amount: priced.price.amount });
  }

  type Creation = {
    order: Omit<NewOrder, 'orderNumber' | 'status' | 'totalSteps'>;
    /** SP/BP per piece as priced (order-sheet.service.ts PricedLine). */
    lines: (OrderLine & Partial<LineFigures> & { cartId: number | null })[];
    language: Language;
    splitFirstAmount: number | null;
    customerKey: string;
    /** The provider's orderId of each step when the caller names them (an autoship try's, docs/decisions/074). */
    paymentOrderIds?: readonly string[];
    /** The payment terms the buyer agreed to: their versions in effect are recorded with the order (ADR 077). */
    termsKinds?: readonly TermsKind[];
    /** A member's lines of limited products: checked against what they hold, in the order's transaction (ADR 085). */
    limited?: { userSeqNo: number; lines: readonly LimitedLine[] };
  };

  /**
   * Writes the pending order, its lines and its attempts, and takes what it holds (its stock and points,
   * docs/decisions/062), in one transaction: a buyer who cannot have them is refused here, before any payment
   * window opens. A 0-won order is placed at once.
   */
  async function create({
    order,
    lines,
    language,
    splitFirstAmount,
    customerKey: key,
    paymentOrderIds,
    termsKinds = [],
    limited
  }: Creation): Promise<OrderInitAnswer> {
    const steps = planSteps(order.amount, splitFirstAmount);
    const created = now();
    let row: OrderRow;
    let soldOut = false;
    try {
      row = await db.transaction(async (tx) => {
        const repository = createOrderRepository(tx);
        if (limited && deps.purchaseLimits)
          await deps.purchaseLimits.assertWithin(tx, limited.userSeqNo, limited.lines);
        const orderNumber = await repository.nextOrderNumber(created);
        const inserted = await repository.insertOrder(
          {
            ...order,
            orderNumber,
            status: INITIAL_ORDER_STATUS,
            reservation: 'HELD',
            totalSteps: Math.max(1, steps.length),
            createdAt: created,
            updatedAt: created
          },
          lines.map((line) => ({
            productId: line.productId,
            productOptionId: line.productOptionId,
            productName: line.productName,
            optionValue: line.optionValue,
            imageUrl: line.imageUrl,
            quantity: line.quantity,
            priceOriginal: line.priceOriginal,
            price: line.price,
            point: line.point,
            couponApplies: line.couponApplies ? 'Y' : 'N',
            sp: line.sp ?? 0,
            bp: line.bp ?? 0,
            cartId: line.cartId
          })),
          steps.map((amount, index) => ({
            step: index + 1,
            amount,
            paymentOrderId:
              paymentOrderIds?.[index] ??
              `${orderNumber}-${index + 1}-${randomBytes(6).toString('base64url')}`
          }))
        );
        ({ soldOut } = await settlement.reserve(tx, inserted, lines));
        await recordTermsConsents(tx, 'ORDER', inserted.id, termsKinds, created);
        return inserted;
      });
    } catch (error) {
      // One live order per coupon (sales_order_coupon_uq): another pending or placed order holds it.
      if (uniqueViolation(error) === 'sales_order_coupon_uq')
        throw new DomainError('COUPON_NOT_APPLICABLE', { reason: 'USED' });
      throw error;
    }
    if (soldOut) await settlement.bump();
    if (steps.length === 0) row = (await settlement.place(row)).order;
    const attempts = await createOrderRepository(db).payments(row.id);
    return {
      orderNumber: row.orderNumber,
      displayOrderNumber: displayOrderNumber(row.orderNumber),
      status: row.status === 'PLACED' ? 'PLACED' : 'PAYMENT_PENDING',
      amount: row.amount,
      orderName: orderName(
        lines.map((line) => line.productName),
        language
      ),
      steps: attempts.map(toStepPlan),
      customerKey: key
    };
  }

  function shipping(address: DeliveryAddressInput, message: DeliveryMessageInput, language: Language) {
    return {
      receiverLastName: address.lastName,
      receiverFirstName: address.firstName,
      receiverMobile: address.mobileNumber,
      zipcode: address.zipcode,
      address1: address.address1,
      address2: address.address2 ?? '',
      addressDescription: address.addressDescription ?? '',
      messagePreset: message.preset,
      message: deliveryMessage(message, language)
    };
  }

  function prices(priced: PricedOrder) {
    const { price } = priced;
    return {
      productPrice: price.productPrice,
      productDiscount: price.productDiscount,
      subtotal: price.subtotal,
      couponDiscount: price.couponDiscount,
      memberCouponId: priced.coupon?.memberCouponId ?? null,
      couponName: priced.coupon?.couponName ?? null,
      deliveryFee: price.deliveryFee,
      pointUsed: price.pointUsed,
      amount: price.amount
    };
  }

  /** The attempt named by a payment return, with its order, when the asker may see it (else 404 ORDER_NOT_FOUND). */
  async function ownedAttempt(
    askerId: number | null,
    paymentOrderId: string
  ): Promise<{ attempt: PaymentRow; order: OrderRow }> {
    const owned = await createOrderRepository(db).attemptWithOrder(paymentOrderId);
    if (!owned || (owned.order.userSeqNo !== null && owned.order.userSeqNo !== askerId))
      throw new DomainError('ORDER_NOT_FOUND');
    return owned;
  }

  /** The failure an order came to, as its answer: 4308/4309/4340 again, else 4341 (the state moved on). */
  function failedAnswer(order: OrderRow): never {
    if (order.failureCode && REPEATED_FAILURES.has(order.failureCode))
      throw new DomainError(order.failureCode as '4308');
    throw new DomainError('4341');
  }

  /**
   * After a step is DONE (`attempt`, with the provider's facts): place the order when it was the last one, else name
   * the next step. `known` is the order as read before; `charged` says this request just charged the step, so an
   * order that failed meanwhile (abandoned while the provider confirmed) has it refunded too.
   */
  async function answerAfterDone(
    known: OrderRow,
    attempt: PaymentRow,
    charged: boolean
  ): Promise<PaymentConfirmAnswer> {
    const repository = createOrderRepository(db);
    // The placement's guarded move checks that every step is DONE and the order still pending.
    const placing = known.status === 'PAYMENT_PENDING' && (attempt.step === known.totalSteps || !charged);
    const placement = placing ? await settlement.place(known) : null;
    const order = placement?.order ?? (charged ? (await repository.order(known.id))! : known);
    if (order.status === 'FAILED') {
      if (!charged) failedAnswer(order);
      await settlement.refundPayments(order.id, 'Order abandoned during payment');
      throw new DomainError('4341');
    }
    const placed = order.status !== 'PAYMENT_PENDING';
    // One step: the attempt in hand is all of the order's payments.
    const payments = placed && order.totalSteps === 1 ? [attempt] : await repository.payments(order.id);
    const next = payments.find((payment) => payment.status !== 'DONE') ?? null;
    if (!placed && next?.status !== 'READY' && next?.status !== 'CONFIRMING') throw new DomainError('4341');
    const lines = placed ? (placement?.lines ?? (await repository.lines(order.id))) : [];
    return {
      orderNumber: order.orderNumber,
      displayOrderNumber: displayOrderNumber(order.orderNumber),
      step: attempt.step,
      totalSteps: order.totalSteps,
      placed,
      nextStep: !placed && next ? toStepPlan(next) : null,
      order: placed ? buildOrderDetail(order, lines, payments, languageOf(order)) : null
    };
  }

  /** The provider's answer is a card payment of exactly this attempt. */
  function matches(payment: ProviderPayment, attempt: PaymentRow): boolean {
    return (
      payment.status === 'DONE' &&
      payment.orderId === attempt.paymentOrderId &&
      payment.totalAmount === attempt.amount
    );
  }

  /** The provider's DONE payment of an attempt, null when it has none, 'UNKNOWN' when it cannot be asked. */
  async function chargeOf(attempt: PaymentRow): Promise<ProviderPayment | null | 'UNKNOWN'> {
    try {
      const found = await payments.findByOrderId(attempt.paymentOrderId);
      return found?.status === 'DONE' ? found : null;
    } catch {
      return 'UNKNOWN';
    }
  }

  /**
   * Another confirm holds this attempt (CONFIRMING): wait up to confirmWaitMs for its result. One that has not
   * answered CONFIRM_ASK_AFTER_MS after its claim (slow, or its process died) is asked about at the provider: a
   * charge of exactly this attempt is recorded at once (DONE), so a retry after a crash learns the outcome as soon
   * as the provider knows it; no charge past CONFIRM_LEASE_MS means the claim died before the provider took it, and
   * the attempt is READY again for this confirm to claim (docs/decisions/044). Answers the attempt as it is then.
   */
  async function settleConfirming(first: PaymentRow): Promise<PaymentRow> {
    const repository = createOrderRepository(db);
    let attempt = first;
    let asked: 'none' | 'late' | 'expired' = 'none';
    for (let waited = 0; attempt.status === 'CONFIRMING'; waited += 100) {
      const age = now().getTime() - attempt.updatedAt.getTime();
      const due = age >= CONFIRM_LEASE_MS ? 'expired' : age >= CONFIRM_ASK_AFTER_MS ? 'late' : 'none';
      if (due !== asked) {
        asked = due;
        const charged = await chargeOf(attempt);
        if (charged !== null && charged !== 'UNKNOWN' && matches(charged, attempt)) {
          await repository.approve(attempt.id, approvedFacts(charged), now());
        } else if (charged === null && due === 'expired') {
          await repository.moveAttempt(attempt.id, ['CONFIRMING'], 'READY', now());
        }
        attempt = (await repository.attempt(attempt.id))!;
        continue;
      }
      if (waited >= confirmWaitMs) break;
      await sleep(100);
      attempt = (await repository.attempt(attempt.id))!;
    }
    return attempt;
  }

  async function confirm(
    askerId: number | null,
    request: PaymentConfirmRequest,
    round = 0
  ): Promise<PaymentConfirmAnswer> {
    const repository = createOrderRepository(db);
    // The usual confirm claims its attempt in one statement; when that misses, what the attempt is tells why.
    const claimed =
      round === 0
        ? await repository.claimReturn(
            { paymentOrderId: request.orderId, amount: request.amount, askerId },
            now()
          )
        : undefined;
    const confirmAt = (attempt: PaymentRow) => () =>
      payments.confirm(
        { paymentKey: request.paymentKey, orderId: attempt.paymentOrderId, amount: attempt.amount },
        `confirm-${attempt.paymentOrderId}`
      );
    if (claimed) return charge(claimed.attempt, claimed.order, confirmAt(claimed.attempt));
    const owned = await ownedAttempt(askerId, request.orderId);
    // Refused before the provider is asked: a tampered amount never reaches a charge.
    if (request.amount !== owned.attempt.amount) throw new DomainError('PAYMENT_AMOUNT_MISMATCH');
    let { attempt, order } = owned;
    if (attempt.status === 'CONFIRMING') {
      attempt = await settleConfirming(attempt);
      order = (await repository.order(order.id))!;
    }
    if (attempt.status === 'CONFIRMING') throw new DomainError('IDEMPOTENCY_KEY_IN_FLIGHT');
    if (attempt.status === 'DONE') {
      if (attempt.paymentKey !== request.paymentKey) throw new DomainError('4341');
      return answerAfterDone(order, attempt, false);
    }
    if (attempt.status !== 'READY' || order.status !== 'PAYMENT_PENDING') {
      if (order.status === 'FAILED' && attempt.paymentKey === request.paymentKey) failedAnswer(order);
      throw new DomainError('4341');
    }
    // The claim also checks that this is the step to pay (every earlier one DONE).
    if (!(await repository.claimAttempt(attempt.id, now()))) {
      // Another confirm or an abandon moved it first: answer what it came to.
      if (round > 0) throw new DomainError('4341');
      return confirm(askerId, request, round + 1);
    }
    return charge(attempt, order, confirmAt(attempt));
  }

  /**
   * Pays a step with a saved card (issue 17 item 3, docs/decisions/073): the same claim, recording, refusal and
   * recovery as the card window's confirm (the recovery job finds a billing charge by its orderId too), with the
   * card password checked first (one of its five tries; a wrong one leaves the step payable). A repeat after the
   * charge answers the same.
   */
  async function payWithSavedCard(
    askerId: number,
    request: SavedCardPaymentRequest
  ): Promise<PaymentConfirmAnswer> {
    const repository = createOrderRepository(db);
    let { attempt, order } = await ownedAttempt(askerId, request.orderId);
    if (order.userSeqNo !== askerId) throw new DomainError('ORDER_NOT_FOUND');
    if (request.amount !== attempt.amount) throw new DomainError('PAYMENT_AMOUNT_MISMATCH');
    if (attempt.status === 'CONFIRMING') {
      attempt = await settleConfirming(attempt);
      order = (await repository.order(order.id))!;
    }
    if (attempt.status === 'CONFIRMING') throw new DomainError('IDEMPOTENCY_KEY_IN_FLIGHT');
    if (attempt.status === 'DONE') return answerAfterDone(order, attempt, false);
    if (attempt.status !== 'READY' || order.status !== 'PAYMENT_PENDING') {
      if (order.status === 'FAILED') failedAnswer(order);
      throw new DomainError('4341');
    }
    const card = await deps.savedCards.chargeable(
      askerId,
      request.userFavoriteCardsId,
      request.orderPassword
    );
    if (!(await repository.claimAttempt(attempt.id, now()))) throw new DomainError('4341');
    return chargeBillingKey(attempt, order, card);
  }

  /** A claimed attempt charged to a billing key (a saved card's or a subscription's), keyed by its orderId. */
  async function chargeBillingKey(
    attempt: PaymentRow,
    order: OrderRow,
    card: { billingKey: string; customerKey: string }
  ): Promise<PaymentConfirmAnswer> {
    const lines = await createOrderRepository(db).lines(order.id);
    const name = orderName(
      lines.map((line) => line.productName),
      languageOf(order)
    );
    return charge(attempt, order, () =>
      payments.chargeBillingKey(
        card.billingKey,
        {
          customerKey: card.customerKey,
          amount: attempt.amount,
          orderId: attempt.paymentOrderId,
          orderName: name,
          customerEmail: order.ordererEmail || undefined,
          customerName: order.ordererName
        },
        `billing-${attempt.paymentOrderId}`
      )
    );
  }

  /**
   * A claimed (CONFIRMING) attempt is charged at the provider (`take`: the card window's confirm, or a saved card's
   * billing charge) and recorded; then the order's answer.
   */
  async function charge(
    attempt: PaymentRow,
    order: OrderRow,
    take: () => Promise<ProviderPayment>
  ): Promise<PaymentConfirmAnswer> {
    const repository = createOrderRepository(db);
    let payment: ProviderPayment;
    try {
      payment = await take();
    } catch (error) {
      const clientError = error instanceof PaymentProviderError && error.status >= 400 && error.status < 500;
      // A 4xx is not always a refusal: ALREADY_PROCESSED_PAYMENT after a lost answer means it was charged, and a
      // 409 IDEMPOTENT_REQUEST_PROCESSING means the first confirm still runs. Ask what the attempt came to.
      const charged = clientError ? await chargeOf(attempt) : 'UNKNOWN';
      if (charged !== null && charged !== 'UNKNOWN') {
        payment = charged;
      } else if (charged === null && error instanceof PaymentProviderError && error.status !== 409) {
        await repository.moveAttempt(attempt.id, ['CONFIRMING'], 'FAILED', now(), {
          failureCode: error.code,
          failureMessage: error.message.slice(0, 500)
        });
        await settlement.failAndRefund(order.id, error.code, 'Payment refused');
        throw new ProviderRefusal(error.message, { providerCode: error.code });
      } else {
        // Unreachable, failing or still busy provider: whether it charged is unknown. Back to READY; a retry or the
        // recovery job asks.
        await repository.moveAttempt(attempt.id, ['CONFIRMING'], 'READY', now());
        deps.log?.warn(
          { err: error, paymentOrderId: attempt.paymentOrderId },
          'payment confirm did not reach the provider'
        );
        throw new DomainError('PAYMENT_PROVIDER_ERROR');
      }
    }
    const approved = await repository.approve(attempt.id, approvedFacts(payment), now());
    if (!matches(payment, attempt)) {
      // Not the card payment we asked for: refund whatever was charged.
      await settlement.failAndRefund(order.id, 'PAYMENT_MISMATCH', 'Payment did not match the order');
      throw new ProviderRefusal('', { providerCode: 'PAYMENT_MISMATCH' });
    }
    return answerAfterDone(order, approved ?? (await repository.attempt(attempt.id))!, true);
  }

  /**
   * Pays an autoship try's order with the member's billing key (docs/decisions/074): the saved-card payment's claim,
   * charge, recording and placement without a password (the member consented when choosing the card). Safe to
   * repeat: a step charged already (DONE, or charged at the provider while we never heard back: the CONFIRMING step
   * is asked about, the same idempotency key replays the charge) is recorded and placed, never charged twice. No
   * card (deleted meanwhile): the order fails. Answers the order as it ends (PLACED, or FAILED with its code); throws
   * PAYMENT_PROVIDER_ERROR when the provider cannot be reached, IDEMPOTENCY_KEY_IN_FLIGHT while a charge runs.
   */
  async function payAutoship(
    paymentOrderId: string,
    card: { billingKey: string; customerKey: string } | null
  ): Promise<OrderRow> {
    const repository = createOrderRepository(db);
    const owned = await repository.attemptWithOrder(paymentOrderId);
    if (!owned) throw new DomainError('ORDER_NOT_FOUND');
    const { order } = owned;
    let { attempt } = owned;
    if (attempt.status === 'CONFIRMING') {
      const found = await chargeOf(attempt);
      const age = now().getTime() - attempt.updatedAt.getTime();
      if (found !== null && found !== 'UNKNOWN' && matches(found, attempt)) {
        await repository.approve(attempt.id, approvedFacts(found), now());
      } else if (found === null && age >= CONFIRM_LEASE_MS) {
        await repository.moveAttempt(attempt.id, ['CONFIRMING'], 'READY', now());
      } else {
        throw new DomainError('IDEMPOTENCY_KEY_IN_FLIGHT');
      }
      attempt = (await repository.attempt(attempt.id))!;
    }
    try {
      // A charge found on an order that failed meanwhile (past its time) is given back.
      if (order.status === 'FAILED' && attempt.status === 'DONE')
        await settlement.refundPayments(order.id, 'Autoship order not placed');
      if (order.status !== 'PAYMENT_PENDING') return (await repository.order(order.id))!;
      if (attempt.status === 'DONE') {
        await settlement.place(order);
      } else if (attempt.status === 'READY' && !card) {
        await settlement.failAndRefund(order.id, 'FAVORITE_CARD_NOT_FOUND', 'Autoship card deleted');
      } else if (attempt.status === 'READY' && card) {
        if (!(await repository.claimAttempt(attempt.id, now())))
          throw new DomainError('IDEMPOTENCY_KEY_IN_FLIGHT');
        await chargeBillingKey(attempt, order, card);
      }
    } catch (error) {
      // A refusal (card, stock, state) has failed the order and refunded what was charged: its row tells.
      if (
        !(error instanceof DomainError) ||
        error.code === 'PAYMENT_PROVIDER_ERROR' ||
        error.code === 'IDEMPOTENCY_KEY_IN_FLIGHT'
      )
        throw error;
    }
    return (await repository.order(order.id))!;
  }

  return {
    customerKey,
    payAutoship,

    /** An autoship try's payment step with its order, when it was made (docs/decisions/074). */
    autoshipAttempt(paymentOrderId: string) {
      return createOrderRepository(db).attemptWithOrder(paymentOrderId);
    },

    /**
     * An autoship cycle's order (docs/decisions/074): the lines as priced on the charge day (available ones only),
     * no coupon and no points, delivered to the subscription's address, its one step under the try's own
     * `paymentOrderId` (a repeat of the try meets `order_payment_order_id_uq` instead of making a second order). It
     * holds its stock like any order (4308 data.productIds when some is short) and waits for `payAutoship`.
     */
    async autoshipInit(request: {
      member: Member;
      lines: OrderLine[];
      address: DeliveryAddressInput & { userAddressId: number | null };
      paymentOrderId: string;
    }): Promise<OrderInitAnswer> {
      const { member, address } = request;
      const priced = await sheets.priceWith(request.lines, member, null, 0);
      const person = await deps.findMember(member.userSeqNo);
      if (!person) throw new DomainError('UNAUTHORIZED');
      return create({
        order: {
          userSeqNo: member.userSeqNo,
          sheetId: null,
          cartType: 'autoship',
          referrerUserNumber: await deps.credit(creditInput(member.userSeqNo, {})),
          language: member.language,
          ...prices(priced),
          earnPoint: priced.price.earnPoint,
          ordererName: `${person.lastName}${person.firstName}`,
          ordererMobile: person.mobileNumber ?? '',
          ordererEmail: person.email ?? '',
          userAddressId: address.userAddressId,
          ...shipping(address, { preset: null, text: '' }, member.language)
        },
        lines: request.lines.map((line) => ({ ...line, cartId: null })),
        language: member.language,
        splitFirstAmount: null,
        customerKey: customerKey(member.userSeqNo),
        paymentOrderIds: [request.paymentOrderId]
      });
    },

    async init(
      member: Member,
      request: OrderInitRequest,
      context: CheckoutContext = {}
    ): Promise<OrderInitAnswer> {
      const sheet = await sheets.ownSheet(member, request.sheetId);
      // An easy bag's sheet: the bag must still be live; its planner goes to the credit (ADR 075).
      const bag = await sheets.bagForOrder(sheet.easyBagId, sheet.lines);
      const lines = await sheets.priceLines(sheet.lines, member, sheet.cartType);
      const priced = await sheets.priceWith(lines, member, request.memberCouponId, request.pointUsed);
      assertPlaceable(priced, request.expectedAmount);
      if (request.userAddressId !== null) await deps.addressOf(member.userSeqNo, request.userAddressId);
      const person = await deps.findMember(member.userSeqNo);
      if (!person) throw new DomainError('UNAUTHORIZED');
      const cartIds = new Map(
        sheet.lines.map((line) => [`${line.productId}:${line.productOptionId ?? ''}`, line.cartId])
      );
      return create({
        order: {
          userSeqNo: member.userSeqNo,
          sheetId: sheet.id,
          cartType: sheet.cartType,
          referrerUserNumber: await deps.credit(
            creditInput(member.userSeqNo, { ...context, easyBagOwnerNumber: bag?.ownerUserNumber ?? null })
          ),
          easyBagId: bag?.easyBagId ?? null,
          language: member.language,
          ...prices(priced),
          earnPoint: priced.price.earnPoint,
          ordererName: `${person.lastName}${person.firstName}`,
          ordererMobile: person.mobileNumber ?? '',
          ordererEmail: person.email ?? '',
          userAddressId: request.userAddressId,
          ...shipping(request.address, request.deliveryMessage, member.language)
        },
        lines: lines.map((line) => ({
          ...line,
          cartId: cartIds.get(`${line.productId}:${line.productOptionId ?? ''}`) ?? null
        })),
        language: member.language,
        splitFirstAmount: request.splitFirstAmount,
        customerKey: customerKey(member.userSeqNo),
        termsKinds: [paymentTermsKind(person.userType === 'SOLE_PROPRIETORSHIP' ? 'PLANNER' : 'MEMBER')],
        limited: deps.purchaseLimits
          ? { userSeqNo: member.userSeqNo, lines: await deps.purchaseLimits.limitedLines(lines) }
          : undefined
      });
    },

    async guestInit(
      viewer: Viewer,
      request: GuestOrderInitRequest,
      context: CheckoutContext = {}
    ): Promise<OrderInitAnswer> {
      const bag = await sheets.bagForOrder(request.easyBagId ?? null, request.lines);
      const lines = await sheets.priceLines(sheets.mergedInputs(request.lines), viewer, 'normal');
      const priced = await sheets.priceWith(lines, null, null, 0);
      assertPlaceable(priced, request.expectedAmount);
      return create({
        order: {
          userSeqNo: null,
          sheetId: null,
          cartType: 'normal',
          referrerUserNumber: await deps.credit(
            creditInput(null, { ...context, easyBagOwnerNumber: bag?.ownerUserNumber ?? null })
          ),
          easyBagId: bag?.easyBagId ?? null,
          language: viewer.language,
          ...prices(priced),
          // Guests earn no points.
          earnPoint: 0,
          ordererName: request.orderer.name,
          ordererMobile: request.orderer.mobileNumber,
          ordererEmail: request.orderer.email,
          guestPasswordHash: await hashSecret(request.orderer.password),
          ...shipping(request.address, request.deliveryMessage, viewer.language)
        },
        lines: lines.map((line) => ({ ...line, cartId: null })),
        language: viewer.language,
        splitFirstAmount: request.splitFirstAmount,
        customerKey: '@@ANONYMOUS',
        termsKinds: [paymentTermsKind('NONUSER')]
      });
    },

    confirm,
    payWithSavedCard,

    /**
     * A failed or given-up payment: every charged step refunded, the READY ones failed, the order FAILED (the
     * failUrl's code kept). A placed order → 4341. Repeating it answers the same.
     */
    async abandon(askerId: number | null, request: PaymentAbandonRequest) {
      const repository = createOrderRepository(db);
      const { attempt, order } = await ownedAttempt(askerId, request.orderId);
      if (order.status !== 'PAYMENT_PENDING' && order.status !== 'FAILED') throw new DomainError('4341');
      if (order.status === 'PAYMENT_PENDING') {
        const code = request.code || 'PAYMENT_ABANDONED';
        // The attempt is not failed here: it may have been charged by a confirm whose answer was lost, so the
        // refund asks the provider about it first (order-settlement refundPayments).
        if (!(await settlement.failAndRefund(order.id, code, 'Payment abandoned')))
          throw new DomainError('4341');
        await repository.moveAttempt(attempt.id, ['FAILED'], 'FAILED', now(), {
          failureCode: code,
          failureMessage: request.message || null
        });
      } else {
        // Already failed: finish any refund that did not go through the first time.
        await settlement.refundPayments(order.id, 'Payment abandoned');
      }
      const attempts = await repository.payments(order.id);
      return {
        orderNumber: order.orderNumber,
        status: 'FAILED' as const,
        refundedSteps: attempts.filter((payment) => payment.status === 'CANCELED').length
      };
    }
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
