import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const HOME_PATH = 'GET /api/etc/v1/public/main/home';
const POPUP_PATH = 'GET /api/etc/v1/public/main/popup';
const link = { link: '/product/skin-care', linkTarget: { code: 'SELF' }, startAt: null, endAt: null };
const mainHome = {
  banners: [1, 2].map((id) => ({
    id,
    title: `배너 제목 ${id}`,
    subtitle: `배너 부제 ${id}`,
    alt: `배너 이미지 ${id}`,
    pcImageUrl: `/media/content/${id}-pc.svg`,
    mobileImageUrl: `/media/content/${id}-mobile.svg`,
    ...link
  })),
  gnbBanner: {
    id: 7,
    imageUrl: '/media/content/gnb.svg',
    alt: '웰니스 위크 최대 30% 할인',
    categoryId: null,
    ...link
  },
  events: [
    { id: 1, title: '멤버스 데이', summary: '쿠폰과 포인트', imageUrl: '/media/content/e1.svg', ...link }
  ],
  categoryBanners: {
    top: [
      {
        id: 1,
        position: 'TOP',
        title: '스킨케어 베스트 모음전',
        alt: '스킨케어',
        imageUrl: '/media/content/c1.svg',
        ...link
      }
    ],
    bottom: [
      {
        id: 2,
        position: 'BOTTOM',
        title: '디바이스 기획전',
        alt: '디바이스',
        imageUrl: '/media/content/c2.svg',
        ...link
      }
    ]
  },
  videos: [
    {
      id: 1,
      title: '모닝 루틴',
      thumbnailUrl: '/media/content/v1.svg',
      videoUrl: null,
      link: '/diveIn',
      startAt: null,
      endAt: null
    }
  ]
};

const page = { list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 };

describe('Home', () => {
  it('stays up when the categories request fails: the entries show an error with a retry', async () => {
    const user = userEvent.setup();
    let categoriesUp = false;
    installFakeApi({
      'GET /api/product/v1/public/categories': () =>
        categoriesUp ? ok(categoriesFixture) : fail(500, 'INTERNAL_ERROR'),
      'GET /api/product/v1/public/products': () => ok(page)
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: '베스트' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '신상품' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: '카테고리' });
    expect((await within(section).findByRole('alert')).textContent).toContain(
      '카테고리를 불러오지 못했습니다.'
    );

    categoriesUp = true;
    await user.click(within(section).getByRole('button', { name: '다시 시도' }));
    expect(await within(section).findByRole('link', { name: /스킨케어/ })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});

describe('Home content', () => {
  it('requests the content with the product sections at navigation and shows every part, then the notice popup', async () => {
    const user = userEvent.setup();
    const api = installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products': () => ok(page),
      [HOME_PATH]: () => ok(mainHome),
      [POPUP_PATH]: () =>
        ok([
          {
            id: 1,
            popupContentType: { code: 'CONTENT' },
            popupTitle: '배송 안내',
            popupWrittenContents: '<p>연휴 배송</p>',
            attachmentImageUrl: null,
            linkUrl: null,
            linkTarget: { code: 'SELF' },
            startAt: null,
            endAt: null
          }
        ])
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: '배너 제목 1' })).toBeTruthy();
    // The loader asked for the content and both product sections before Home rendered (no waterfall).
    const firstPaths = api.calls.slice(0, 4).map((call) => call.url.pathname);
    expect(firstPaths).toContain('/api/etc/v1/public/main/home');
    expect(firstPaths.filter((path) => path === '/api/product/v1/public/products')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '배너 이미지 1' }).getAttribute('fetchpriority')).toBe('high');

    expect(await screen.findByRole('img', { name: '웰니스 위크 최대 30% 할인' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '이벤트' })).toBeTruthy();
    expect(screen.getByText('스킨케어 베스트 모음전')).toBeTruthy();
    expect(screen.getByText('디바이스 기획전')).toBeTruthy();
    expect(screen.getByRole('link', { name: '모닝 루틴 영상 보기' }).getAttribute('href')).toBe('/diveIn');
    // The popup is asked for only after Home rendered.
    const dialog = await screen.findByRole('dialog', { name: '배송 안내' });
    expect(api.calls.findIndex((call) => call.url.pathname.endsWith('/main/popup'))).toBeGreaterThan(3);
    await user.click(within(dialog).getAllByRole('button', { name: '닫기' })[0]!);

    // The GNB banner closes for the session.
    await user.click(screen.getByRole('button', { name: '이벤트 배너 닫기' }));
    expect(screen.queryByRole('img', { name: '웰니스 위크 최대 30% 할인' })).toBeNull();
  });

  it('stays up without its content when the content request fails', async () => {
    installFakeApi({
      'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
      'GET /api/product/v1/public/products': () => ok(page),
      [HOME_PATH]: () => fail(500, 'INTERNAL_ERROR'),
      [POPUP_PATH]: () => ok([])
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: '베스트' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '메인 배너' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
