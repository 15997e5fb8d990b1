// Screenshots of the checkout screens at 375 and 1280 px (helper "web", issue 6). The order API answers are
// faked with page.route until the API branches land; login, address book and catalogue are the real product.
// Usage: BASE=http://127.0.0.1:3415 OUT=/work/shots/web node scripts/shots/checkout-shots.mjs
import { chromium } from '@playwright/test';
import { priceOrder } from '../../packages/domain/src/order-rules.ts';

const BASE = process.env.BASE ?? 'http://127.0.0.1:3415';
const OUT = process.env.OUT ?? '/work/shots/web';
const SHEET_ID = '3f9a2c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const lines = [
  { productId: 1004, productOptionId: null, productName: '루미에르 비타 비타C 브라이트닝 미스트 120ml', optionValue: null, imageUrl: '/media/products/1004-1.webp', brand: 'Lumière Vita', quantity: 1, priceOriginal: 24000, price: 19200, point: 192, couponApplies: true, salesStatus: { code: 'ON_SALE' }, available: true, unavailableReason: null },
  { productId: 1002, productOptionId: 2, productName: '오리엘 딥 클렌징 오일 200ml', optionValue: '200ml', imageUrl: '/media/products/1002-1.webp', brand: 'Oriel', quantity: 2, priceOriginal: 32000, price: 25600, point: 256, couponApplies: true, salesStatus: { code: 'ON_SALE' }, available: true, unavailableReason: null }
];
const coupons = [
  { memberCouponId: 77, couponName: '웰컴 3,000원 할인', discountType: 'AMOUNT', discountValue: 3000, maxDiscount: null, minOrderAmount: 10000, issuedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-12-31T00:00:00Z', status: 'ISSUED', usedAt: null, usedOrderNumber: null, applicable: true, discount: 3000, reason: null },
  { memberCouponId: 78, couponName: '뷰티 10% 할인 (최대 5,000원)', discountType: 'RATE', discountValue: 10, maxDiscount: 5000, minOrderAmount: 30000, issuedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-12-31T00:00:00Z', status: 'ISSUED', usedAt: null, usedOrderNumber: null, applicable: true, discount: 5000, reason: null },
  { memberCouponId: 79, couponName: '10만원 이상 만원 할인', discountType: 'AMOUNT', discountValue: 10000, maxDiscount: null, minOrderAmount: 100000, issuedAt: '2026-11-01T00:00:00Z', expiresAt: '2026-12-31T00:00:00Z', status: 'ISSUED', usedAt: null, usedOrderNumber: null, applicable: false, discount: 0, reason: 'MIN_AMOUNT' }
];
const summary = (couponId, points) => {
  const coupon = coupons.find((c) => c.memberCouponId === couponId) ?? null;
  const price = priceOrder(lines, { coupon, pointRequested: points, pointBalance: 12000 });
  return { lines, price, coupon: coupon ? { memberCouponId: coupon.memberCouponId, couponName: coupon.couponName, discount: price.couponDiscount } : null, pointBalance: 12000 };
};
const steps = (amount, first) =>
  first ? [
    { step: 1, paymentOrderId: 'AP261123000042-1-a', amount: first, status: 'READY' },
    { step: 2, paymentOrderId: 'AP261123000042-2-a', amount: amount - first, status: 'READY' }
  ] : [{ step: 1, paymentOrderId: 'AP261123000042-1-a', amount, status: 'READY' }];

async function fakeApi(page, state) {
  const data = (body) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: body }) });
  await page.route('**/api/order/v1/sales/sheet', (route) => route.fulfill(data({ sheetId: SHEET_ID, cartType: 'normal', source: 'CART', lines, price: summary(null, 0).price, pointBalance: 12000, expiresAt: '2026-11-24T00:00:00Z' })));
  await page.route(`**/api/order/v1/sales/sheet/${SHEET_ID}`, (route) => route.fulfill(data({ sheetId: SHEET_ID, cartType: 'normal', source: 'CART', lines, price: summary(null, 0).price, pointBalance: 12000, expiresAt: '2026-11-24T00:00:00Z' })));
  await page.route('**/api/order/v1/sales/order-summary', (route) => {
    const body = route.request().postDataJSON();
    route.fulfill(data(summary(body.memberCouponId, body.pointUsed)));
  });
  await page.route('**/api/order/v1/public/guest-order/order-summary', (route) => route.fulfill(data(summary(null, 0))));
  await page.route('**/api/compensation/coupon/v1/coupons/get-available*', (route) => route.fulfill(data({ coupons })));
  await page.route('**/api/order/v1/public/payments/config', (route) => route.fulfill(data({ provider: 'sandbox', clientKey: 'test_ck_sandbox', sdkSrc: '/__sandbox/toss/v2/standard.js', testMode: true })));
  await page.route('**/api/order/v1/sales/init', (route) => {
    const body = route.request().postDataJSON();
    state.amount = body.expectedAmount;
    route.fulfill(data({ orderNumber: 'AP261123000042', displayOrderNumber: 'TP261123000042', status: 'PAYMENT_PENDING', amount: body.expectedAmount, orderName: '루미에르 비타 비타C 브라이트닝 미스트 120ml 외 1건', steps: steps(body.expectedAmount, body.splitFirstAmount), customerKey: 'c0ffee00-0000-4000-8000-000000000001' }));
  });
  await page.route('**/api/order/v1/public/guest-order/init', (route) => {
    const body = route.request().postDataJSON();
    state.amount = body.expectedAmount;
    route.fulfill(data({ orderNumber: 'AP261123000043', displayOrderNumber: 'TP261123000043', status: 'PAYMENT_PENDING', amount: body.expectedAmount, orderName: '루미에르 비타 비타C 브라이트닝 미스트 120ml 외 1건', steps: steps(body.expectedAmount, null), customerKey: '@@ANONYMOUS' }));
  });
  await page.route('**/api/order/v1/public/payments/confirm', (route) => {
    const body = route.request().postDataJSON();
    const two = body.orderId.includes('-1-') && state.split;
    const order = {
      orderNumber: 'AP261123000042', displayOrderNumber: state.guest ? 'TP261123000043' : 'TP261123000042', cartType: 'normal', status: 'PLACED', orderedAt: '2026-11-23T07:00:00Z', amount: state.amount,
      lines: lines.map(({ productId, productOptionId, productName, optionValue, imageUrl, quantity, priceOriginal, price }) => ({ productId, productOptionId, productName, optionValue, imageUrl, quantity, priceOriginal, price })),
      price: summary(77, 2000).price, coupon: null, pointEarned: false,
      payments: state.split ? [{ step: 1, amount: 20000, status: 'DONE' }, { step: 2, amount: state.amount - 20000, status: 'DONE' }].map((p) => ({ ...p, method: '카드', cardCompany: '신한', cardNumber: '1234****', approvedAt: null, cancelledAt: null, receiptUrl: null })) : [{ step: 1, amount: state.amount, status: 'DONE', method: '카드', cardCompany: '신한', cardNumber: '1234****', approvedAt: null, cancelledAt: null, receiptUrl: null }],
      delivery: { receiverName: '이민준', mobileNumber: '01012345678', zipcode: '06236', address1: '서울특별시 강남구 테헤란로 152', address2: '12층', addressDescription: '', message: '', courier: null, trackingNumber: null, shippedAt: null, deliveredAt: null },
      orderer: { name: '이민준', mobileNumber: '01012345678', email: 'a@example.com' }, cancellable: true, cancelledAt: null, guest: Boolean(state.guest)
    };
    route.fulfill(data(two
      ? { orderNumber: 'AP261123000042', displayOrderNumber: 'TP261123000042', step: 1, totalSteps: 2, placed: false, nextStep: { step: 2, paymentOrderId: 'AP261123000042-2-a', amount: state.amount - 20000, status: 'READY' }, order: null }
      : { orderNumber: order.orderNumber, displayOrderNumber: order.displayOrderNumber, step: state.split ? 2 : 1, totalSteps: state.split ? 2 : 1, placed: true, nextStep: null, order }));
  });
  await page.route('**/api/order/v1/public/payments/abandon', (route) => route.fulfill(data({ orderNumber: 'AP261123000042', status: 'FAILED', refundedSteps: 0 })));
  await page.route('**/api/order/v1/sales/earn-point', (route) => route.fulfill(data({ earned: 704, balance: 10704 })));
  // The provider's window: straight back to successUrl (or failUrl when state.fail is set).
  await page.addInitScript(() => {
    window.TossPayments = () => ({
      payment: () => ({
        requestPayment: async (request) => {
          const fail = sessionStorage.getItem('shots.fail');
          if (fail) {
            sessionStorage.removeItem('shots.fail');
            window.location.assign(`${request.failUrl}?code=${fail}&message=%EC%B9%B4%EB%93%9C%EC%82%AC%20%EA%B1%B0%EC%A0%88&orderId=${request.orderId}`);
            return;
          }
          window.location.assign(`${request.successUrl}?paymentKey=pk_${request.orderId}&orderId=${request.orderId}&amount=${request.amount.value}`);
        }
      })
    });
  });
}

