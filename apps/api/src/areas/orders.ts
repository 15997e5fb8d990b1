import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { cartRoutes } from '../modules/cart/cart.routes.ts';
import { createCartReadCache } from '../modules/cart/cart-read-cache.ts';
import { createCartService } from '../modules/cart/cart.service.ts';
import type { OrderBenefits } from '../modules/benefits/benefits.contract.ts';
import { benefitsRoutes, type SheetPricing } from '../modules/benefits/benefits.routes.ts';
import { createBenefitsService } from '../modules/benefits/benefits.service.ts';
import { checkoutRoutes } from '../modules/order/checkout.routes.ts';
import { createCheckoutService } from '../modules/order/order-checkout.service.ts';
import { orderHistoryRoutes } from '../modules/order/order-history.routes.ts';
import { createOrderHistoryService } from '../modules/order/order-history.service.ts';
import { createOrderNumberLookup } from '../modules/order/order-numbers.ts';
import { startRecovery } from '../modules/order/order-recovery.ts';
import { createOrderSheetService } from '../modules/order/order-sheet.service.ts';
import { createOrderCredit } from '../modules/order/order-credit.ts';
import { createPlannerSales } from '../modules/order/planner-sales.ts';
import { orderCallsRoutes } from '../modules/order/order-calls.routes.ts';
import { createOrderCallsService } from '../modules/order/order-calls.service.ts';
import { createDirectSales } from '../modules/order/direct-sales.ts';
import { createPurchaseLimits } from '../modules/order/purchase-limits.ts';
import { createSettlement } from '../modules/order/order-settlement.ts';
import { paymentRoutes } from '../modules/payment/payment.routes.ts';
import { easyBagRoutes } from '../modules/personal/easy-bag.routes.ts';
import { createEasyBagService } from '../modules/personal/easy-bag.service.ts';
import { autoshipRoutes } from '../modules/autoship/autoship.routes.ts';
import { createAutoshipScheduler } from '../modules/autoship/autoship-scheduler.ts';
import { createAutoshipService } from '../modules/autoship/autoship.service.ts';
import type { CatalogueCache } from '../modules/product/catalogue-cache.ts';
import type { ProductService } from '../modules/product/product.service.ts';
import type { NotificationService } from '../modules/notification/notification.service.ts';
import { reviewedOrderLineIds } from '../modules/reviews/review-lines.ts';
import type { PaymentProvider } from '../providers/payment/payment-provider.ts';
import type { AccountModules } from './accounts.ts';
import type { CatalogueModules } from './catalogue.ts';

/** What a test may put in place of the real payment provider, coupons and points, or recovery job. */
export type OrderOverrides = {
  /**
   * Checkout's card payment provider and coupon/point service: the Toss adapter (`app.payments`) and the
   * benefits service unless a test passes fakes.
   */
  payments?: PaymentProvider;
  benefits?: OrderBenefits;
  /** The coupon list's sheet pricing (get-available): the order module's unless a test passes a fake. */
  sheetPricing?: SheetPricing;
  /**
   * The order recovery job at start-up and every few seconds, and the autoship sweep put on the job queue (test
   * contexts pass false and run them by hand).
   */
  recovery?: boolean;
  /** The autoship service's clock: which day is today for a member's move (tests move it through a year). */
  autoshipNow?: () => Date;
};

/**
 * Cart, checkout (docs/decisions/034, 036: sheets, pricing, init, payment confirm/abandon, recovery), order history,
 * cancel and guest lookup (docs/decisions/038: refunds through the payment provider, coupons and points back through
 * the benefits service), coupons and points, and the payment window's settings, under /api.
 */
