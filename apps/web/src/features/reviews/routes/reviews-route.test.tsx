import type { OwnReview, ProductReview, ReviewableLine, ReviewPage, ReviewSummary } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, productDetail } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';

const PRODUCT = productDetail();
const BASE = `/api/product/v1/public/products/${PRODUCT.productId}/reviews`;

const review = (id: number, overrides: Partial<ProductReview> = {}): ProductReview => ({
  reviewId: id,
  productId: PRODUCT.productId,
  rating: 5,
  text: `리뷰 본문 ${id}: 촉촉하고 좋아요.`,
  photos: [],
  reviewer: '김**',
  optionValue: null,
  skinType: 'DRY',
  skinTone: 'LIGHT',
  skinConcerns: ['DRYNESS'],
  helpfulCount: 2,
  votedHelpful: false,
  mine: false,
  createdAt: '2026-11-20T03:00:00.000Z',
  ...overrides
});
const page = (list: ProductReview[]): ReviewPage => ({
  list,
  pageNumber: 1,
  totalPageNumber: 1,
  totalSize: list.length
});
const SUMMARY: ReviewSummary = {
  productId: PRODUCT.productId,
  reviewCount: 2,
  averageRating: 4.5,
  stars: [5, 4, 3, 2, 1].map((star) => ({ star, count: star >= 4 ? 1 : 0 })),
  photoReviewCount: 1
};

function openProduct(routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    [`GET /api/product/v1/public/products/${PRODUCT.productId}`]: () => ok(PRODUCT),
    [`GET ${BASE}/summary`]: () => ok(SUMMARY),
    [`GET ${BASE}`]: (call: FakeCall) =>
      ok(
        call.url.searchParams.get('skinType') === 'OILY'
          ? page([review(3, { rating: 4, skinType: 'OILY', skinTone: null, skinConcerns: [] })])
          : page([
              review(1, { photos: ['/media/reviews/a.jpg'] }),
              review(3, { rating: 4, skinType: 'OILY' })
            ])
      ),
    ...routes
  });
  renderApp(`/product/detail/${PRODUCT.productId}`);
  return api;
}

describe('the product page’s reviews', () => {
  it('shows the figures, the reviews with their skin profile, and filters by skin type', async () => {
    const api = openProduct();
    const section = await screen.findByTestId('product-reviews');
    await waitFor(() => expect(within(section).getAllByTestId('review-card')).toHaveLength(2));
    expect(within(section).getByTestId('review-summary').textContent).toContain('4.5');
    expect(within(section).getByText('리뷰 2개')).toBeTruthy();
    const first = within(section).getAllByTestId('review-card')[0]!;
    expect(within(first).getByRole('img', { name: '별점 5점' })).toBeTruthy();
    expect(within(first).getByTestId('review-profile').textContent).toBe('건성밝은 톤건조함');
    expect(within(first).getByRole('img', { name: '김**님의 리뷰 사진 1' })).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: '지성' }));
    await waitFor(() => expect(within(section).getAllByTestId('review-card')).toHaveLength(1));
    const asked = api.calls
      .filter((call) => call.url.pathname === BASE)
      .map((call) => call.url.searchParams.get('skinType'));
    expect(asked).toEqual([null, 'OILY']);
  });

  it('tells a guest to log in before a helpful vote, and sends nothing', async () => {
    const api = openProduct({
      [`POST /api/etc/v1/reviews/1/helpful`]: () => ok({ helpfulCount: 3, votedHelpful: true })
    });
    const section = await screen.findByTestId('product-reviews');
    const button = (await within(section).findAllByTestId('review-helpful'))[0]!;
    await userEvent.click(button);
    expect(within(section).getByText('로그인하면 도움돼요를 누를 수 있어요.')).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname.endsWith('/helpful'))).toBe(false);
  });
});

const LINE: ReviewableLine = {
  orderLineId: 77,
  orderNumber: 'AP261120000001',
  productId: PRODUCT.productId,
  productName: '비타 글로우 세럼',
  optionValue: null,
  imageUrl: '/media/a.svg',
  refusal: null,
  points: { text: 100, photo: 300 }
};

