import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { seedDemoBenefitsIfEmpty } from '../seed/benefits.ts';
import { DEMO_PASSWORD, seedDemoMembersIfEmpty } from '../seed/members.ts';
import { seedDemoOrdersIfEmpty } from '../seed/orders.ts';
import { cartApi, makeProduct, storedLines } from './cart-fixtures.ts';
import { registerSandboxBillingAuth } from './payment-fixtures.ts';
import {
  ADDRESS,
  checkoutApi,
  dataOf,
  INIT,
  initBody,
  issueCoupon,
  SHEET,
  type OrderInitAnswer,
  type OrderSheet
} from './checkout-fixtures.ts';
import { inquiries } from '../src/modules/inquiry/inquiry.table.ts';
import { notifications } from '../src/modules/notification/notification.table.ts';
import {
  recentViews,
  restockAlerts,
  wishlistItems
} from '../src/modules/shopper-lists/shopper-lists.table.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createMember, login, nextAddress, sandboxVerification } from './members.ts';
import { readOperations, sample, urlEncode, urlOf, type Operation, type Schema } from './openapi.ts';

/**
 * Every documented operation that takes an id (in its path, query or body) is tried by one member with another
 * member's id: the answer is 403 or 404, or what a made-up id gets (same status and code: the id told nothing), and
 * none of the victim's rows changed. The victim is the demo customer1 (orders, addresses, coupons, points) with a
 * cart, autoship cart, order sheet, pending order and identity verifications of her own. An operation with an id
 * must be probed here or listed as not naming a member's row, so a new one cannot slip past.
 */

// Many requests from one test: the per-route limits (guest lookups, certification starts) are raised.
const ENV = { RATE_LIMIT_MAX: '1000000', RATE_LIMIT_ROUTE_SCALE: '1000' };

/** Field names that carry an id: a path or query parameter, or a body property at any depth. */
const ID_NAME = /^id$|Id$|Ids$|^orderNumber$|^paymentKey$|^cpParam$|^encodeData$/;