const shot = async (page, name, width) => {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const width of [375, 1280]) {
  const state = {};
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, locale: 'ko-KR' });
  await context.addInitScript(() => localStorage.setItem('mall.noticeHiddenUntil', String(Date.now() + 86_400_000)));
  const page = await context.newPage();
  await fakeApi(page, state);
  // Member: log in as customer1 (three saved addresses).
  await page.goto(`${BASE}/login`);
  await page.getByLabel('아이디 또는 회원번호').fill('customer1');
  await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
  await page.locator('main').getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.evaluate(() => sessionStorage.setItem('mall.orderData', JSON.stringify({ cartType: 'normal', guest: false, lines: [{ cartId: 1, productId: 1004, productOptionId: null, quantity: 1 }, { cartId: 2, productId: 1002, productOptionId: 2, quantity: 2 }], createdAt: new Date().toISOString() })));
  await page.goto(`${BASE}/order`);
  await page.getByTestId('summary-amount').waitFor();
  await shot(page, 'checkout', width);
  await page.getByTestId('order-coupon-open').click();
  await page.getByTestId('order-coupon-dialog').waitFor();
  await shot(page, 'checkout-coupon-dialog', width);
  await page.getByTestId('order-coupon-option').first().click();
  await page.getByTestId('order-coupon-apply').click();
  await page.getByTestId('order-points-input').fill('2000');
  await page.getByTestId('order-split-toggle').check();
  await page.getByTestId('order-split-first').fill('20000');
  await page.getByTestId('order-message-preset').selectOption('OTHER');
  await page.getByTestId('order-message-text').fill('공동현관 비밀번호 1234#');
  await page.waitForTimeout(800);
  await shot(page, 'checkout-coupon-points-split', width);
  // Fail once, then two steps.
  await page.evaluate(() => sessionStorage.setItem('shots.fail', 'REJECT_CARD_COMPANY'));
  await page.getByTestId('order-agree-all').check();
  state.split = true;
  await page.getByTestId('order-pay').click();
  await page.getByTestId('order-failure-message').waitFor();
  await shot(page, 'checkout-failed', width);
  await page.getByTestId('order-pay').click();
  await page.getByTestId('order-step-progress').waitFor();
  await shot(page, 'checkout-two-step', width);
  await page.getByTestId('order-pay').click();
  await page.getByTestId('order-success-number').waitFor();
  await shot(page, 'success', width);
  await context.close();

  // Guest.
  const guestState = { guest: true };
  const guestContext = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, locale: 'ko-KR' });
  await guestContext.addInitScript(() => localStorage.setItem('mall.noticeHiddenUntil', String(Date.now() + 86_400_000)));
  const guestPage = await guestContext.newPage();
  await fakeApi(guestPage, guestState);
  await guestPage.goto(`${BASE}/`);
  await guestPage.evaluate(() => sessionStorage.setItem('mall.orderData', JSON.stringify({ cartType: 'normal', guest: true, lines: [{ cartId: 1, productId: 1004, productOptionId: null, quantity: 1 }, { cartId: 2, productId: 1002, productOptionId: 2, quantity: 2 }], createdAt: new Date().toISOString() })));
  await guestPage.goto(`${BASE}/order/guest`);
  await guestPage.getByTestId('nonuser-form').waitFor();
  await guestPage.getByTestId('nonuser-next').click();
  await shot(guestPage, 'nonuser-info', width);
  await guestPage.getByTestId('nonuser-name').fill('박지수');
  await guestPage.getByTestId('nonuser-mobileNumber').fill('01098765432');
  await guestPage.getByTestId('nonuser-email').fill('jisoo@example.com');
  await guestPage.getByTestId('nonuser-agree').check();
  await guestPage.getByTestId('nonuser-next').click();
  await guestPage.getByTestId('summary-amount').waitFor();
  await shot(guestPage, 'guest-checkout', width);
  await guestPage.getByTestId('order-address-edit').click();
  await guestPage.getByTestId('address-form-dialog').waitFor();
  await shot(guestPage, 'guest-address-form', width);
  await guestContext.close();
}
await browser.close();
console.log('shots written to', OUT);
