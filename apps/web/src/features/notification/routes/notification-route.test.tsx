import type { NotificationItem, NotificationPage } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { dialogs } from '../../../shared/ui/dialog-store';

const signIn = () => {
  signInTestMember();
};

const notice = (id: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  notiCenterId: id,
  notiCenterType: 'ORDER_SHIPPED',
  notiCenterCategory: 'COMMERCE',
  title: '상품이 발송되었습니다',
  body: `주문번호 TP26112600000${id}: CJ대한통운 612345678901로 발송되었습니다.`,
  linkUrl: `/mypage/orderDetail?orderNumber=TP26112600000${id}`,
  isReadYn: 'N',
  createdAt: '2026-11-26T03:00:00.000Z',
  ...overrides
});
const page = (list: NotificationItem[], totalSize = list.length, pageNumber = 1): NotificationPage => ({
  list,
  pageNumber,
  totalPageNumber: Math.ceil(totalSize / 5),
  totalSize
});

afterEach(() => dialogs.reset());

describe('/notification/{category}', () => {
  it('lists the member’s notices with the unread ones marked; the header dot follows the check', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/etc/etc/v1/noti-center/check': () =>
        ok({ commerceNonReadExists: true, rboNonReadExists: false }),
      'GET /api/etc/etc/v1/noti-center/list': () => ok(page([notice(2), notice(1, { isReadYn: 'Y' })], 7))
    });
    renderApp('/notification/commerce');
    const items = await screen.findAllByTestId('notice');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['N', 'Y']);
    expect(within(items[0]!).getByText('읽지 않음')).toBeTruthy();
    expect(screen.getByTestId('notification-total').textContent).toBe('총 7건');
    expect(await screen.findByTestId('notification-dot')).toBeTruthy();
    const list = api.calls.find((call) => call.url.pathname.endsWith('/list'))!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ category: 'COMMERCE', page: '1' });
    // Five a page: the pagination links the second page of this list.
    expect(screen.getByRole('link', { name: '2 페이지' }).getAttribute('href')).toBe(
      '/notification/commerce?page=2'
    );
  });

  it('opens a notice (marked read first), reads all, deletes one and, after confirming, all', async () => {
    signIn();
    const api = installFakeApi({
      'GET /api/product/v1/categories': () => ok(categoriesFixture),
      'GET /api/etc/etc/v1/noti-center/check': () =>
        ok({ commerceNonReadExists: true, rboNonReadExists: false }),
      'GET /api/etc/etc/v1/noti-center/list': () => ok(page([notice(2), notice(1)])),
      'POST /api/etc/etc/v1/noti-center/read': () => ({ status: 204 }),
      'POST /api/etc/etc/v1/noti-center/read/all': () => ({ status: 204 }),
      'DELETE /api/etc/etc/v1/noti-center/1': () => ({ status: 204 }),
      'DELETE /api/etc/etc/v1/noti-center/all': () => ({ status: 204 })
    });
    const user = userEvent.setup();
    renderApp('/notification/rbo');
    const posted = (path: string) =>
      api.calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith(path));
    const deleted = (path: string) =>
      api.calls.filter((call) => call.method === 'DELETE' && call.url.pathname.endsWith(path));
    await screen.findAllByTestId('notice');
    expect(
      Object.fromEntries(api.calls.find((call) => call.url.pathname.endsWith('/list'))!.url.searchParams)
    ).toEqual({ category: 'RBO', page: '1' });

    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(posted('/read/all')).toHaveLength(1));
    expect(JSON.parse(String(posted('/read/all')[0]!.body))).toEqual({ category: 'RBO' });

    // The second notice's own delete button (not the link beside it).
    await user.click(screen.getAllByRole('button', { name: '상품이 발송되었습니다 알림 삭제' })[1]!);
    await waitFor(() => expect(deleted('/noti-center/1')).toHaveLength(1));

    // Nothing is deleted until the dialog is confirmed.
    await user.click(screen.getByRole('button', { name: '전체 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(deleted('/all')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(deleted('/all')).toHaveLength(1));
    expect(deleted('/all')[0]!.url.search).toBe('?category=RBO');

    // Opening an unread notice marks it read on the way to its order.
    await user.click(screen.getAllByTestId('notice')[0]!.querySelector('a')!);
    await waitFor(() => expect(posted('/read')).toHaveLength(1));
    expect(JSON.parse(String(posted('/read')[0]!.body))).toEqual({ notiCenterId: 2 });
  });
});
