import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { cartFixture, cartLine, categoriesFixture, productDetail } from '../../../shared/testing/fixtures';
import { installIntersectionObserver } from '../../../shared/testing/intersection-observer';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { bagProduct, detailFixture, feedPage, tagsFixture } from '../testing/dive-in-fixtures';

const LIST = 'GET /api/etc/v1/users/public/dive-in/list';

/** The page the feed asks for, by its query (page 1 and 2 of the whole feed; one page of a tag). */
function listReply(call: FakeCall) {
  const page = Number(call.url.searchParams.get('pageNumber'));
  if (call.url.searchParams.get('tagType') === 'MAKEUP') return ok(feedPage([31], 1, 1));
  return ok(page === 1 ? feedPage([11, 12, 13], 1, 2) : feedPage([14, 15], 2, 2));
}

const BAG = [
  bagProduct(1001, {
    name: '비타 글로우 세럼',
    priceOriginal: 48000,
    salesAmount: 38400,
    pointForCustomer: 1560
  }),
  bagProduct(1002, {
    name: '무기자차 선크림',
    sp: 12000,
    bp: 9000,
    salesStatus: { code: 'ALMOST_SOLD_OUT' }
  }),
  bagProduct(1003, { name: '클레이 팩', salesStatus: { code: 'SOLD_OUT' }, almostEnding: true }),
  bagProduct(1004, { name: '립 틴트', optionYn: 'Y' })
];

function setup(path: string, routes: Parameters<typeof installFakeApi>[0] = {}) {
  const api = installFakeApi({
    'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    'GET /api/etc/v1/users/public/dive-in/category/list': () => ok(tagsFixture),
    [LIST]: listReply,
    'GET /api/etc/v1/users/public/dive-in/11': () => ok(detailFixture(11, BAG)),
    'POST /api/etc/v1/users/public/dive-in/11/view': () => ok({ viewCount: 12346, formatViewCount: '1.3만' }),
    ...routes
  });
  const observer = installIntersectionObserver();
  return { api, observer, ...renderApp(path) };
}

const listCalls = (calls: FakeCall[]) =>
  calls.filter((call) => `${call.method} ${call.url.pathname}` === LIST).map((call) => call.url.searchParams);
const slides = () => screen.getAllByTestId('dive-in-video');
const videoOf = (slide: HTMLElement) => slide.querySelector('video')!;
const show = (observer: ReturnType<typeof installIntersectionObserver>, index: number) =>
  observer.report(slides()[index]!, { isIntersecting: true, top: 0, bottom: 800 });

let played: HTMLMediaElement[];
let paused: HTMLMediaElement[];
beforeEach(() => {
  played = [];
  paused = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.push(this);
  });
});

