import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  agreeAndPay,
  buyNow,
  expectSuccess,
  expectSummaryReady,
  giveAddress,
  inPaymentWindow
} from './checkout-steps.ts';
import { signUpCustomer, uniqueLoginId } from './signup-steps.ts';
import { E2E_PORT } from './env.ts';
import { loginByApi } from './login.ts';

/**
 * Checkout (docs/decisions/034, 039): the storefront's screens against the real API and the Toss
 * sandbox's hosted payment window. Both projects run at once against one product, so each journey picks its own
 * account and product:
 * - coupons and points: planner1 (its seeded planner coupon, 7,000 won from 50,000, and 3,000 points). customer1
 *   and customer2 also hold coupons, but cart.e2e.ts empties and counts their carts at the same time. Only the
 *   phone run spends the coupon (one coupon, one order); the desktop run pays with points alone.
 * - two-step payment and a failed payment: a fresh member each (their own carts), with an address set up through
 *   the API.
 * - guest: the guest's own browser cart.
 */
/** The postcode widget script: aborted, the address dialog uses our own search list (as in address.e2e.ts). */
const POSTCODE_SCRIPT = '**/postcode.v2.js';
/** The guest's lookup password (distinct enough that finding it in web storage means it was stored). */
const GUEST_PASSWORD = 'rweb6-Lookup!';

// Seed products (apps/api/seed/products-*.ts) no other journey buys, all ON_SALE with hundreds in stock.
const DUO = { id: 1063, name: '한빛랩 세라마이드 장벽 크림 듀오 기획' }; // planner price 37,800
const CREAM = { id: 1009, name: '루미에르 비타 콜라겐 탄력 크림 50ml' }; // planner price 43,610
const AMPOULE = { id: 1006, name: '한빛랩 나이아신아마이드 10 잡티 앰플 30ml' }; // member 31,200
const SUNSCREEN = { id: 1011, name: '한빛랩 마일드 무기자차 선크림 SPF50+ PA++++ 50ml' }; // member 20,800, guest 26,000
const BALM = { id: 1028, name: '한빛랩 애프터쉐이브 진정 밤 100ml' };
const SCRUB = { id: 1034, name: '마음홈 히말라야 핑크솔트 바디스크럽 300g' };
const SPONGE = { id: 1053, name: '마음홈 셀룰로오스 스펀지 수세미 5매' };
const DETERGENT = { id: 1054, name: '마음홈 올인원 캡슐 세제 30개입' };

const main = (page: Page) => page.locator('main');