/** Operations whose ids name no member's row, and why. */
const NOT_MEMBER_OWNED: Record<string, string> = {
  'POST /__sandbox/toss/v1/payments/{paymentKey}/cancel':
    "the vendor stand-in's API: the shop's secret key, not a member",
  'GET /__sandbox/toss/v1/payments/{paymentKey}':
    "the vendor stand-in's API: the shop's secret key, not a member",
  'GET /__sandbox/toss/v1/payments/orders/{orderId}':
    "the vendor stand-in's API: the shop's secret key, not a member",
  'GET /__sandbox/toss/checkout/{paymentKey}':
    "the vendor stand-in's payment window, addressed by the key it issued",
  'POST /__sandbox/toss/checkout/{paymentKey}':
    "the vendor stand-in's payment window, addressed by the key it issued",
  'GET /__sandbox/toss/receipt/{paymentKey}': "the vendor stand-in's receipt, addressed by the key it issued",
  'GET /staff/v1/orders/{id}':
    'staff only: any paid order by design, behind a staff session and orders.read (order-desk.test.ts); audited',
  'GET /staff/v1/orders/picking-list': 'staff only: orders being prepared (order-desk.test.ts)',
  'GET /etc/v1/public/faq':
    'the customer centre’s published content (customer-centre.test.ts): the same for every asker, no member’s row',
  'GET /etc/v1/public/resources/{documentId}/file':
    'the customer centre’s published content (customer-centre.test.ts): the same for every asker, no member’s row',
  'GET /etc/v1/certificates/{documentId}/file':
    'the company’s certificates for any logged-in member (customer-centre.test.ts): no member’s row',
  'GET /staff/v1/centre/faq-categories/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'PUT /staff/v1/centre/faq-categories/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'DELETE /staff/v1/centre/faq-categories/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'GET /staff/v1/centre/faqs/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'PUT /staff/v1/centre/faqs/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'DELETE /staff/v1/centre/faqs/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'GET /staff/v1/centre/guides/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'PUT /staff/v1/centre/guides/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'DELETE /staff/v1/centre/guides/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'GET /staff/v1/centre/centers/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'PUT /staff/v1/centre/centers/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'DELETE /staff/v1/centre/centers/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'PUT /staff/v1/centre/documents/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'DELETE /staff/v1/centre/documents/{id}':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'GET /staff/v1/centre/faqs':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'POST /staff/v1/centre/faqs':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'GET /staff/v1/centre/documents/{id}/file':
    'staff only: the customer centre’s content, behind content.manage (customer-centre.test.ts); writes audited',
  'GET /staff/v1/centre/partnerships/{id}':
    'staff only: partnership applications by design, behind inquiries.answer (customer-centre.test.ts); audited',
  'GET /staff/v1/centre/partnerships/{id}/files/{fileId}':
    'staff only: partnership applications by design, behind inquiries.answer (customer-centre.test.ts); audited',
  'GET /staff/v1/returns/{id}':
    'staff only: any return by design, behind returns.manage (returns.test.ts); audited',
  'POST /staff/v1/returns/{id}/moves':
    'staff only: any return by design, behind returns.manage (returns.test.ts); audited',
  'GET /staff/v1/returns/{id}/photos/{seq}':
    'staff only: any return’s photos, behind returns.manage (returns.test.ts); audited',
  'POST /staff/v1/orders/{id}/tracking':
    'staff only: any shipping order by design, behind orders.fulfil (order-desk.test.ts)',
  'POST /staff/v1/orders/moves':
    'staff only: any paid order by design, behind orders.fulfil (order-desk.test.ts)',
  'POST /staff/v1/orders/shipments':
    'staff only: order numbers of any paid order, behind orders.fulfil (order-desk.test.ts)',
  'GET /staff/v1/planner-documents/{id}':
    'staff only: any planner’s document by design, behind planner.documents (planner-documents.test.ts); audited',
  'GET /staff/v1/planner-documents/{id}/file':
    'staff only: any planner’s document by design, behind planner.documents (planner-documents.test.ts); audited',
  'POST /staff/v1/planner-documents/{id}/review':
    'staff only: any planner’s document by design, behind planner.documents (planner-documents.test.ts); audited',
  // Issue 19 — Home content desk: the shop's content rows, no member's (content-desk.test.ts).
  ...Object.fromEntries(
    [
      'main-banners',
      'gnb-banners',
      'main-events',
      'category-banners',
      'main-videos',
      'notice-popups'
    ].flatMap((kind) =>
      ['GET', 'PUT', 'DELETE', 'POST display', 'GET preview', 'PUT order', 'POST'].map((op) => {
        const [method, tail] = op.split(' ');
        const path = tail === 'order' ? '/order' : tail ? `/{id}/${tail}` : method === 'POST' ? '' : '/{id}';
        return [
          `${method} /staff/v1/home-content/${kind}${path}`,
          'staff only: shop content, behind content.manage'
        ];
      })
    )
  ),
  // Issue 19 — updates: shop posts, no member's row (board.test.ts); public reads show only live posts.
  'GET /etc/v1/public/board/{kind}/{id}':
    'shop posts (notices, events, news): no member owns one; live ones only',
  'GET /staff/v1/board/{id}': 'staff only: shop posts, behind content.manage',
  'PUT /staff/v1/board/{id}': 'staff only: shop posts, behind content.manage; audited',
  'DELETE /staff/v1/board/{id}': 'staff only: shop posts, behind content.manage; audited',
  'POST /staff/v1/board/{id}/publish': 'staff only: shop posts, behind content.manage; audited',
  'POST /staff/v1/board/{id}/unpublish': 'staff only: shop posts, behind content.manage; audited',
  // Issue 20 — dive-in: published videos, the same for every asker (dive-in.test.ts); only approved ones show.
  'GET /etc/v1/users/public/dive-in/{id}':
    'a published video and its product bag: the same for every asker (SP/BP by the catalogue rule)',
  'POST /etc/v1/users/public/dive-in/{id}/view': 'a published video’s count: counted once per viewer and day',
  'DELETE /etc/v1/users/dive-in/{id}':
    'a planner’s own video: only its maker may delete it; another planner’s id is 404 (dive-in-uploads.test.ts)',
  'POST /staff/v1/dive-in/{id}/review': 'staff only: videos, behind content.manage; audited',
  // Issue 21 — reviews (reviews.test.ts): published reviews read the same by every asker; votes go on others'.
  'GET /product/v1/public/products/{id}/reviews':
    'a product’s published reviews: the same for every asker (the asker’s own votes and reviews marked)',
  'GET /product/v1/public/products/{id}/reviews/summary': 'a product’s review figures: no member’s row',
  'POST /etc/v1/reviews/{reviewId}/helpful':
    'a vote on a published review, another member’s by design; one’s own is 403, a second vote 409',
  'POST /staff/v1/reviews/{reviewId}/moves': 'staff only: reviews, behind content.manage; audited',
  // Issue 19 — site pages: the shop's published company pages, no member's row (site-pages.test.ts).
  'GET /etc/v1/public/pages/rightway/{id}':
    'an article of the published member code: the same for every asker',
  'GET /etc/v1/public/pages/{slug}/map/{blockId}':
    'the map picture of a published location block: the same for every asker',
  'PUT /staff/v1/site-pages/{slug}': 'staff only: the shop pages, behind content.manage; audited',
  // Issue 19 — feedback desk: any post by design, behind feedback.moderate (feedback.test.ts); reads audited.
  'GET /staff/v1/feedback/{id}': 'staff only: any feedback post by design, behind feedback.moderate; audited',
  'PUT /staff/v1/feedback/{id}/reply':
    'staff only: any feedback post by design, behind feedback.moderate; audited',
  'PUT /staff/v1/feedback/{id}/visibility':
    'staff only: any feedback post by design, behind feedback.moderate; audited',
  // Issue 19 — inquiries and member desk: staff only, any member's by design, behind inquiries.answer or
  // members.read (inquiries.test.ts, member-desk.test.ts); every read audited.
  'GET /staff/v1/inquiries/{id}': 'staff only: any inquiry by design, behind inquiries.answer; audited',
  'GET /staff/v1/inquiries/{id}/photos/{seq}':
    'staff only: any inquiry’s photos, behind inquiries.answer; audited',
  'POST /staff/v1/inquiries/{id}/answer':
    'staff only: any inquiry by design, behind inquiries.answer; audited',
  'PUT /staff/v1/inquiries/{id}/answer':
    'staff only: any inquiry by design, behind inquiries.answer; audited',
  'GET /staff/v1/members/{userId}': 'staff only: any member by design, behind members.read; audited',
  'GET /staff/v1/members/{userId}/memos': 'staff only: any member by design, behind members.read; audited',
  'POST /staff/v1/membermemo': 'staff only: a memo on any member, behind members.read; audited',
  'POST /staff/v1/membermemo/comment': 'staff only: any memo, behind members.read; audited',
  'PATCH /staff/v1/membermemo/{memberMemoId}': 'staff only: any memo, behind members.read; audited',
  'GET /staff/v1/autoship/subscriptions/{id}':
    'staff only: any member’s subscription by design, behind autoship.read (autoship-desk.test.ts); audited',
  'POST /order/v1/cart': 'catalogue ids (the lines to add to the asker’s own cart)',
  'POST /order/v1/autoship/cart': 'catalogue ids (the lines to add to the asker’s own cart)',
  'POST /order/v1/public/sales/check/product-status': 'catalogue ids',
  'POST /order/v1/public/sales/check/product-detail-status': 'catalogue ids',
  'POST /order/v1/sales/check/maxQuantityLimit':
    'catalogue ids (counted against the asker’s own orders only, order-calls.test.ts)',
  'GET /share/v1/messenger/products/{id}': 'catalogue ids',
  'GET /etc/v1/public/main/gnb': 'catalogue ids',
  'GET /product/v1/public/categories/{id}': 'catalogue ids',
  'GET /product/v1/public/products/search': 'catalogue ids (productIds narrows the search)',
  'GET /product/v1/products/search': 'catalogue ids (the member search, productIds narrows it)',
  'POST /product/v1/public/products/getByIds': 'catalogue ids',
  'POST /product/v1/internal/products/on-sale':
    'catalogue ids, for the back office client or staff with orders.read only (catalogue-internal.test.ts)',
  'GET /product/v1/products/autoship': 'catalogue ids (the member list of autoship products)',
  'POST /product/v1/public/products/recommendProductList': 'catalogue ids',
  'GET /product/v1/public/products/{id}': 'catalogue ids',
  'POST /order/v1/public/guest-order/order-summary':
    'catalogue ids (a guest order is priced from product ids)',
  'POST /order/v1/public/guest-order/init': 'catalogue ids (a guest order is made from product ids)',
  'POST /member/v1/public/migrate/info': 'a legacy login id with its legacy password (the migration suite)',
  'GET /member/v1/public/migrate/info/without-password/{id}':
    'a mailed migration secret, not a member row (the migration suite)',
  'POST /member/v1/public/migrate/complete': 'the login id a migrating member chooses',
  'POST /member/v1/public/findExistUserNickNm': 'the public availability check of a login id (SPEC)',
  'GET /oauth/social/{provider}/authorize': 'a provider name',
  'POST /oauth/social/{provider}/authorize': 'a provider name',
  'GET /oauth/social/{provider}/callback': 'a provider name',
  'POST /oauth/social/{provider}/callback': 'a provider name',
  'DELETE /member/v1/users/sns/{provider}': "a provider name: the asker's own link to it",
  // Issue 21 — the shopper's lists (shopper-lists.test.ts): these ids are catalogue ids, each call on the asker's own rows.
  'PUT /product/v1/users/wishlist/{productId}': "catalogue ids (wishes into the asker's own list)",
  'POST /product/v1/users/recent-views': "catalogue ids (recorded in the asker's own list)",
  'POST /product/v1/users/recent-views/merge': "catalogue ids (merged into the asker's own list)",
  'GET /product/v1/public/recent-products': 'catalogue ids (a guest’s local list as cards)',
  'GET /product/v1/users/restock-alerts/product/{productId}': "catalogue ids (the asker's own alerts on it)",
  'POST /product/v1/users/restock-alerts': "catalogue ids (an alert of the asker's own)",
  'PUT /staff/v1/products/{productId}/stock':
    'staff only: the catalogue’s stock, behind orders.fulfil (shopper-lists.test.ts); audited',
  'GET /personal/v1/public/easy-bags/{bagId}':
    "an easy bag's link: public by design, its random 22-character id is the secret (easy-bag.test.ts)"
};