describe('/diveIn feed', () => {
  it('asks for the tags and the first page together, shows each video, and loads the next page near the end', async () => {
    const { api, observer } = setup('/diveIn');
    expect(await screen.findByRole('heading', { level: 1, name: '다이브인' })).toBeTruthy();
    await waitFor(() => expect(slides()).toHaveLength(3));
    expect(listCalls(api.calls).map((query) => query.get('pageNumber'))).toEqual(['1']);
    expect(listCalls(api.calls)[0]!.get('sortType')).toBe('NEWEST');
    const first = within(slides()[0]!);
    expect(first.getByText('@planner11')).toBeTruthy();
    expect(first.getByText('영상 11의 설명')).toBeTruthy();
    expect(first.getByText('#스킨케어')).toBeTruthy();
    expect(first.getByText('조회수 1.2만')).toBeTruthy();
    expect(first.getByRole('button', { name: '상품 2개 보기' })).toBeTruthy();
    const video = videoOf(slides()[0]!);
    expect(video.getAttribute('poster')).toBe('/media/dive-in/11.jpg');
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.muted).toBe(true);
    // The one on screen and the next load ahead; the others wait.
    expect(slides().map((slide) => videoOf(slide).getAttribute('preload'))).toEqual([
      'auto',
      'auto',
      'metadata'
    ]);

    show(observer, 1);
    await waitFor(() => expect(slides()).toHaveLength(5));
    expect(listCalls(api.calls).map((query) => query.get('pageNumber'))).toEqual(['1', '2']);
    expect(within(slides()[4]!).getByText('@planner15')).toBeTruthy();
    show(observer, 4);
    // The last page: nothing more is asked for.
    await waitFor(() => expect(videoOf(slides()[4]!).getAttribute('preload')).toBe('auto'));
    expect(listCalls(api.calls)).toHaveLength(2);
  });

  it('a tag chip and the sort toggle change the query and the address', async () => {
    const user = userEvent.setup();
    const { api, router } = setup('/diveIn');
    await user.click(await screen.findByRole('button', { name: '메이크업' }));
    await waitFor(() => expect(slides()).toHaveLength(1));
    expect(within(slides()[0]!).getByText('@planner31')).toBeTruthy();
    expect(listCalls(api.calls).at(-1)!.get('tagType')).toBe('MAKEUP');
    expect(router.state.location.search).toBe('?tagType=MAKEUP');
    expect(screen.getByRole('button', { name: '메이크업' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: '인기순' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)!.get('sortType')).toBe('POPULAR'));
    expect(listCalls(api.calls).at(-1)!.get('tagType')).toBe('MAKEUP');
    expect(router.state.location.search).toBe('?tagType=MAKEUP&sortType=POPULAR');
  });

  it('plays only the video on screen, pauses the one left, and toggles sound for the session', async () => {
    const user = userEvent.setup();
    const { observer } = setup('/diveIn');
    await waitFor(() => expect(slides()).toHaveLength(3));
    const [first, second, third] = slides().map(videoOf);
    await waitFor(() => expect(played).toEqual([first]));
    show(observer, 1);
    await waitFor(() => expect(played).toEqual([first, second]));
    expect(paused).toContain(first);
    expect(played).not.toContain(third);

    await user.click(within(slides()[1]!).getByRole('button', { name: '소리 켜기' }));
    expect(second!.muted).toBe(false);
    expect(first!.muted).toBe(false);
    expect(within(slides()[1]!).getByRole('button', { name: '소리 끄기' }).getAttribute('aria-pressed')).toBe(
      'true'
    );
    expect(sessionStorage.getItem('mall.diveInSound')).toBe('true');
  });

  it('shows an empty feed and a failed one with a retry', async () => {
    const user = userEvent.setup();
    let failing = true;
    setup('/diveIn', {
      [LIST]: () => (failing ? fail(500, 'INTERNAL') : ok(feedPage([], 1, 0)))
    });
    expect((await screen.findByRole('alert')).textContent).toContain('영상을 불러오지 못했습니다.');
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 등록된 영상이 없습니다.')).toBeTruthy();
  });

  it("shows one planner's videos, newest first, under the planner's nickname", async () => {
    const { api } = setup('/diveIn/3000000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'planner11의 다이브인' })).toBeTruthy();
    const query = listCalls(api.calls)[0]!;
    expect([query.get('userNumber'), query.get('sortType'), query.get('tagType')]).toEqual([
      '3000000001',
      'NEWEST',
      null
    ]);
    expect(screen.queryByRole('button', { name: '인기순' })).toBeNull();
  });
});

