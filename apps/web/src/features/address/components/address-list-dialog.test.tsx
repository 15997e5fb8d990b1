import type { Address } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import { dialogs } from '../../../shared/ui/dialog-store';
import { savedAddress } from '../testing/address-fixtures';
import { AddressListDialog } from './address-list-dialog';

beforeAll(async () => {
  await loadNamespace('address');
});

function open(
  addresses: Address[],
  routes: Parameters<typeof installFakeApi>[0] = {},
  props: { onSelect?: (a: Address) => void } = {}
) {
  let book = addresses;
  const api = installFakeApi({
    'GET /api/member/v1/users/address': () => ok(book),
    ...routes
  });
  const onClose = vi.fn();
  renderWithProviders(<AddressListDialog onClose={onClose} {...props} />);
  return { ...api, onClose, setBook: (next: Address[]) => (book = next) };
}

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
};

async function lastAlert() {
  await waitFor(() => expect(dialogs.get().length).toBeGreaterThan(0));
  return dialogs.get().at(-1);
}

describe('the list', () => {
  it('shows each address with the default and fixed-term badges, and the count', async () => {
    open([
      savedAddress(1, { addressName: '집', defaultValue: true }),
      savedAddress(2, { addressName: '회사', fixedTermYn: 'Y' })
    ]);
    const home = await card('집');
    expect(within(home).getByTestId('address-default-badge').textContent).toBe('기본배송지');
    expect(within(home).queryByRole('button', { name: '기본배송지로 설정' })).toBeNull();
    expect(home.textContent).toContain('김서연');
    expect(home.textContent).toContain('010-1234-5678');
    expect(home.textContent).toContain('(06236) 서울특별시 강남구 테헤란로 101 1층');
    const office = await card('회사');
    expect(within(office).getByTestId('address-fixed-term-badge').textContent).toBe('정기배송');
    expect(screen.getByRole('dialog', { name: '배송지 관리' }).textContent).toContain('(2/10)');
  });

  it('says when there are none', async () => {
    open([]);
    expect((await screen.findByTestId('address-empty')).textContent).toContain('등록된 배송지가 없습니다');
  });
});

describe('add', () => {
  it('opens the form below 10 addresses', async () => {
    open([savedAddress(1, { defaultValue: true })]);
    const user = userEvent.setup();
    await card('배송지1');
    await user.click(screen.getByRole('button', { name: '+ 새 배송지 추가' }));
    expect(await screen.findByRole('dialog', { name: '배송지 추가' })).toBeTruthy();
  });

  it('with 10 addresses says ADR_AlertText9 and opens no form', async () => {
    open(Array.from({ length: 10 }, (_, i) => savedAddress(i + 1, { defaultValue: i === 0 })));
    const user = userEvent.setup();
    await card('배송지10');
    await user.click(screen.getByRole('button', { name: '+ 새 배송지 추가' }));
    expect((await lastAlert())?.message).toBe('배송지는 최대 10개까지 등록할 수 있습니다.');
    expect(screen.queryByRole('dialog', { name: '배송지 추가' })).toBeNull();
  });
});