/** The victim's ids, or made-up ones of the same shapes. */
type Ids = {
  userSeqNo: number;
  orderNumber: string;
  deliveredOrderNumber: string;
  paymentKey: string;
  cartLineId: number;
  autoshipLineId: number;
  sheetId: string;
  paymentOrderId: string;
  addressId: number;
  memberCouponId: number;
  memberRequestId: string;
  visitorRequestId: string;
  notificationId: number;
  returnId: number;
  favoriteCardId: number;
  autoshipId: number;
  /** planner1's easy bag (customer1 may not own one); planner against planner is easy-bag.test.ts's. */
  easyBagId: string;
  /** planner1's document (customer1 submits none); planner against planner is planner-documents.test.ts's. */
  plannerDocumentId: number;
  /** customer1's private feedback post (issue 19, feedback.test.ts for guests' posts and grants). */
  feedbackId: number;
  /** customer1's 1:1 inquiry (issue 19, inquiries.test.ts). */
  inquiryId: number;
  /** A product on customer1's wishlist and recently viewed (issue 21, shopper-lists.test.ts). */
  listedProductId: number;
  /** customer1's waiting restock alert (issue 21). */
  restockAlertId: number;
  /** A line of customer1's delivered order (issue 21 reviews). */
  orderLineId: number;
};
const MADE_UP: Ids = {
  userSeqNo: 987_654_321,
  orderNumber: 'AP260101999999',
  deliveredOrderNumber: 'AP260101999998',
  paymentKey: 'tgen_made_up_key',
  cartLineId: 987_654_321,
  autoshipLineId: 987_654_322,
  sheetId: randomUUID(),
  paymentOrderId: 'AP260101999999-1',
  addressId: 987_654_321,
  memberCouponId: 987_654_321,
  memberRequestId: 'Z'.repeat(32),
  visitorRequestId: 'Y'.repeat(32),
  notificationId: 987_654_321,
  returnId: 987_654_321,
  favoriteCardId: 987_654_321,
  autoshipId: 987_654_321,
  easyBagId: 'Q'.repeat(22),
  plannerDocumentId: 987_654_321,
  feedbackId: 987_654_321,
  inquiryId: 987_654_321,
  listedProductId: 987_654_321,
  restockAlertId: 987_654_321,
  orderLineId: 987_654_321
};

/**
 * One request of the attacker's: path parameters, query and body with the ids put in (the body completes the one
 * sampled from the document; `undefined` drops a sampled property). The URL is the operation's.
 */
type Probe = (
  ids: Ids,
  own: { sheetId: string; userSeqNo: number; addressId: number; productId: number }
) => {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
};

