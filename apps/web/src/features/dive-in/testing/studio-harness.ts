import type { DiveInUpload } from '@mall/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { tokenStore } from '../../../shared/api/token-store';
import { sessionStore } from '../../../shared/session/session-store';
import { installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { tagsFixture } from './dive-in-fixtures';

/** The studio's screen tests (/mypage/diveIn): a signed-in planner, the fake API and the form's helpers. */
export const MINE = 'GET /api/etc/v1/users/dive-in/mine';
export const UPLOAD = 'POST /api/etc/v1/users/dive-in';

export const PRODUCTS = [
  productSummary({ productId: 1001, productName: '비타 글로우 세럼' }),
  productSummary({ productId: 1002, productName: '무기자차 선크림' }),
  productSummary({ productId: 1003, productName: '판매 중지 크림', salesStatus: { code: 'PAUSE' } })
];

export function signInPlanner() {
  sessionStore.signIn({
    userSeqNo: 1,
    userNumber: '1000000001',
    userType: 'SOLE_PROPRIETORSHIP',
    fullName: '김하늘',
    acceptId: null
  });
  tokenStore.set('access-token');
}

type Routes = Parameters<typeof installFakeApi>[0];

export function setupStudio(routes: Routes = {}) {
  signInPlanner();
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 0 }),
    'GET /api/etc/v1/users/public/dive-in/category/list': () => ok(tagsFixture),
    'GET /api/product/v1/public/products': () =>
      ok({ list: PRODUCTS, pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 3 }),
    [MINE]: () => ok([]),
    ...routes
  });
  return { api, user: userEvent.setup({ applyAccept: false }), ...renderApp('/mypage/diveIn') };
}

export type StudioUser = ReturnType<typeof setupStudio>['user'];

export const mp4 = (name = 'clip.mp4', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });

export const callsTo = (calls: readonly FakeCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.url.pathname}` === route);

/** What an upload sent: the `request` part as JSON, the `video` part's file, and the parts in order. */
export function sentUpload(call: FakeCall) {
  const form = call.body as FormData;
  const video = form.get('video');
  return {
    request: JSON.parse(String(form.get('request'))) as DiveInUpload,
    video: video instanceof File ? { name: video.name, type: video.type, size: video.size } : video,
    parts: [...form.keys()]
  };
}

/** Opens the form and fills every field: an MP4, the first tag, a caption and two products found by name. */
export async function fillForm(user: StudioUser, video = mp4()) {
  await user.click(await screen.findByTestId('studio-open-form'));
  await user.upload(screen.getByTestId('studio-video-input'), video);
  await user.selectOptions(await screen.findByTestId('studio-tag'), 'SKINCARE');
  await user.type(screen.getByTestId('studio-caption'), '촉촉한 세럼 바르는 법');
  await user.type(screen.getByTestId('studio-product-search'), '세럼{Enter}');
  const results = await screen.findByTestId('studio-product-results');
  await user.click(within(results).getByRole('button', { name: '비타 글로우 세럼 담기' }));
  await user.click(within(results).getByRole('button', { name: '무기자차 선크림 담기' }));
}

/** jsdom has no object URLs: each made one is `blob:preview-N`; `made` and `revoked` record them. */
export function installObjectUrls() {
  const made: string[] = [];
  const revoked: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn(() => {
      const url = `blob:preview-${made.length + 1}`;
      made.push(url);
      return url;
    })
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: vi.fn((url: string) => void revoked.push(url))
  });
  return {
    made,
    revoked,
    uninstall: () => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  };
}