/** Screenshots of the real screens for review (E2E_SHOTS=/work/shots/web); none otherwise. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir)
    await page.screenshot({
      path: `${dir}/real-${name}-${page.viewportSize()?.width ?? 0}.png`,
      fullPage: true
    });
}

test.describe('checkout', () => {
  test.describe('as planner1', () => {
    test.use({ member: 'planner1' });

    test('a member sees the summary follow the coupon and points, pays in the sandbox window and lands on the TP number; the line left the cart', async ({
      page
    }, testInfo) => {
      test.setTimeout(90_000);
      const phone = testInfo.project.name === 'phone';
      const product = phone ? DUO : CREAM;
      await buyNow(page, product, phone ? 2 : 1);
      await expect(page).toHaveURL(/\/order$/);
      await expect(main(page).getByTestId('order-test-mode')).toHaveText(
        '테스트 모드 — 실제 결제되지 않습니다'
      );
      await expect(main(page).getByTestId('order-line')).toHaveCount(1);
      await expect(main(page).getByTestId('order-line')).toContainText(product.name);
      // planner1's default address is preselected.
      await expect(main(page).getByTestId('order-address-chosen')).toBeVisible();
      const before = await expectSummaryReady(page);
      // The 청약철회 right and the escrow protection, by the agreements (docs/decisions/093).
      const notices = main(page).getByTestId('order-legal-notices');
      await notices.scrollIntoViewIfNeeded();
      await expect(notices.getByTestId('order-withdrawal-notice')).toContainText(
        '상품을 받은 날부터 7일 이내에는 청약철회(반품·환불)를 신청할 수 있습니다.'
      );
      await expect(notices.getByTestId('order-withdrawal-notice')).toBeInViewport();
      await expect(notices.getByTestId('escrow-notice')).toContainText(
        '구매안전서비스(에스크로)로 보호됩니다.'
      );
      await expect(notices.getByTestId('escrow-confirm-link')).toHaveAttribute('rel', 'noopener');

      let couponOff = 0;
      if (phone) {
        await main(page).getByTestId('order-coupon-open').click();
        const dialog = page.getByTestId('order-coupon-dialog');
        const option = dialog
          .getByTestId('order-coupon-option')
          .filter({ hasText: '플래너 전용 7,000원 쿠폰' });
        await expect(option).toHaveAttribute('data-applicable', 'true');
        await option.click();
        await dialog.getByTestId('order-coupon-apply').click();
        await expect(main(page).getByTestId('summary-coupon')).toHaveText('−7,000원');
        couponOff = 7000;
        await expect(main(page).getByTestId('summary-amount')).toHaveText(
          `${(before - couponOff).toLocaleString('ko-KR')}원`
        );
      }
      await shot(page, 'checkout');

      await main(page).getByTestId('order-points-input').fill('1000');
      await expect(main(page).getByTestId('summary-points')).toHaveText('−1,000원');
      const amount = before - couponOff - 1000;
      await expect(main(page).getByTestId('summary-amount')).toHaveText(
        `${amount.toLocaleString('ko-KR')}원`
      );
      await expect(main(page).getByTestId('order-pay')).toHaveText(
        `${amount.toLocaleString('ko-KR')}원 결제하기`
      );

      await agreeAndPay(page);
      await inPaymentWindow(page, amount);
      await expectSuccess(page, '/order/success');
      await expect(main(page).getByTestId('order-success-amount')).toHaveText(
        `${amount.toLocaleString('ko-KR')}원`
      );
      await expect(main(page).getByTestId('order-success-points')).toHaveText('1,000P');
      // Points come once the parcel ships (earn-point on the order detail); a reload shows the same promise.
      const earned = main(page).getByTestId('order-success-earned');
      await expect(earned).toHaveText(
        /^적립 예정 포인트 [\d,]+P는 상품이 출고되면 주문 상세에서 받을 수 있습니다\.$/
      );
      const earnedText = await earned.textContent();
      await shot(page, 'success');
      await page.reload();
      await expect(earned).toHaveText(earnedText ?? '');
      await expect(main(page).getByTestId('order-success-line')).toContainText(product.name);

      // The ordered line left the cart (the empty cart may then suggest it again as bought before).
      await page.goto('/cart');
      await expect(main(page).getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
      await expect(
        main(page).getByTestId('cart-empty').or(main(page).getByTestId('cart-line').first())
      ).toBeVisible();
      await expect(main(page).getByTestId('cart-line').filter({ hasText: product.name })).toHaveCount(0);
    });
  });

  test('a member pays in two steps: the first amount typed, the sandbox approves twice, success shows both payments', async ({
    page,
    request,
    loginAs
  }, testInfo) => {
    test.setTimeout(150_000);
    const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'two') });
    await giveAddress(request, member.loginId, member.password);
    await loginAs(member.loginId, member.password);
    await buyNow(page, AMPOULE);
    await expect(page).toHaveURL(/\/order$/);
    const amount = await expectSummaryReady(page);

    await main(page).getByTestId('order-split-toggle').check();
    await main(page).getByTestId('order-split-first').fill('50');
    await expect(main(page).getByTestId('order-split-error')).toHaveText(
      '1차, 2차 결제 금액은 각각 100원 이상이어야 합니다.'
    );
    await main(page).getByTestId('order-split-first').fill('10000');
    const rest = amount - 10000;
    await expect(main(page).getByTestId('order-split-remaining')).toHaveText(
      `2차 결제 금액 ${rest.toLocaleString('ko-KR')}원`
    );

    await agreeAndPay(page);
    await inPaymentWindow(page, 10000);
    await expect(page).toHaveURL(/\/order$/);
    await expect(main(page).getByTestId('order-step-progress')).toContainText(
      `1차 결제 완료 10,000원 — 2차 결제 ${rest.toLocaleString('ko-KR')}원`
    );
    // A reload keeps the two-step state (sessionStorage paymentInfo).
    await page.reload();
    await expect(main(page).getByTestId('order-step-progress')).toBeVisible();
    await shot(page, 'two-step');
    await main(page).getByTestId('order-pay').click();
    await inPaymentWindow(page, rest);
    await expectSuccess(page, '/order/success');
    await expect(main(page).getByTestId('order-success-step-1')).toHaveText('10,000원');
    await expect(main(page).getByTestId('order-success-step-2')).toHaveText(
      `${rest.toLocaleString('ko-KR')}원`
    );
    await expect(main(page).getByTestId('order-success-amount')).toHaveText(
      `${amount.toLocaleString('ko-KR')}원`
    );
    // 주문 상세 (the order history screens): the same order with its two card payments.
    const number = (await main(page).getByTestId('order-success-number').textContent()) ?? '';
    await main(page).getByTestId('order-success-detail').click();
    await expect(page).toHaveURL(`/mypage/orderDetail?orderNumber=${number}`);
    await expect(main(page).getByTestId('order-number')).toContainText(number);
    await expect(main(page).getByTestId('order-payment')).toHaveCount(2);
  });

  test('a guest gives orderer details, types an address and a lookup password, pays, and finds the order again from the guest success page', async ({
    page
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.route(POSTCODE_SCRIPT, (route) => route.abort());
    const product = testInfo.project.name === 'phone' ? SUNSCREEN : SCRUB;
    await buyNow(page, product);
    await expect(page).toHaveURL(/\/order\/nonuser\/info$/);
    await main(page).getByTestId('nonuser-next').click();
    await expect(main(page)).toContainText('이름을 입력해 주세요.');
    await main(page).getByTestId('nonuser-name').fill('박지수');
    await main(page).getByTestId('nonuser-mobileNumber').fill('01098765432');
    await main(page).getByTestId('nonuser-email').fill('jisoo@example.com');
    await main(page).getByTestId('nonuser-agree').check();
    await main(page).getByTestId('nonuser-next').click();

    await expect(page).toHaveURL(/\/order\/guest$/);
    await expect(main(page).getByTestId('order-orderer')).toContainText('박지수');
    await expect(main(page).getByTestId('order-coupon')).toHaveCount(0);
    const amount = await expectSummaryReady(page);

    await main(page).getByTestId('order-address-edit').click();
    const form = page.getByTestId('address-form-dialog');
    await form.getByLabel('배송지명').fill('집');
    await form.getByLabel('성', { exact: true }).fill('박');
    await form.getByLabel('이름', { exact: true }).fill('지수');
    await form.getByLabel('휴대폰 번호').fill('01098765432');
    await form.getByTestId('address-search-open').click();
    const search = page.getByTestId('address-search-dialog');
    await search.getByRole('searchbox').fill('테헤란로 152');
    await search.getByRole('searchbox').press('Enter');
    await search.getByTestId('address-search-row').first().click();
    await expect(search).toHaveCount(0);
    await form.getByLabel('상세 주소').fill('3층');
    await form.getByRole('button', { name: '이 주소 사용' }).click();
    await expect(form).toHaveCount(0);
    await expect(main(page).getByTestId('order-address-chosen')).toContainText('테헤란로 152');

    await main(page).getByTestId('order-guest-password-input').fill(GUEST_PASSWORD);
    await main(page).getByTestId('order-guest-password-confirm').fill(GUEST_PASSWORD);
    await shot(page, 'guest-checkout');
    await agreeAndPay(page);
    await inPaymentWindow(page, amount);
    const number = await expectSuccess(page, '/order/guest/success');
    await shot(page, 'guest-success');
    await expect(main(page).getByTestId('order-success-guest-hint')).toContainText(number);
    // The ordered line left the guest's cart.
    const cart = await page.evaluate(() => localStorage.getItem('mall.guestCart'));
    expect(cart ?? '[]').not.toContain(`"productId":${product.id}`);

    // The guest finds the order again: the success page's link opens the lookup.
    await main(page).getByTestId('order-success-guest-lookup').click();
    await expect(page).toHaveURL(/\/order\/guest\/lookup$/);
    const lookup = main(page);
    // Number + a wrong password: the one translated not-found message, nothing shown.
    await lookup.getByTestId('guest-method-password').click();
    await lookup.getByTestId('guest-orderNumber').fill(number);
    await lookup.getByTestId('guest-password').fill('9999');
    await lookup.getByTestId('guest-lookup-submit').click();
    await expect(lookup.getByTestId('guest-lookup-failure')).toHaveText(
      '입력하신 정보와 일치하는 주문이 없습니다.'
    );
    await expect(lookup.getByTestId('order-number')).toHaveCount(0);
    // Number + the password given at checkout.
    await lookup.getByTestId('guest-password').fill(GUEST_PASSWORD);
    await lookup.getByTestId('guest-lookup-submit').click();
    await expect(lookup.getByTestId('order-number')).toHaveText(number);
    await expect(lookup.getByRole('region', { name: '주문 상품' })).toContainText(product.name);
    await expect(lookup.getByTestId('order-amount')).toHaveText(`${amount.toLocaleString('ko-KR')}원`);
    await shot(page, 'guest-lookup-found');
    // Again, by number + name + mobile.
    await lookup.getByRole('button', { name: '다른 주문 조회' }).click();
    await lookup.getByTestId('guest-method-name').click();
    await lookup.getByTestId('guest-orderNumber').fill(number);
    await lookup.getByTestId('guest-name').fill('박지수');
    await lookup.getByTestId('guest-mobileNumber').fill('010-9876-5432');
    await lookup.getByTestId('guest-lookup-submit').click();
    await expect(lookup.getByTestId('order-number')).toHaveText(number);
    await expect(lookup.getByRole('region', { name: '주문 상품' })).toContainText(product.name);
    // The lookup password was never put into web storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(GUEST_PASSWORD);
  });

  test('a refused card brings the member back to /order with the translated message and the form as it was; then the payment goes through', async ({
    page,
    request,
    loginAs
  }, testInfo) => {
    test.setTimeout(150_000);
    const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'fail') });
    await giveAddress(request, member.loginId, member.password);
    await loginAs(member.loginId, member.password);
    await buyNow(page, BALM);
    await expect(page).toHaveURL(/\/order$/);
    const amount = await expectSummaryReady(page);
    await main(page).getByTestId('order-message-preset').selectOption('OTHER');
    await main(page).getByTestId('order-message-text').fill('공동현관 1234#');
    await expect(main(page).getByTestId('order-message-counter')).toHaveText('10/50');

    await agreeAndPay(page);
    await inPaymentWindow(page, amount, 'reject');
    await expect(page).toHaveURL(/\/order$/);
    await expect(main(page).getByTestId('order-failure-message')).toHaveText(
      '카드사에서 결제를 거절했습니다. 다른 카드로 다시 시도해 주세요.'
    );
    // The form as it was: the address, the message, the agreements.
    await expect(main(page).getByTestId('order-address-chosen')).toContainText('테헤란로 152');
    await expect(main(page).getByTestId('order-message-text')).toHaveValue('공동현관 1234#');
    await expect(main(page).getByTestId('order-agree-all')).toBeChecked();
    await shot(page, 'failed');

    // Cancelled in the window: its own message.
    await main(page).getByTestId('order-pay').click();
    await inPaymentWindow(page, amount, 'cancel');
    await expect(main(page).getByTestId('order-failure-message')).toHaveText(
      '결제를 취소하셨습니다. 다시 결제해 주세요.'
    );

    await main(page).getByTestId('order-pay').click();
    await inPaymentWindow(page, amount);
    await expectSuccess(page, '/order/success');
  });
  test('opened under another local name (localhost), the shop moves to its one address and the card payment goes through', async ({
    page,
    request
  }, testInfo) => {
    test.setTimeout(150_000);
    // The product runs with PUBLIC_ORIGIN http://127.0.0.1:<port>; a shopper types localhost instead. The payment
    // window only accepts return URLs on the shop's origin, so a checkout left on localhost was refused.
    const member = await signUpCustomer(page, request, { loginId: uniqueLoginId(testInfo, 'host') });
    await giveAddress(request, member.loginId, member.password);
    await loginByApi(page, member.loginId, member.password);
    const product = testInfo.project.name === 'phone' ? SPONGE : DETERGENT;
    await page.goto(`http://localhost:${E2E_PORT}/product/detail/${product.id}`);
    await expect(page).toHaveURL(`http://127.0.0.1:${E2E_PORT}/product/detail/${product.id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await main(page).getByRole('button', { name: '바로 구매' }).click();
    await expect(page).toHaveURL(/\/order$/);
    const amount = await expectSummaryReady(page);
    await agreeAndPay(page);
    await inPaymentWindow(page, amount);
    await expectSuccess(page, '/order/success');
    expect(new URL(page.url()).host).toBe(`127.0.0.1:${E2E_PORT}`);
  });
});