const PROBES: Record<string, Probe[]> = {
  'GET /order/v1/sales/detail/{id}': [(i) => ({ params: { id: i.orderNumber } })],
  'GET /order/v1/sales/{id}/delivery': [(i) => ({ params: { id: i.orderNumber } })],
  'POST /order/v1/sales/cancel/{id}': [(i) => ({ params: { id: i.orderNumber } })],
  'POST /order/v1/sales/earn-point': [(i) => ({ body: { orderNumber: i.deliveredOrderNumber } })],
  'GET /order/v1/sales/contract/{id}': [(i) => ({ params: { id: i.orderNumber } })],
  'GET /order/v1/sales/sales-order-number-sequence/{id}': [(i) => ({ params: { id: i.orderNumber } })],
  'POST /order/v1/sales/sheet/decrypt': [(i) => ({ body: { sheetId: i.sheetId } })],
  // The member's body (Bearer) and the guest's (a member's order is no guest's: as for an unknown number).
  'POST /order/v1/public/sales/update/order-delivery-address': [
    (i) => ({
      body: { credentials: undefined, orderNumber: i.orderNumber, userAddressId: null, address: ADDRESS }
    }),
    (i) => ({
      body: {
        credentials: { orderNumber: i.orderNumber, password: 'guest1234' },
        orderNumber: undefined,
        userAddressId: undefined,
        address: ADDRESS
      }
    })
  ],
  'GET /order/v1/public/sales/salesReceipt/{orderNumber}/{paymentKey}': [
    (i) => ({ params: { orderNumber: i.orderNumber, paymentKey: 'tgen_guessed_key' } })
  ],
  'POST /order/v1/public/guest-order/history': [(i) => ({ body: { orderNumber: i.orderNumber } })],
  'POST /order/v1/public/guest-order/detail': [(i) => ({ body: { orderNumber: i.orderNumber } })],
  'POST /order/v1/public/guest-order/contract': [(i) => ({ body: { orderNumber: i.orderNumber } })],
  'POST /order/v1/public/guest-order/cancel': [
    (i) => ({ body: { credentials: { orderNumber: i.orderNumber, password: 'guest1234' } } })
  ],
  'DELETE /order/v1/cart': [(i) => ({ query: { cartIds: i.cartLineId } })],
  'GET /order/v1/return/validate/{id}': [(i) => ({ params: { id: i.deliveredOrderNumber } })],
  'POST /order/v1/return/estimate/{id}': [(i) => ({ params: { id: i.deliveredOrderNumber } })],
  'GET /order/v1/return/list/{id}': [(i) => ({ params: { id: i.deliveredOrderNumber } })],
  'GET /order/v1/return/detail/{id}': [(i) => ({ params: { id: i.returnId } })],
  'DELETE /order/v1/return/request/cancel/{id}': [(i) => ({ params: { id: i.returnId } })],
  'GET /order/v1/return/{id}/photos/{seq}': [(i) => ({ params: { id: i.returnId, seq: 0 } })],
  // A member's order is no guest's: the lookup answers as for an unknown number.
  'POST /order/v1/public/guest-order/return/validate': [
    (i) => ({ body: { credentials: { orderNumber: i.deliveredOrderNumber, password: 'guest1234' } } })
  ],
  'POST /order/v1/public/guest-order/return/estimate': [
    (i) => ({ body: { credentials: { orderNumber: i.deliveredOrderNumber, password: 'guest1234' } } })
  ],
  'POST /order/v1/public/guest-order/return/list': [
    (i) => ({ body: { credentials: { orderNumber: i.deliveredOrderNumber, password: 'guest1234' } } })
  ],
  'POST /order/v1/public/guest-order/return/detail': [
    (i) => ({
      body: {
        credentials: { orderNumber: i.deliveredOrderNumber, password: 'guest1234' },
        returnId: i.returnId
      }
    })
  ],
  'POST /order/v1/public/guest-order/return/request/cancel': [
    (i) => ({
      body: {
        credentials: { orderNumber: i.deliveredOrderNumber, password: 'guest1234' },
        returnId: i.returnId
      }
    })
  ],
  'POST /member/v1/public/non-member/refund-bank-account': [
    (i) => ({
      body: {
        credentials: { orderNumber: i.deliveredOrderNumber, password: 'guest1234' },
        bankCode: '088',
        accountNumber: '110123456789',
        accountLastName: '김',
        accountFirstName: '민지',
        agreeRefundTerms: true
      }
    })
  ],
  'POST /member/v1/public/non-member/refund-bank-account/detail': [
    (i) => ({ body: { credentials: { orderNumber: i.deliveredOrderNumber, password: 'guest1234' } } })
  ],
  'POST /etc/etc/v1/noti-center/read': [(i) => ({ body: { notiCenterId: i.notificationId } })],
  'DELETE /etc/etc/v1/noti-center/{id}': [(i) => ({ params: { id: i.notificationId } })],
  'DELETE /order/v1/autoship/cart': [(i) => ({ query: { cartIds: i.autoshipLineId } })],
  'PATCH /order/v1/cart/quantity/{cartId}': [
    (i) => ({ params: { cartId: i.cartLineId }, body: { quantity: 3 } })
  ],
  'PATCH /order/v1/cart/option/{cartId}': [(i) => ({ params: { cartId: i.cartLineId } })],
  'PATCH /order/v1/autoship/cart/quantity/{cartId}': [
    (i) => ({ params: { cartId: i.autoshipLineId }, body: { quantity: 3 } })
  ],
  'PATCH /order/v1/autoship/cart/option/{cartId}': [(i) => ({ params: { cartId: i.autoshipLineId } })],
  'POST /order/v1/cart/merge': [
    (i) => ({ body: { cartList: [{ cartId: i.cartLineId, productId: 1, quantity: 1 }] } })
  ],
  'POST /order/v1/public/cart/refresh': [
    (i) => ({ body: { cartList: [{ cartId: i.cartLineId, productId: 1, quantity: 1 }] } })
  ],
  'POST /order/v1/sales/sheet': [
    (i) => ({ body: { source: 'CART', cartType: 'normal', cartIds: [i.cartLineId] } })
  ],
  'GET /order/v1/sales/sheet/{id}': [(i) => ({ params: { id: i.sheetId } })],
  'POST /order/v1/sales/order-summary': [
    (i) => ({ body: { sheetId: i.sheetId, memberCouponId: null, pointUsed: 0 } }),
    (i, own) => ({ body: { sheetId: own.sheetId, memberCouponId: i.memberCouponId, pointUsed: 0 } })
  ],
  'POST /order/v1/sales/init': [
    (i) => ({ body: { sheetId: i.sheetId } }),
    (i, own) => ({ body: { sheetId: own.sheetId, memberCouponId: i.memberCouponId } }),
    (i, own) => ({ body: { sheetId: own.sheetId, userAddressId: i.addressId } })
  ],
  'POST /order/v1/public/payments/confirm': [
    (i) => ({ body: { paymentKey: 'tgen_guessed_key', orderId: i.paymentOrderId, amount: 1000 } })
  ],
  'POST /order/v1/public/payments/abandon': [(i) => ({ body: { orderId: i.paymentOrderId } })],
  'POST /member/v1/public/register/init': [
    (i) => ({
      body: {
        certificationRequestId: i.visitorRequestId,
        loginId: 'probe1x',
        password: 'Secret123!',
        passwordConfirm: 'Secret123!',
        referralUserNumber: '1000000001',
        socialToken: undefined,
        agreements: { SERVICE: true, PRIVACY: true, AGE_14: true }
      }
    })
  ],
  'POST /member/v2/public/users/findAccount/identity': [(i) => ({ body: { requestId: i.visitorRequestId } })],
  'POST /member/v1/public/resetPasswordFindUserId': [
    (i) => ({ body: { loginId: 'customer1', requestId: i.visitorRequestId } })
  ],
  'PUT /member/v1/passwordChangeDelay/{id}': [(i) => ({ params: { id: i.userSeqNo } })],
  'GET /member/certification/v1/result/{requestId}': [(i) => ({ params: { requestId: i.memberRequestId } })],
  'GET /member/certification/v1/public/result/{requestId}': [
    (i) => ({ params: { requestId: i.visitorRequestId } })
  ],
  'POST /member/certification/v1/result': [(i) => ({ body: { cpParam: i.memberRequestId } })],
  'POST /member/certification/v1/public/result': [(i) => ({ body: { cpParam: i.visitorRequestId } })],
  'POST /member/certification/v1/private-info': [(i) => ({ body: { encodeData: i.memberRequestId } })],
  'POST /member/certification/v1/public/private-info': [
    (i) => ({ body: { encodeData: i.visitorRequestId } })
  ],
  'POST /member/certification/v1/public/nonMember/private-info': [
    (i) => ({ body: { encodeData: i.visitorRequestId } })
  ],
  'GET /member/v1/users/{id}': [(i) => ({ params: { id: i.userSeqNo } })],
  'POST /member/bank/v1/{id}/verify': [
    (i) => ({
      params: { id: i.userSeqNo },
      body: {
        bankCode: '088',
        accountNumber: '110123456789',
        accountLastName: '홍',
        accountFirstName: '길동'
      }
    })
  ],
  'GET /member/v1/users/{id}/refund-bank-account': [(i) => ({ params: { id: i.userSeqNo } })],
  'POST /member/v1/users/{id}/refund-bank-account': [(i) => ({ params: { id: i.userSeqNo } })],
  'PATCH /member/v1/users/{id}/refund-bank-account/{accountId}': [
    (i) => ({ params: { id: i.userSeqNo, accountId: 1 } })
  ],
  'PUT /member/v1/users/{id}': [(i) => ({ params: { id: i.userSeqNo } })],
  'POST /member/v1/users/conversionToPlanner': [
    (i) => ({
      body: {
        certificationRequestId: i.memberRequestId,
        mobileNumber: '01023456789',
        agreements: { PLANNER_AGREEMENT: true, PLANNER_PRIVACY: true }
      }
    })
  ],
  'GET /member/v1/users/address/{id}': [(i) => ({ params: { id: i.addressId } })],
  'PUT /member/v1/users/address/{id}': [(i) => ({ params: { id: i.addressId } })],
  'DELETE /member/v1/users/address/{id}': [(i) => ({ params: { id: i.addressId } })],
  'PUT /member/v1/users/changeDefault/{id}': [(i) => ({ params: { id: i.addressId } })],
  'POST /member/v1/{id}/favorite-cards': [(i) => ({ params: { id: i.userSeqNo } })],
  'DELETE /member/v1/users/favorite-cards/{id}': [(i) => ({ params: { id: i.favoriteCardId } })],
  'PUT /member/v1/users/favorite-cards/{id}/favorite-cards/{cardId}/updateFixedTerm-v2': [
    (i) => ({ params: { id: i.userSeqNo, cardId: i.favoriteCardId }, query: { fixedTermYn: 'Y' } }),
    (i, own) => ({ params: { id: own.userSeqNo, cardId: i.favoriteCardId }, query: { fixedTermYn: 'Y' } })
  ],
  'POST /member/v1/users/{id}/order-password': [
    (i) => ({
      params: { id: i.userSeqNo },
      body: { userFavoriteCardsId: i.favoriteCardId, orderPassword: '654321' }
    }),
    (i, own) => ({
      params: { id: own.userSeqNo },
      body: { userFavoriteCardsId: i.favoriteCardId, orderPassword: '654321' }
    })
  ],
  'GET /member/v1/users/{id}/order-password-v2/{cardId}': [
    (i) => ({ params: { id: i.userSeqNo, cardId: i.favoriteCardId } }),
    (i, own) => ({ params: { id: own.userSeqNo, cardId: i.favoriteCardId } })
  ],
  'PUT /member/v1/users/{id}/order-password-v2/change': [
    (i, own) => ({
      params: { id: own.userSeqNo },
      body: { userFavoriteCardsId: i.favoriteCardId, oldOrderPassword: '123456', newOrderPassword: '654321' }
    })
  ],
  'POST /member/v1/users/{id}/order-password-v2/match': [
    (i) => ({
      params: { id: i.userSeqNo },
      body: { userFavoriteCardsId: i.favoriteCardId, orderPassword: '000000' }
    }),
    (i, own) => ({
      params: { id: own.userSeqNo },
      body: { userFavoriteCardsId: i.favoriteCardId, orderPassword: '000000' }
    })
  ],
  'PUT /member/v1/users/{id}/order-password/reset': [
    (i, own) => ({
      params: { id: own.userSeqNo },
      body: {
        userFavoriteCardsId: i.favoriteCardId,
        newOrderPassword: '654321',
        certificationRequestId: i.memberRequestId
      }
    })
  ],
  'POST /order/v1/sales/payments/saved-card': [
    (i) => ({
      body: {
        orderId: i.paymentOrderId,
        amount: 1000,
        userFavoriteCardsId: i.favoriteCardId,
        orderPassword: '123456'
      }
    })
  ],
  // A subscription of the victim's by its id; a new one with her cart lines, her address or her card.
  'POST /order/v1/autoship/subscriptions': [
    (i, own) => ({ body: autoshipInit(own, { cartIds: [i.autoshipLineId], lines: undefined }) }),
    (i, own) => ({ body: autoshipInit(own, { userAddressId: i.addressId }) }),
    (i, own) => ({ body: autoshipInit(own, { userFavoriteCardsId: i.favoriteCardId }) })
  ],
  'GET /order/v1/autoship/subscriptions/{id}': [(i) => ({ params: { id: i.autoshipId } })],
  'PATCH /order/v1/autoship/subscriptions/{id}': [
    (i) => ({
      params: { id: i.autoshipId },
      body: {
        cycle: { kind: 'WEEKS', weeks: 2 },
        lines: undefined,
        nextChargeDay: undefined,
        userAddressId: undefined,
        userFavoriteCardsId: undefined,
        orderPassword: undefined
      }
    })
  ],
  'POST /order/v1/autoship/subscriptions/{id}/skip': [(i) => ({ params: { id: i.autoshipId } })],
  'POST /order/v1/autoship/subscriptions/{id}/pause': [(i) => ({ params: { id: i.autoshipId } })],
  'POST /order/v1/autoship/subscriptions/{id}/resume': [(i) => ({ params: { id: i.autoshipId } })],
  'POST /order/v1/autoship/subscriptions/{id}/cancel': [(i) => ({ params: { id: i.autoshipId } })],
  'GET /compensation/coupon/v1/coupons/get-available': [(i) => ({ query: { sheetId: i.sheetId } })],
  // Easy bags: `{id}` is the asker alone, and a customer (the attacker) is refused ALT_PlannerOnly before any bag.
  'GET /personal/v1/users/{id}/easy-bags': [(i) => ({ params: { id: i.userSeqNo } })],
  // The list's userId: the asker's own easy-bag products only (bag contents are secret behind their links).
  'GET /product/v1/public/products': [(i) => ({ query: { userId: i.userSeqNo } })],
  'POST /personal/v1/users/{id}/easy-bags': [(i) => ({ params: { id: i.userSeqNo } })],
  'GET /personal/v1/users/{id}/easy-bags/{bagId}': [
    (i) => ({ params: { id: i.userSeqNo, bagId: i.easyBagId } }),
    (i, own) => ({ params: { id: own.userSeqNo, bagId: i.easyBagId } })
  ],
  'PUT /personal/v1/users/{id}/easy-bags/{bagId}': [
    (i) => ({ params: { id: i.userSeqNo, bagId: i.easyBagId } }),
    (i, own) => ({ params: { id: own.userSeqNo, bagId: i.easyBagId } })
  ],
  'DELETE /personal/v1/users/{id}/easy-bags/{bagId}': [
    (i) => ({ params: { id: i.userSeqNo, bagId: i.easyBagId } }),
    (i, own) => ({ params: { id: own.userSeqNo, bagId: i.easyBagId } })
  ],
  'GET /compensation/point/v1/private/point/findPoint/{id}': [(i) => ({ params: { id: i.userSeqNo } })],
  // The personal mall: `{id}` is the asker alone (403), checked before a byte of an upload is read; planner against
  // planner is personal-mall.test.ts's.
  'GET /personal/v1/users/{id}/personalMall': [(i) => ({ params: { id: i.userSeqNo } })],
  'POST /personal/v1/users/{id}/personalMall': [(i) => ({ params: { id: i.userSeqNo } })],
  'GET /personal/v1/users/{id}/personalMall/summary': [(i) => ({ params: { id: i.userSeqNo } })],
  // Planner documents and the allowance account: the asker's own (no member id in the path); a customer (the
  // attacker) is refused ALT_PlannerOnly before any row.
  'DELETE /member/v1/users/planner-documents/{documentId}': [
    (i) => ({ params: { documentId: i.plannerDocumentId } })
  ],
  // Issue 19 — feedback: another member's private post is refused (403); the reset request answers alike for all.
  'GET /etc/v1/public/feedback/{id}': [(i) => ({ params: { id: i.feedbackId } })],
  'PUT /etc/v1/public/feedback/{id}': [(i) => ({ params: { id: i.feedbackId } })],
  'DELETE /etc/v1/public/feedback/{id}': [(i) => ({ params: { id: i.feedbackId } })],
  'POST /etc/v1/public/feedback/{id}/password': [(i) => ({ params: { id: i.feedbackId } })],
  'POST /etc/v1/public/feedback/resetpw': [(i) => ({ body: { feedbackId: i.feedbackId } })],
  // Issue 19 — inquiries: another member's inquiry is 404 like one that does not exist (never 403).
  'GET /etc/v1/inquiries/{inquiryId}': [(i) => ({ params: { inquiryId: i.inquiryId } })],
  'PUT /etc/v1/inquiries/{inquiryId}': [
    (i) => ({
      params: { inquiryId: i.inquiryId },
      body: { category: 'OTHER', title: '제목', body: '내용', orderNumber: null }
    })
  ],
  'DELETE /etc/v1/inquiries/{inquiryId}': [(i) => ({ params: { inquiryId: i.inquiryId } })],
  'GET /etc/v1/inquiries/{inquiryId}/photos/{seq}': [(i) => ({ params: { inquiryId: i.inquiryId, seq: 0 } })],
  // Issue 21 — another member's wished or viewed product and restock alert are 404 like ones that are not there.
  'DELETE /product/v1/users/wishlist/{productId}': [(i) => ({ params: { productId: i.listedProductId } })],
  'DELETE /product/v1/users/recent-views/{productId}': [
    (i) => ({ params: { productId: i.listedProductId } })
  ],
  'DELETE /product/v1/users/restock-alerts/{alertId}': [(i) => ({ params: { alertId: i.restockAlertId } })],
  // Issue 21 — reviews: another member's line is 403 like one that does not exist (it tells nothing).
  'GET /etc/v1/reviews/lines/{orderLineId}': [(i) => ({ params: { orderLineId: i.orderLineId } })],
  'POST /member/v1/users/allowance-bank-account': [() => ({})],
  'PUT /member/v1/users/allowance-bank-account': [() => ({})]
};