describe('delete', () => {
  it('refuses the last address (ADR_AlertText4) before calling', async () => {
    const { calls } = open([savedAddress(1, { addressName: '집', defaultValue: true, fixedTermYn: 'N' })]);
    const user = userEvent.setup();
    await user.click(within(await card('집')).getByRole('button', { name: '삭제' }));
    expect((await lastAlert())?.message).toBe('마지막 배송지는 삭제할 수 없습니다.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('refuses a fixed-term address (ADR_AlertText5)', async () => {
    const { calls } = open([
      savedAddress(1, { defaultValue: true }),
      savedAddress(2, { addressName: '정기', fixedTermYn: 'Y' })
    ]);
    const user = userEvent.setup();
    await user.click(within(await card('정기')).getByRole('button', { name: '삭제' }));
    expect((await lastAlert())?.message).toBe('정기배송에 사용 중인 배송지는 삭제할 수 없습니다.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('asks first, deletes and reads the list again', async () => {
    const api = open([savedAddress(1, { defaultValue: true }), savedAddress(2, { addressName: '회사' })], {
      'DELETE /api/member/v1/users/address/2': () => {
        api.setBook([savedAddress(1, { defaultValue: true })]);
        return ok(null);
      }
    });
    const user = userEvent.setup();
    await user.click(within(await card('회사')).getByRole('button', { name: '삭제' }));
    const confirm = await lastAlert();
    expect(confirm?.kind).toBe('confirm');
    expect(confirm?.message).toBe('‘회사’ 배송지를 삭제하시겠습니까?');
    confirm?.resolve(true);
    await waitFor(() => expect(screen.queryByRole('heading', { name: '회사' })).toBeNull());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('배송지를 삭제했습니다.');
    // The pressed delete button went with its card: focus is on the status, still inside the dialog.
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('a cancelled confirm deletes nothing', async () => {
    const { calls } = open([
      savedAddress(1, { defaultValue: true }),
      savedAddress(2, { addressName: '회사' })
    ]);
    const user = userEvent.setup();
    await user.click(within(await card('회사')).getByRole('button', { name: '삭제' }));
    (await lastAlert())?.resolve(false);
    await waitFor(() => expect(dialogs.get()).toHaveLength(0));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('shows the server’s refusal translated (the list was stale: it is fixed-term now)', async () => {
    open([savedAddress(1, { defaultValue: true }), savedAddress(2, { addressName: '회사' })], {
      'DELETE /api/member/v1/users/address/2': () => fail(409, 'ADR_AlertText5')
    });
    const user = userEvent.setup();
    await user.click(within(await card('회사')).getByRole('button', { name: '삭제' }));
    (await lastAlert())?.resolve(true);
    await waitFor(() =>
      expect(dialogs.get().at(-1)?.message).toBe('정기배송에 사용 중인 배송지는 삭제할 수 없습니다.')
    );
  });
});

describe('make default', () => {
  it('puts changeDefault and shows the new default first', async () => {
    const api = open(
      [savedAddress(1, { addressName: '집', defaultValue: true }), savedAddress(2, { addressName: '회사' })],
      {
        'PUT /api/member/v1/users/changeDefault/2': () => {
          const next = [
            savedAddress(2, { addressName: '회사', defaultValue: true }),
            savedAddress(1, { addressName: '집' })
          ];
          api.setBook(next);
          return ok(next);
        }
      }
    );
    const user = userEvent.setup();
    await user.click(within(await card('회사')).getByRole('button', { name: '기본배송지로 설정' }));
    await waitFor(() => expect(screen.getAllByTestId('address-card-name')[0]?.textContent).toBe('회사'));
    expect(within(await card('회사')).getByTestId('address-default-badge')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('‘회사’ 배송지를 기본배송지로 설정했습니다.');
    // Its "make default" button is gone; focus stays in the dialog, so Escape still closes it.
    expect(document.activeElement).toBe(screen.getByRole('status'));
    await user.keyboard('{Escape}');
    expect(api.onClose).toHaveBeenCalledTimes(1);
  });
});

describe('as a chooser (checkout)', () => {
  it('hands the chosen address to the caller and closes', async () => {
    const onSelect = vi.fn();
    const chosen = savedAddress(2, { addressName: '회사' });
    const { onClose } = open([savedAddress(1, { defaultValue: true }), chosen], {}, { onSelect });
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: '배송지 선택' })).toBeTruthy();
    await user.click(within(await card('회사')).getByRole('button', { name: '선택' }));
    expect(onSelect).toHaveBeenCalledWith(chosen);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no choose action when opened to manage', async () => {
    open([savedAddress(1, { defaultValue: true })]);
    expect(within(await card('배송지1')).queryByRole('button', { name: '선택' })).toBeNull();
  });
});
