import type { ProductDetail, ProductNotice } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture, productDetail } from '../../../shared/testing/fixtures';
import { installIntersectionObserver } from '../../../shared/testing/intersection-observer';
import { installViewportWidth } from '../../../shared/testing/viewport-width';
import { renderApp } from '../../../shared/testing/render-app';

const cosmetics: ProductNotice = {
  kind: 'COSMETICS',
  items: {
    capacity: '50ml',
    specs: '모든 피부용',
    expiry: '제조일로부터 30개월, 개봉 후 12개월',
    usage: '토너 다음 단계에서 2~3방울을 펴 바릅니다.',
    manufacturer: '(주)코스원랩 / 충청북도 음성군',
    responsibleSeller: '(주)루미에르비타 / 서울특별시 중구',
    countryOfOrigin: '대한민국',
    ingredients: '정제수, 프로판다이올, 글리세린, 나이아신아마이드',
    functionalReview: '식품의약품안전처 심사(보고) 필 — 미백 기능성 화장품',
    cautions: '상처가 있는 부위 등에는 사용을 자제할 것',
    qualityStandard: '공정거래위원회 고시 소비자분쟁해결기준에 따름',
    consumerPhone: '1588-0000'
  }
};

function open(product: ProductDetail) {
  const api = installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    [`GET /api/product/v1/public/products/${product.productId}`]: () => ok(product),
    'POST /api/product/v1/public/products/recommendProductList': () => ok([])
  });
  const app = renderApp(`/product/detail/${product.productId}`);
  return { api, app, ready: screen.findByRole('heading', { level: 1, name: product.productName }) };
}

/** The row of a notice table by its header cell. */
const rowValue = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

describe('product page: the goods information notice (상품정보제공고시)', () => {
  it('shows every cosmetics item as a table row with its Korean label, folded on phones until opened', async () => {
    const user = userEvent.setup();
    const { ready } = open(productDetail({ notice: cosmetics }));
    await ready;
    const section = screen.getByRole('region', { name: '상품정보제공고시' });
    const table = within(section).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(12);
    expect(rowValue(table, '전성분')).toBe('정제수, 프로판다이올, 글리세린, 나이아신아마이드');
    expect(rowValue(table, '기능성 화장품 식품의약품안전처 심사 여부')).toBe(
      '식품의약품안전처 심사(보고) 필 — 미백 기능성 화장품'
    );
    expect(rowValue(table, '화장품책임판매업자')).toBe('(주)루미에르비타 / 서울특별시 중구');
    expect(within(table).getByRole('link', { name: '1588-0000' }).getAttribute('href')).toBe('tel:15880000');
    expect(section.textContent).toContain('(화장품)');

    const toggle = within(section).getByRole('button', { name: /^펼쳐 보기/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('goods-notice-body').className).toContain('max-md:hidden');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toContain('접기');
    expect(screen.getByTestId('goods-notice-body').className).not.toContain('max-md:hidden');
  });

  it('labels a health food’s items in English, including the not-a-medicine statement', async () => {
    await changeLanguage('en-US');
    const notice: ProductNotice = {
      kind: 'HEALTH_FOOD',
      items: {
        foodType: 'Health functional food (vitamin C)',
        manufacturer: 'BioNutra Co., Ltd.',
        dates: 'Use by: 24 months from manufacture',
        contents: '2 g × 30 sticks',
        rawMaterials: 'Vitamin C 1,000 mg',
        nutrition: '5 kcal',
        functionality: 'Antioxidant',
        intake: '1 stick a day',
        notMedicine: 'This product is not a medicine for preventing or treating disease.',
        gmo: 'No',
        imported: 'Made in Korea (not imported)',
        consumerPhone: '080-860-1200'
      }
    };
    const { ready } = open(productDetail({ notice }));
    await ready;
    const table = within(screen.getByRole('region', { name: 'Product information notice' })).getByRole(
      'table'
    );
    expect(rowValue(table, 'Not a medicine')).toBe(
      'This product is not a medicine for preventing or treating disease.'
    );
    expect(rowValue(table, 'Food type')).toBe('Health functional food (vitamin C)');
    expect(rowValue(table, 'Genetically modified ingredients')).toBe('No');
  });

  it('shows no notice section for a product without one, and the delivery terms from the shop’s constants', async () => {
    const { ready } = open(productDetail({ notice: null }));
    await ready;
    expect(screen.queryByTestId('goods-notice')).toBeNull();
    const terms = screen.getByRole('region', { name: '배송 · 교환 · 반품 안내' });
    expect(terms.textContent).toContain('배송비 3,000원, 50,000원 이상 구매 시 무료배송');
    expect(terms.textContent).toContain('상품을 받은 날부터 7일 이내');
    expect(terms.textContent).toContain('편도 3,000원(무료배송 주문은 왕복 6,000원)');
    expect(
      within(terms)
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.includes('경우'))
    ).not.toHaveLength(0);
    expect(within(terms).getByRole('link', { name: '비회원 주문 조회' }).getAttribute('href')).toBe(
      '/order/guest/lookup'
    );
  });
});