let ctx: TestContext;
let operations: Operation[];
let victim: Ids;
let attacker: { token: string; sheetId: string; userSeqNo: number; addressId: number; productId: number };

/** A subscription the attacker could make (her address and a product to subscribe), with `parts` put in. */
function autoshipInit(own: { addressId: number; productId: number }, parts: Record<string, unknown>) {
  return {
    cartIds: undefined,
    lines: [{ productId: own.productId, quantity: 1 }],
    cycle: { kind: 'WEEKS', weeks: 4 },
    firstChargeDay: inTwoDays(),
    userAddressId: own.addressId,
    userFavoriteCardsId: MADE_UP.favoriteCardId,
    orderPassword: '123456',
    ...parts
  };
}

/** A first charge day the API takes today (tomorrow … 60 days ahead, Seoul days). */
function inTwoDays(): string {
  return new Date(Date.now() + 9 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  ctx = await createTestContext({ env: ENV });
  await seedDemoMembersIfEmpty(ctx.database.db);
  await seedDemoBenefitsIfEmpty(ctx.database.db);
  await seedDemoOrdersIfEmpty(ctx.database.db);
  operations = await readOperations(ctx);
  const api = checkoutApi(ctx);
  const product = await makeProduct(ctx, { stock: 100, price: 20_000 });

  // The victim: customer1's seeded orders, addresses and points, plus carts, a sheet, a pending order, a coupon
  // and two identity verifications (one as the member, one as a visitor in her browser).
  const owner = await login(ctx, 'customer1', DEMO_PASSWORD);
  const [member] = rowsOf<{ user_seq_no: string }>(
    await ctx.database.db.execute(sql`SELECT user_seq_no FROM member_user WHERE login_id = 'customer1'`)
  );
  const userSeqNo = Number(member!.user_seq_no);
  expect(
    (await api.call('POST', '/api/order/v1/cart', owner.access, [{ productId: product.id, quantity: 1 }]))
      .statusCode
  ).toBe(200);
  expect(
    (
      await api.call('POST', '/api/order/v1/autoship/cart', owner.access, [
        { productId: product.id, quantity: 1 }
      ])
    ).statusCode
  ).toBe(200);
  const lines = await storedLines(ctx, userSeqNo);
  const cartLine = lines.find((line) => line.cartType === 'normal')!;
  const sheet = dataOf<OrderSheet>(
    await api.post(SHEET, { source: 'CART', cartType: 'normal', cartIds: [cartLine.id] }, owner.access)
  );
  const paid = dataOf<OrderSheet>(
    await api.post(SHEET, { source: 'CART', cartType: 'normal', cartIds: [cartLine.id] }, owner.access)
  );
  const pending = dataOf<OrderInitAnswer>(await api.post(INIT, initBody(paid), owner.access, randomUUID()));
  const [order] = rowsOf<{ order_number: string; payment_key: string }>(
    await ctx.database.db
      .execute(sql`SELECT o.order_number, p.payment_key FROM sales_order o JOIN order_payment p ON p.order_id = o.id
      WHERE o.user_seq_no = ${userSeqNo} AND o.status = 'PLACED' AND p.payment_key IS NOT NULL ORDER BY o.id LIMIT 1`)
  );
  const [delivered] = rowsOf<{ order_number: string }>(
    await ctx.database.db.execute(
      sql`SELECT order_number FROM sales_order WHERE user_seq_no = ${userSeqNo} AND status = 'DELIVERED' ORDER BY id LIMIT 1`
    )
  );
  const [address] = rowsOf<{ id: string }>(
    await ctx.database.db.execute(
      sql`SELECT user_address_id AS id FROM member_address WHERE user_seq_no = ${userSeqNo} AND default_value = false ORDER BY 1 LIMIT 1`
    )
  );
  const memberVerification = await sandboxVerification(ctx, {
    purpose: 'PLANNER_CONVERSION',
    access: owner.access
  });
  const visitorVerification = await sandboxVerification(ctx, { purpose: 'FIND_ACCOUNT' });
  victim = {
    userSeqNo,
    orderNumber: order!.order_number,
    deliveredOrderNumber: delivered!.order_number,
    paymentKey: order!.payment_key,
    cartLineId: cartLine.id,
    autoshipLineId: lines.find((line) => line.cartType === 'autoship')!.id,
    sheetId: sheet.sheetId,
    paymentOrderId: pending.steps[0]!.paymentOrderId,
    addressId: Number(address!.id),
    memberCouponId: await issueCoupon(ctx, userSeqNo, { discountValue: 1000 }),
    memberRequestId: memberVerification.requestId,
    visitorRequestId: visitorVerification.requestId,
    returnId: await victimReturn(delivered!.order_number),
    favoriteCardId: await victimCard(owner.access, userSeqNo),
    autoshipId: 0,
    easyBagId: await plannerBag(),
    plannerDocumentId: await plannerDocument(),
    feedbackId: await victimFeedback(owner.access),
    orderLineId: Number(
      rowsOf<{ id: string }>(
        await ctx.database.db.execute(
          sql`SELECT l.id FROM sales_order_line l JOIN sales_order o ON o.id = l.order_id WHERE o.order_number = ${delivered!.order_number} ORDER BY l.id LIMIT 1`
        )
      )[0]!.id
    ),
    inquiryId: (
      await ctx.database.db
        .insert(inquiries)
        .values({ userSeqNo, category: 'PRODUCT', title: '세럼 문의', body: '사용 순서가 궁금해요.' })
        .returning({ id: inquiries.id })
    )[0]!.id,
    listedProductId: product.id,
    restockAlertId: await victimLists(userSeqNo, product.id),
    notificationId: (
      await ctx.database.db
        .insert(notifications)
        .values({
          userSeqNo,
          category: 'COMMERCE',
          event: 'ORDER_PLACED',
          eventKey: `victim:${userSeqNo}`,
          facts: { orderNumber: order!.order_number }
        })
        .returning({ id: notifications.id })
    )[0]!.id
  };

  victim.autoshipId = await victimSubscription(owner.access, victim, product.id);

  // The attacker: another customer with a referrer, with a cart, a sheet and an address of her own.
  const other = await createMember(ctx);
  const token = (await login(ctx, other.loginId)).access;
  expect(
    (await api.call('POST', '/api/order/v1/cart', token, [{ productId: product.id, quantity: 1 }])).statusCode
  ).toBe(200);
  const [own] = await storedLines(ctx, other.userSeqNo);
  const book = await api.call('POST', '/api/member/v1/users/address', token, {
    addressName: '집',
    lastName: '박',
    firstName: '서연',
    mobileNumber: '01023456789',
    zipcode: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '3층',
    state: '서울특별시',
    city: '강남구',
    addressDescription: ''
  });
  attacker = {
    token,
    userSeqNo: other.userSeqNo,
    addressId: dataOf<{ userAddressId: number }>(book).userAddressId,
    productId: product.id,
    sheetId: dataOf<OrderSheet>(
      await api.post(SHEET, { source: 'CART', cartType: 'normal', cartIds: [own!.id] }, token)
    ).sheetId
  };
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

/** A document of planner1's under review, written as the upload would (its file is not needed to be refused). */
async function plannerDocument(): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await ctx.database.db.execute(sql`INSERT INTO planner_document
      (user_seq_no, kind, stored_name, origin_file_name, content_type, byte_size)
      SELECT user_seq_no, 'ID_CARD', ${`${randomBytes(16).toString('hex')}.bin`}, 'id.jpg', 'image/jpeg', 10
      FROM member_user WHERE login_id = 'planner1' RETURNING id`)
  );
  return Number(row!.id);
}

