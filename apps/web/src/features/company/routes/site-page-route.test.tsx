import type { PublicSitePage, RightwayArticle } from '@mall/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const page = (overrides: Partial<PublicSitePage>): PublicSitePage => ({
  slug: 'about-history',
  path: '/about/history',
  title: '연혁',
  lead: '루미에르 비타의 걸음입니다.',
  heroImageUrl: '/media/pages/hero-about-history.svg',
  blocks: [],
  publishedAt: '2026-11-27T00:00:00.000Z',
  ...overrides
});

describe('/about/history', () => {
  it('draws the milestones as a timeline grouped by year, months in order', async () => {
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/etc/v1/public/pages/about-history': () =>
        ok(
          page({
            blocks: [
              {
                id: 1,
                kind: 'milestone',
                year: 2009,
                month: 3,
                text: '서울 성수동에서 창업',
                imageUrl: null
              },
              { id: 2, kind: 'milestone', year: 2009, month: 11, text: '첫 제품 출시', imageUrl: null },
              { id: 3, kind: 'milestone', year: 2026, month: null, text: '플래너 1만 명', imageUrl: null }
            ]
          })
        )
    });
    renderApp('/about/history');
    expect(await screen.findByRole('heading', { level: 1, name: '연혁' })).toBeTruthy();
    const timeline = screen.getByTestId('history-timeline');
    const years = within(timeline)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(years).toEqual(['2009', '2026']);
    const first = within(timeline).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('3월')).toBeTruthy();
    expect(within(first).getByText('11월')).toBeTruthy();
    expect(within(timeline).getByText('플래너 1만 명')).toBeTruthy();
    // The sub-navigation marks the page it is on.
    expect(
      within(screen.getByTestId('company-nav'))
        .getByRole('link', { name: '연혁' })
        .getAttribute('aria-current')
    ).toBe('page');
  });
});

describe('/about/location', () => {
  it('shows the map picture with its link, the address in other languages, phone, hours and directions', async () => {
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/etc/v1/public/pages/about-location': () =>
        ok(
          page({
            slug: 'about-location',
            path: '/about/location',
            title: '오시는 길',
            blocks: [
              {
                id: 7,
                kind: 'location',
                name: '본사',
                address: '서울특별시 성동구 성수이로 118',
                addresses: [
                  { language: 'ko-KR', text: '서울특별시 성동구 성수이로 118' },
                  { language: 'en-US', text: '118 Seongsui-ro, Seongdong-gu, Seoul' }
                ],
                phone: '02-6204-1588',
                hours: '평일 10:00–19:00',
                subway: '2호선 성수역 3번 출구',
                bus: '간선 141',
                car: '',
                lat: 37.5,
                lng: 127.05,
                map: {
                  imageUrl: '/api/etc/v1/public/pages/about-location/map/7?at=37.5,127.05',
                  openUrl: '/map-large'
                }
              }
            ]
          })
        )
    });
    renderApp('/about/location');
    const card = await screen.findByTestId('location-card');
    expect(within(card).getByRole('img', { name: '본사 위치 지도' }).getAttribute('src')).toBe(
      '/api/etc/v1/public/pages/about-location/map/7?at=37.5,127.05'
    );
    expect(within(card).getByRole('link', { name: '지도 크게 보기' }).getAttribute('href')).toBe(
      '/map-large'
    );
    expect(within(card).getByText('118 Seongsui-ro, Seongdong-gu, Seoul')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '02-6204-1588' }).getAttribute('href')).toBe(
      'tel:0262041588'
    );
    expect(within(card).getByText('2호선 성수역 3번 출구')).toBeTruthy();
    // An empty direction is left out.
    expect(within(card).queryByText('자가용')).toBeNull();
  });
});

describe('/esg/rightway/{id}', () => {
  it('shows the article with its neighbours; an unknown one is "not found"', async () => {
    const article: RightwayArticle = {
      id: 21,
      number: 2,
      title: '강요 금지',
      html: '<p>구매나 가입을 강요하지 않습니다.</p>',
      pageTitle: '회원윤리강령',
      previous: { id: 20, number: 1, title: '정직한 설명' },
      next: { id: 22, number: 3, title: '개인정보 보호' }
    };
    installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/etc/v1/public/pages/rightway/21': () => ok(article),
      'GET /api/etc/v1/public/pages/rightway/99': () => fail(404, 'SITE_PAGE_NOT_FOUND')
    });
    renderApp('/esg/rightway/21');
    expect(await screen.findByRole('heading', { level: 1, name: '제2조 강요 금지' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /이전 조항/ }).getAttribute('href')).toBe('/esg/rightway/20');
    expect(screen.getByRole('link', { name: /다음 조항/ }).getAttribute('href')).toBe('/esg/rightway/22');
    renderApp('/esg/rightway/99');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeTruthy();
  });
});
