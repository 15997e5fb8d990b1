import type { AddressInput } from '@mall/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import { savedAddress, searchAnswer } from '../testing/address-fixtures';
import { AddressFormDialog } from './address-form-dialog';

beforeAll(async () => {
  await loadNamespace('address');
});

const field = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const errorOf = (input: HTMLElement) =>
  input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ') ?? '';

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('배송지명'), '  집  ');
  await user.type(field('성'), '김');
  await user.type(field('이름'), '서연');
  await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '010-1234-5678');
}

/** Opens the address search (our own list: no widget), searches and takes the first row. */
async function pickAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '주소 검색' }));
  const box = await screen.findByRole('searchbox', { name: '검색어' });
  await user.type(box, '테헤란로{Enter}');
  await user.click((await screen.findAllByTestId('address-search-row'))[0] as HTMLElement);
  await waitFor(() => expect(screen.queryByTestId('address-search-dialog')).toBeNull());
}

const searchRoutes = {
  'GET /api/address/widget': () => ok({ postcodeScriptUrl: null }),
  'GET /api/address': () => ({ body: searchAnswer(2) })
};
const jsonBody = (call: FakeCall | undefined) => JSON.parse(String(call?.body)) as unknown;

describe('validation (SPEC §5 messages under each field)', () => {
  it('an empty form shows every required message and calls nothing', async () => {
    const { calls } = installFakeApi(searchRoutes);
    const user = userEvent.setup();
    renderWithProviders(<AddressFormDialog mode="add" onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(errorOf(field('배송지명'))).toContain('배송지명은 필수 항목입니다. 20자 이내로')
    );
    expect(errorOf(field('성'))).toContain('성은 필수 항목입니다. 20자 이내로');
    expect(errorOf(field('이름'))).toContain('이름은 필수 항목입니다. 20자 이내로');
    expect(errorOf(field('휴대폰 번호'))).toContain('휴대폰 번호를 입력해 주세요');
    expect(errorOf(field('기본 주소'))).toContain('주소 검색으로 주소를 입력해 주세요');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('refuses letters in the mobile number, over-long names and details, and clears a message once fixed', async () => {
    installFakeApi(searchRoutes);
    const user = userEvent.setup();
    renderWithProviders(<AddressFormDialog mode="add" onClose={vi.fn()} />);
    await user.type(field('휴대폰 번호'), '010abcd');
    // maxLength stops typing past the limit; a pasted or scripted value still meets the schema.
    fireEvent.input(field('성'), { target: { value: '가'.repeat(21) } });
    fireEvent.input(field('상세 주소'), { target: { value: 'x'.repeat(226) } });
    fireEvent.input(field(/^배송 요청사항/), { target: { value: 'x'.repeat(101) } });
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(errorOf(field('휴대폰 번호'))).toContain('숫자만'));
    expect(errorOf(field('성'))).toContain('성은 필수 항목입니다. 20자 이내로');
    expect(errorOf(field('상세 주소'))).toContain('225자 이내');
    expect(errorOf(field(/^배송 요청사항/))).toContain('100자 이내');
    await user.clear(field('휴대폰 번호'));
    await user.type(field('휴대폰 번호'), '01012345678');
    await waitFor(() => expect(errorOf(field('휴대폰 번호'))).toBe(''));
  });
});

describe('guest mode', () => {
  it('returns the checked, trimmed form to the caller without saving', async () => {
    const { calls } = installFakeApi(searchRoutes);
    const user = userEvent.setup();
    const onSubmit = vi.fn<(address: AddressInput) => void>();
    const onClose = vi.fn();
    renderWithProviders(
      <AddressFormDialog mode="guest" initial={{ lastName: '이' }} onSubmit={onSubmit} onClose={onClose} />
    );
    expect(screen.getByRole('dialog', { name: '배송지 입력' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(field('성').value).toBe('이');
    await user.clear(field('성'));
    await fillPerson(user);
    await pickAddress(user);
    await user.type(field('상세 주소'), ' 12층 ');
    await user.click(screen.getByRole('button', { name: '이 주소 사용' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      addressName: '집',
      lastName: '김',
      firstName: '서연',
      mobileNumber: '01012345678',
      phoneCode: '82',
      zipcode: '06201',
      address1: '서울특별시 강남구 테헤란로 1 (역삼동)',
      address2: '12층',
      state: '서울특별시',
      city: '강남구',
      addressDescription: '',
      defaultValue: false
    });
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((call) => !call.url.pathname.startsWith('/api/address'))).toEqual([]);
  });
});

describe('add mode', () => {
  it('posts the form and hands the saved address back', async () => {
    const saved = savedAddress(31, { addressName: '집', defaultValue: true });
    const { calls } = installFakeApi({
      ...searchRoutes,
      'POST /api/member/v1/users/address': () => ok(saved)
    });
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<AddressFormDialog mode="add" onSaved={onSaved} onClose={onClose} />);
    await fillPerson(user);
    await pickAddress(user);
    await user.click(screen.getByRole('checkbox', { name: '기본배송지로 설정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const post = calls.find((call) => call.method === 'POST');
    expect(jsonBody(post)).toMatchObject({
      addressName: '집',
      mobileNumber: '01012345678',
      zipcode: '06201',
      defaultValue: true
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('puts the server’s field codes under their fields and shows other refusals (ADR_AlertText9)', async () => {
    let answer = fail(400, 'VALIDATION_FAILED', 'bad', {
      fields: [
        { field: 'addressName', code: 'ADR_ErrorText1', message: 'x' },
        { field: 'mobileNumber', code: 'VA_MobileLength', message: 'x' }
      ]
    });
    installFakeApi({ ...searchRoutes, 'POST /api/member/v1/users/address': () => answer });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<AddressFormDialog mode="add" onClose={onClose} />);
    await fillPerson(user);
    await pickAddress(user);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(errorOf(field('배송지명'))).toContain('배송지명은 필수 항목입니다. 20자 이내로')
    );
    expect(errorOf(field('휴대폰 번호'))).toContain('11자리 이내');
    answer = fail(409, 'ADR_AlertText9');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByTestId('address-form-notice')).textContent).toBe(
      '배송지는 최대 10개까지 등록할 수 있습니다.'
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('edit mode', () => {
  it('loads the address by id and puts the changes', async () => {
    const address = savedAddress(7, { addressName: '회사', defaultValue: false });
    const { calls } = installFakeApi({
      ...searchRoutes,
      'GET /api/member/v1/users/address/7': () => ok(address),
      'PUT /api/member/v1/users/address/7': (call) => ok({ ...address, ...(jsonBody(call) as object) })
    });
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderWithProviders(<AddressFormDialog mode="edit" addressId={7} onSaved={onSaved} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: '배송지 수정' });
    await waitFor(() => expect(field('배송지명').value).toBe('회사'));
    expect(field('기본 주소').value).toBe(address.address1);
    await user.clear(field('상세 주소'));
    await user.type(field('상세 주소'), '8층 801호');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((call) => call.method === 'PUT');
    expect(jsonBody(put)).toEqual({
      addressName: '회사',
      lastName: '김',
      firstName: '서연',
      mobileNumber: '01012345678',
      phoneCode: '82',
      zipcode: '06236',
      address1: address.address1,
      address2: '8층 801호',
      state: '서울특별시',
      city: '강남구',
      addressDescription: '',
      defaultValue: false
    });
  });

  it('keeps the default address default (no box to untick)', async () => {
    installFakeApi({
      'GET /api/member/v1/users/address/3': () => ok(savedAddress(3, { defaultValue: true }))
    });
    renderWithProviders(<AddressFormDialog mode="edit" addressId={3} onClose={vi.fn()} />);
    expect(await screen.findByText(/현재 기본배송지입니다/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says so when the address cannot be loaded (another member’s id answers 404)', async () => {
    installFakeApi({ 'GET /api/member/v1/users/address/9': () => fail(404, 'ADDRESS_NOT_FOUND') });
    renderWithProviders(<AddressFormDialog mode="edit" addressId={9} onClose={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('배송지를 불러오지 못했습니다');
  });
});