describe('DiveInDetail (?diveInId)', () => {
  it('opens over the feed from the address and closes by removing diveInId; Escape too', async () => {
    const user = userEvent.setup();
    const { router } = setup('/diveIn?tagType=SKINCARE&diveInId=11');
    const dialog = await screen.findByRole('dialog', { name: '영상 속 상품' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(await within(dialog).findAllByTestId('dive-in-bag-item')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?tagType=SKINCARE');
    expect(router.state.historyAction).toBe('REPLACE');

    await router.navigate('/diveIn?diveInId=11');
    await screen.findByRole('dialog', { name: '영상 속 상품' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it("opens from a video's products button, pauses the feed, and Back closes it", async () => {
    const user = userEvent.setup();
    const { router } = setup('/diveIn');
    await waitFor(() => expect(slides()).toHaveLength(3));
    const opener = within(slides()[0]!).getByRole('button', { name: '상품 2개 보기' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: '영상 속 상품' });
    expect(router.state.location.search).toBe('?diveInId=11');
    await waitFor(() => expect(paused).toContain(videoOf(slides()[0]!)));
    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    // Closed with its button, a detail opened here goes back too: no second copy of the feed in the history.
    await user.click(within(slides()[0]!).getByRole('button', { name: '상품 2개 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '영상 속 상품' });
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.search).toBe('');
  });

  it('lists the bag: prices, points, SP/BP only when sent, and the status and ending-soon badges', async () => {
    setup('/diveIn?diveInId=11');
    const items = await screen.findAllByTestId('dive-in-bag-item');
    const [serum, sunscreen, pack, tint] = items.map((item) => within(item));
    expect(serum!.getByRole('link', { name: '비타 글로우 세럼' }).getAttribute('href')).toBe(
      '/product/detail/1001'
    );
    expect(serum!.getByText('38,400원')).toBeTruthy();
    expect(serum!.getByText('48,000원').closest('s')).toBeTruthy();
    expect(serum!.getByTestId('dive-in-points').textContent).toBe('1,560P 적립');
    expect(serum!.queryByTestId('member-points')).toBeNull();
    expect(serum!.queryByTestId('dive-in-badges')).toBeNull();

    expect(sunscreen!.getByTestId('member-points').textContent).toBe('SP12,000BP9,000');
    expect(sunscreen!.getByTestId('dive-in-badges').textContent).toBe('품절임박');
    expect(sunscreen!.queryByText('30,000원', { selector: 's *, s' })).toBeNull();

    expect(pack!.getByTestId('dive-in-badges').textContent).toBe('품절노출 종료 임박');
    expect((pack!.getByRole('button', { name: '클레이 팩 품절' }) as HTMLButtonElement).disabled).toBe(true);
    expect(tint!.getByRole('button', { name: '립 틴트 옵션 선택하러 가기' })).toBeTruthy();
  });

  it('adds a product to the member cart through the add-to-cart drawer', async () => {
    signInTestMember();
    const user = userEvent.setup();
    const { api } = setup('/diveIn?diveInId=11', {
      'GET /api/product/v1/public/products/1001': () => ok(productDetail()),
      'POST /api/order/v1/cart': () => ok(cartFixture([cartLine()])),
      'GET /api/order/v1/cart': () => ok(cartFixture([cartLine()]))
    });
    const item = within((await screen.findAllByTestId('dive-in-bag-item'))[0]!);
    await user.click(item.getByRole('button', { name: '비타 글로우 세럼 장바구니에 담기' }));
    const drawer = await screen.findByRole('dialog', { name: '장바구니 담기' });
    await user.click(await within(drawer).findByTestId('quick-add-submit'));
    await screen.findByRole('dialog', { name: '장바구니에 담았습니다' });
    const post = api.calls.find(
      (call) => call.method === 'POST' && call.url.pathname === '/api/order/v1/cart'
    );
    expect(JSON.parse(String(post?.body))).toEqual([{ productId: 1001, productOptionId: null, quantity: 1 }]);
    // The drawer closes alone; the detail stays open beneath it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: '영상 속 상품' })).toBeTruthy();
  });

  it('says so when the video is gone (DIVE_IN_NOT_FOUND)', async () => {
    setup('/diveIn?diveInId=99', {
      'GET /api/etc/v1/users/public/dive-in/99': () => fail(404, 'DIVE_IN_NOT_FOUND')
    });
    const dialog = await screen.findByRole('dialog', { name: '영상 속 상품' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('영상을 찾을 수 없습니다.');
    expect(within(dialog).queryByRole('button', { name: '다시 시도' })).toBeNull();
  });
});