/** An easy bag of planner1's with one line, written as the API would (random 22-character id). */
async function plannerBag(): Promise<string> {
  const bagId = randomBytes(16).toString('base64url');
  await ctx.database.db.execute(sql`WITH b AS (INSERT INTO easy_bag (id, user_seq_no, name)
      SELECT ${bagId}, user_seq_no, '봄 세트' FROM member_user WHERE login_id = 'planner1' RETURNING id)
    INSERT INTO easy_bag_line (bag_id, position, product_id, quantity) SELECT id, 0, 1001, 1 FROM b`);
  return bagId;
}

/** A saved card of the victim's with its card password (123456). */
async function victimCard(access: string, userSeqNo: number): Promise<number> {
  const call = cartApi(ctx);
  const { customerKey } = dataOf<{ customerKey: string }>(
    await call('GET', '/api/member/v1/users/favorite-cards-v2', access)
  );
  const { authKey } = await registerSandboxBillingAuth(ctx.app, { customerKey });
  const { card } = dataOf<{ card: { userFavoriteCardsId: number } }>(
    await call('POST', `/api/member/v1/${userSeqNo}/favorite-cards`, access, { customerKey, authKey })
  );
  dataOf(
    await call('POST', `/api/member/v1/users/${userSeqNo}/order-password`, access, {
      userFavoriteCardsId: card.userFavoriteCardsId,
      orderPassword: '123456'
    })
  );
  return card.userFavoriteCardsId;
}