export async function registerOrderModules(
  api: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    /** Queues an order event's notice and mail (the notification centre). */
    notify: NotificationService['notify'];
    /** Queues an autoship cycle's notice and mail (sold-out lines, a skipped cycle, a hold). */
    notifyAutoship: NotificationService['notifyAutoship'];
    payments: PaymentProvider;
    products: ProductService;
    catalogue: CatalogueCache;
    /** Shared by every API process when set (the cart's kept answers, ADR 065). */
    redis: Redis | null;
    accounts: AccountModules;
    catalogueModules: CatalogueModules;
    overrides: OrderOverrides;
  }
) {
  const { config, products: catalogueService, catalogue, overrides } = deps;
  const { db } = deps.database;
  const { members, addresses, authenticate, authRepository } = deps.accounts;
  const { catalogueAccess } = deps.catalogueModules;
  const benefitsService = createBenefitsService({ db, orderNumbers: createOrderNumberLookup(db) });
  const benefits = overrides.benefits ?? benefitsService;
  const payments = overrides.payments ?? deps.payments;
  const bumpCatalogue = () => catalogue.bump();
  const orderHistory = createOrderHistoryService({
    db,
    catalogue: catalogueService,
    payments,
    benefits,
    catalogueChanged: bumpCatalogue,
    usableCouponCount: (userSeqNo) => benefitsService.usableCouponCount(userSeqNo),
    cancelled: (orderId, amount) => deps.notify('ORDER_CANCEL_REFUNDED', orderId, { amount }),
    reviewedLines: reviewedOrderLineIds
  });
  // Kept cart answers (ADR 065): shared versions need Redis, or the embedded database's single process.
  const cartReads = createCartReadCache({
    database: deps.database.kind,
    redis: deps.redis,
    keyPrefix: config.cacheKeyPrefix,
    catalogueVersion: () => catalogue.version(),
    log: api.log
  });
  const carts = createCartService({
    db,
    catalogue: catalogueService,
    purchased: orderHistory,
    reads: cartReads
  });
  const settlement = createSettlement({
    db,
    catalogue: catalogueService,
    benefits,
    payments,
    bumpCatalogue,
    cartChanged: (userSeqNo) => cartReads.changed(userSeqNo),
    placed: (orderId) => deps.notify('ORDER_PLACED', orderId),
    log: api.log
  });
  // Easy bags (docs/decisions/075): the personal module's, here because checkout checks the bag an order names.
  const easyBags = createEasyBagService({
    db,
    catalogue: catalogueService,
    findMember: (userSeqNo) => members.findById(userSeqNo)
  });
  const sheets = createOrderSheetService({
    db,
    catalogue: catalogueService,
    cart: carts,
    benefits,
    easyBags
  });
  // Per-member quantity limits (docs/decisions/085): the check call and member init's refusal.
  const purchaseLimits = createPurchaseLimits({ db, catalogue: catalogueService });
  const checkout = createCheckoutService({
    db,
    catalogue: catalogueService,
    benefits,
    payments,
    bumpCatalogue,
    log: api.log,
    sheets,
    settlement,
    findMember: (userSeqNo) => members.findById(userSeqNo),
    addressOf: (userSeqNo, userAddressId) => addresses.get(userSeqNo, userAddressId),
    customerKeySecret: await authRepository.secret('payment-customer-key'),
    savedCards: deps.accounts.favoriteCards,
    purchaseLimits,
    // Who an order is credited to (docs/decisions/075): every candidate looked up again at init.
    credit: createOrderCredit({
      findMember: (userSeqNo) => members.findById(userSeqNo),
      findByUserNumber: (userNumber) => members.findByUserNumber(userNumber),
      companyReferrerNumber: config.companyReferrerNumber
    })
  });

  // Autoship subscriptions and their scheduled charges (docs/decisions/074).
  const autoship = createAutoshipService({
    db,
    catalogue: catalogueService,
    priceLines: sheets.priceLines,
    carts,
    cartChanged: (userSeqNo) => cartReads.changed(userSeqNo),
    cards: deps.accounts.favoriteCards,
    addresses,
    now: overrides.autoshipNow
  });
  const autoshipScheduler = createAutoshipScheduler({
    db,
    orders: checkout,
    priceLines: sheets.priceLines,
    cards: deps.accounts.favoriteCards,
    addresses,
    findMember: (userSeqNo) => members.findById(userSeqNo),
    notify: deps.notifyAutoship,
    log: api.log
  });

  await api.register(paymentRoutes(config.payment));
  await api.register(autoshipRoutes(autoship, authenticate));
  await api.register(orderHistoryRoutes(orderHistory, authenticate));
  await api.register(cartRoutes(carts, catalogueAccess));
  await api.register(checkoutRoutes(sheets, checkout, catalogueAccess));
  await api.register(easyBagRoutes(easyBags, authenticate));
  await api.register(
    benefitsRoutes(benefitsService, {
      authenticate,
      sheetPricing: overrides.sheetPricing ?? sheets.sheetPricing
    })
  );
  // Issue 20 item 4 (docs/decisions/085): address change, sheet read-back, direct sales, sequence, limits.
  const plannerSales = createPlannerSales(db);
  await api.register(
    orderCallsRoutes({
      calls: createOrderCallsService({
        db,
        history: orderHistory,
        addressOf: (userSeqNo, userAddressId) => addresses.get(userSeqNo, userAddressId)
      }),
      direct: createDirectSales({
        sales: plannerSales,
        userNumberOf: async (userSeqNo) => (await members.findById(userSeqNo))?.userNumber
      }),
      limits: purchaseLimits,
      authenticate
    })
  );
  if (overrides.recovery !== false) {
    const recovery = startRecovery({
      db,
      payments,
      settlement,
      finishCancel: (orderId) => orderHistory.finishCancel(orderId),
      log: api.log
    });
    api.addHook('onClose', () => recovery.stop());
    await autoshipScheduler.start(new Date());
  }
  // A planner's credited orders (plannerSales above) also serve the personal mall's month (docs/decisions/075).
  // Review points go to the real ledger whatever checkout's benefits are (docs/decisions/090).
  return {
    orderHistory,
    benefits,
    payments,
    plannerSales,
    reviewPoints: benefitsService,
    handlers: autoshipScheduler.handlers
  };
}

export type OrderModules = Awaited<ReturnType<typeof registerOrderModules>>;