describe('the write form', () => {
  function openWrite(line: ReviewableLine, post?: (call: FakeCall) => ReturnType<typeof ok>) {
    signInTestMember();
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      'GET /api/etc/v1/reviews/lines/77': () => ok(line),
      'GET /api/etc/v1/users/beauty-profile': () =>
        ok({ skinType: 'DRY', skinTone: null, skinConcerns: ['PORES'] }),
      'POST /api/etc/v1/reviews':
        post ?? (() => ok({ pointsGranted: 100, productId: PRODUCT.productId } as Partial<OwnReview>))
    });
    renderApp('/mypage/reviews/write/77');
    return api;
  }

  it('checks the stars and the text before sending, then posts and says the points', async () => {
    const api = openWrite(LINE);
    const form = await screen.findByTestId('review-write-form');
    expect(within(form).getByTestId('review-write-profile').textContent).toContain('건성 · 모공');
    await userEvent.click(within(form).getByTestId('review-submit'));
    expect(within(form).getByText('별점을 선택해 주세요.')).toBeTruthy();
    expect(within(form).getByText('리뷰는 10자 이상 1000자 이하로 써 주세요.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(form).getByText('4점'));
    await userEvent.type(within(form).getByTestId('review-text'), '순하고 촉촉해서 매일 써요.');
    await userEvent.click(within(form).getByTestId('review-submit'));
    expect((await screen.findByTestId('review-write-ending')).textContent).toContain('100P');
    const sent = api.calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String((sent.body as FormData).get('request')))).toEqual({
      orderLineId: 77,
      rating: 4,
      text: '순하고 촉촉해서 매일 써요.'
    });
  });

  it('says why a line cannot be reviewed, and shows the API’s refusal in the form', async () => {
    openWrite({ ...LINE, refusal: 'REVIEW_ALREADY_WRITTEN' });
    expect((await screen.findByTestId('review-write-ending')).textContent).toContain(
      '이미 리뷰를 작성한 상품입니다.'
    );
  });

  it('keeps the form with the refusal when the API says no', async () => {
    openWrite(LINE, () => fail(409, 'REVIEW_LINE_RETURNED'));
    const form = await screen.findByTestId('review-write-form');
    await userEvent.click(within(form).getByText('5점'));
    await userEvent.type(within(form).getByTestId('review-text'), '좋아요 좋아요 좋아요 좋아요');
    await userEvent.click(within(form).getByTestId('review-submit'));
    expect(await within(form).findByText('반품된 상품은 리뷰를 작성할 수 없습니다.')).toBeTruthy();
  });
});

describe('my reviews', () => {
  const own = (id: number, overrides: Partial<OwnReview>): OwnReview => ({
    ...review(id, { mine: true }),
    productName: `상품 ${id}`,
    imageUrl: '',
    orderLineId: id,
    status: 'VISIBLE',
    hiddenReason: null,
    pointsGranted: 0,
    pointsReversed: false,
    ...overrides
  });

  it('shows the points a review earned, taken back when hidden, and nothing for none', async () => {
    signInTestMember();
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
      'GET /api/etc/v1/reviews/mine': () =>
        ok({
          list: [
            own(1, { pointsGranted: 300 }),
            own(2, { pointsGranted: 100, pointsReversed: true, status: 'HIDDEN', hiddenReason: '광고' }),
            own(3, {})
          ],
          pageNumber: 1,
          totalPageNumber: 1
        })
    });
    renderApp('/mypage/reviews');
    const cards = await screen.findAllByTestId('my-review');
    expect(within(cards[0]!).getByTestId('my-review-points').textContent).toBe('300P 적립');
    expect(within(cards[1]!).getByTestId('my-review-points').textContent).toBe(
      '적립된 100P 회수됨 (적립금 내역 참고)'
    );
    expect(cards[1]!.textContent).toContain('운영 정책에 따라 숨겨진 리뷰입니다. 사유: 광고');
    expect(within(cards[2]!).queryByTestId('my-review-points')).toBeNull();
  });
});