/** An autoship subscription of the victim's, on her address and saved card (card password 123456). */
async function victimSubscription(access: string, ids: Ids, productId: number): Promise<number> {
  const call = cartApi(ctx);
  const made = dataOf<{ autoshipId: number }>(
    await call('POST', '/api/order/v1/autoship/subscriptions', access, {
      lines: [{ productId, quantity: 1 }],
      cycle: { kind: 'WEEKS', weeks: 4 },
      firstChargeDay: inTwoDays(),
      userAddressId: ids.addressId,
      userFavoriteCardsId: ids.favoriteCardId,
      orderPassword: '123456'
    })
  );
  return made.autoshipId;
}

/** A return of the victim's delivered order (one unit of its first line), as she would have asked for it. */
async function victimReturn(orderNumber: string): Promise<number> {
  const [row] = rowsOf<{ id: string }>(
    await ctx.database.db
      .execute(sql`WITH o AS (SELECT id, user_seq_no FROM sales_order WHERE order_number = ${orderNumber}),
      r AS (INSERT INTO return_request (order_id, user_seq_no, status, reason, refund_method, pickup_name, pickup_mobile,
        pickup_zipcode, pickup_address1, estimate)
        SELECT id, user_seq_no, 'REQUESTED', 'CHANGE_OF_MIND', 'ORIGINAL_PAYMENT', '김민지', '01012345678', '06236',
          '서울 강남구 테헤란로 152', '{"goods":0,"couponShare":0,"deliveryFeeRefunded":0,"shippingDeducted":0,"cashRefund":0,"pointsBack":0,"pointsEarnedTakenBack":0}'::jsonb
        FROM o RETURNING id, order_id)
      INSERT INTO return_line (return_id, order_line_id, quantity)
        SELECT r.id, (SELECT min(id) FROM sales_order_line WHERE order_id = r.order_id), 1 FROM r RETURNING return_id AS id`)
  );
  return Number(row!.id);
}