describe('product page: the phone’s sticky buy bar', () => {
  it('appears only once the page’s own buttons have scrolled up out of view, with the total and the actions', async () => {
    installViewportWidth(375);
    const observer = installIntersectionObserver();
    const user = userEvent.setup();
    const { app, ready } = open(productDetail());
    await ready;
    const buttons = screen.getByTestId('buy-buttons');
    await waitFor(() => expect(observer.observes(buttons)).toBe(true));
    // Below the fold counts as inside: only the top edge is a crossing (a jump past it is still seen).
    expect(observer.rootMargins()).toContain('0px 0px 1000000px 0px');
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();

    // Still below the fold (inside the observer's downward-stretched root): no bar.
    observer.report(buttons, { isIntersecting: true, top: 900, bottom: 948 });
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();

    // Scrolled past: the bar with the total for the chosen quantity.
    await user.click(screen.getByRole('button', { name: '수량 늘리기' }));
    observer.report(buttons, { isIntersecting: false, top: -120, bottom: -72 });
    const bar = await screen.findByRole('region', { name: '구매하기' });
    expect(within(bar).getByTestId('sticky-buy-bar-total').textContent).toBe('76,800원');
    expect(bar.hasAttribute('data-order-bar')).toBe(true);
    expect(bar.className).toContain('md:hidden');

    // Back in view: gone again.
    observer.report(buttons, { isIntersecting: true, top: 300, bottom: 348 });
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();

    // Its buy-now goes to checkout like the page's own (a guest: orderer details first), no cart line.
    observer.report(buttons, { isIntersecting: false, top: -120, bottom: -72 });
    await user.click(
      within(await screen.findByTestId('sticky-buy-bar')).getByRole('button', { name: '바로 구매' })
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/order/nonuser/info'));
    expect(readGuestCart()).toEqual([]);
  });

  it('is not made at the desktop width, where the buy box keeps its sticky column', async () => {
    installViewportWidth(1280);
    const observer = installIntersectionObserver();
    const { ready } = open(productDetail());
    await ready;
    const buttons = screen.getByTestId('buy-buttons');
    await waitFor(() => expect(observer.observes(buttons)).toBe(true));
    observer.report(buttons, { isIntersecting: false, top: -120, bottom: -72 });
    // The same scroll that brings the bar on a phone (above): on the desktop nothing is added to the page.
    await screen.findByTestId('buy-buttons');
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
  });

  it('never shows for a sold-out product', async () => {
    installViewportWidth(375);
    const observer = installIntersectionObserver();
    const { ready } = open(productDetail({ salesStatus: { code: 'SOLD_OUT' } }));
    await ready;
    expect(screen.queryByTestId('buy-buttons')).toBeNull();
    expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
    // Nothing to watch: no observer was even made.
    expect(observer.rootMargins()).toEqual([]);
  });
});