/** Every property name of a body schema, at any depth. */
function propertyNames(schema: Schema | null | undefined): string[] {
  if (!schema) return [];
  const nested = [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
    ...(schema.items ? [schema.items] : [])
  ];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
      name,
      ...propertyNames(property)
    ]),
    ...nested.flatMap(propertyNames)
  ];
}

const keyOf = (operation: Operation) => `${operation.method} ${operation.path}`;

/** The victim's wishlist, recently viewed and a waiting restock alert on a sold-out product (issue 21). */
async function victimLists(userSeqNo: number, productId: number): Promise<number> {
  const soldOut = await makeProduct(ctx, { salesStatus: 'SOLD_OUT', stock: 0 });
  await ctx.database.db.insert(wishlistItems).values({ userSeqNo, productId });
  await ctx.database.db.insert(recentViews).values({ userSeqNo, productId });
  const [alert] = await ctx.database.db
    .insert(restockAlerts)
    .values({ userSeqNo, productId: soldOut.id, language: 'ko-KR' })
    .returning({ id: restockAlerts.id });
  return alert!.id;
}

/** A private feedback post of the victim's (issue 19). */
async function victimFeedback(access: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/etc/v1/public/feedback',
    headers: { authorization: `Bearer ${access}` },
    remoteAddress: nextAddress(),
    payload: {
      category: 'SERVICE',
      title: '배송 문의',
      body: '주문한 세럼이 언제 오는지 알고 싶어요.',
      visibility: 'PRIVATE'
    }
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { feedbackId: number } }>().data.feedbackId;
}

/** The victim's rows: every table with a user_seq_no, the rows of her orders, her verification requests. */
async function snapshot(ids: Ids): Promise<Record<string, unknown[]>> {
  const tables = rowsOf<{ table_name: string; column_name: string }>(
    await ctx.database.db.execute(sql`SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name IN ('user_seq_no', 'order_id') ORDER BY table_name, column_name`)
  );
  const orders = sql`(SELECT id FROM sales_order WHERE user_seq_no = ${ids.userSeqNo})`;
  const rows: Record<string, unknown[]> = {};
  for (const { table_name: table, column_name: column } of tables) {
    const where = column === 'user_seq_no' ? sql`user_seq_no = ${ids.userSeqNo}` : sql`order_id IN ${orders}`;
    // order_id is text in some tables (the provider's order id): those rows are read through user_seq_no or not at all.
    const result = await ctx.database.db
      .execute(sql`SELECT * FROM ${sql.identifier(table)} WHERE ${where} ORDER BY 1`)
      .catch(() => null);
    if (result) rows[`${table}.${column}`] = rowsOf(result);
  }
  rows.certification_request = rowsOf(
    await ctx.database.db.execute(
      sql`SELECT * FROM certification_request WHERE request_id IN (${ids.memberRequestId}, ${ids.visitorRequestId}) ORDER BY id`
    )
  );
  return rows;
}

function request(operation: Operation, probe: Probe, ids: Ids): InjectOptions {
  const { params = {}, query = {}, body } = probe(ids, attacker);
  const encoded = (values: Record<string, string | number>) =>
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, urlEncode(String(value))]));
  const payload = operation.body ? { ...(sample(operation.body) as Record<string, unknown>), ...body } : body;
  return {
    method: operation.method as InjectOptions['method'],
    url: urlOf(operation, encoded(params), encoded(query)),
    headers: { authorization: `Bearer ${attacker.token}`, 'idempotency-key': randomUUID() },
    remoteAddress: nextAddress(),
    ...(payload ? { payload: JSON.parse(JSON.stringify(payload)) as Record<string, unknown> } : {})
  };
}

const codeOf = (response: LightMyRequestResponse) => {
  try {
    return response.json<{ code?: string }>().code;
  } catch {
    return undefined;
  }
};

describe("another member's ids", () => {
  it('every operation with an id is probed here or says why its ids name no member row', () => {
    const withIds = operations.filter(
      (operation) =>
        [...operation.params, ...operation.query].some((parameter) => ID_NAME.test(parameter.name)) ||
        propertyNames(operation.body).some((name) => ID_NAME.test(name))
    );
    expect(withIds.length).toBeGreaterThan(50);
    const unaccounted = withIds.map(keyOf).filter((key) => !PROBES[key] && !NOT_MEMBER_OWNED[key]);
    expect(unaccounted).toEqual([]);
    // And nothing listed here is stale.
    const documented = new Set(operations.map(keyOf));
    expect(
      [...Object.keys(PROBES), ...Object.keys(NOT_MEMBER_OWNED)].filter((key) => !documented.has(key))
    ).toEqual([]);
  });

  it("answer 403 or 404, or what a made-up id gets, and change none of the victim's rows", async () => {
    const before = await snapshot(victim);
    const leaks: string[] = [];
    for (const operation of operations) {
      for (const probe of PROBES[keyOf(operation)] ?? []) {
        const [theirs, madeUp] = await Promise.all([
          ctx.app.inject(request(operation, probe, victim)),
          ctx.app.inject(request(operation, probe, MADE_UP))
        ]);
        // A probe refused for its shape never reached the ownership check: it is a broken probe.
        if (codeOf(theirs) === 'VALIDATION_FAILED')
          leaks.push(`${keyOf(operation)}: the probe itself is invalid ${theirs.body.slice(0, 300)}`);
        const refused = theirs.statusCode === 403 || theirs.statusCode === 404;
        // The guest cart's line ids in merge and refresh are the browser's own keys, echoed back: 200 either way.
        const sameAsUnknown = theirs.statusCode === madeUp.statusCode && codeOf(theirs) === codeOf(madeUp);
        if (!refused && !sameAsUnknown) {
          leaks.push(
            `${keyOf(operation)} → ${theirs.statusCode} ${theirs.body.slice(0, 160)} (made-up id: ${madeUp.statusCode} ${codeOf(madeUp)})`
          );
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshot(victim)).toEqual(before);
  }, 120_000);
});
