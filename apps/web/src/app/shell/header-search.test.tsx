import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, ok } from '../../shared/testing/fake-api';
import { renderWithProviders } from '../../shared/testing/render';
import { HeaderSearch } from './header-search';

const suggestions = [
  { productId: 1065, productName: '루미에르 비타 딥 수분크림 80ml', imageUrl: '/media/products/1065-0.svg' },
  { productId: 1066, productName: 'Aqua Dew 수분 크림 젤 100ml', imageUrl: '/media/products/1066-0.svg' }
];

function setup() {
  const api = installFakeApi({
    'GET /api/product/v1/public/products/suggest': (call) =>
      ok({
        list: call.url.searchParams.get('keyword') === '없음' ? [] : suggestions,
        correctedKeyword: null
      }),
    'POST /api/order/v1/public/sales/check/product-status': () =>
      ok({
        productInfo: [
          {
            productId: 1066,
            productOptionId: null,
            productStatus: 'ON_SALE',
            optionStatus: null,
            purchasable: true,
            result: 'AVAILABLE'
          }
        ]
      })
  });
  const view = renderWithProviders(<HeaderSearch />);
  const input = screen.getByRole('combobox', { name: '검색' });
  const suggestCalls = () => api.calls.filter((call) => call.url.pathname.endsWith('/suggest'));
  return { ...view, api, input, suggestCalls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('header search combobox', () => {
  it('asks for suggestions only after 300 ms without typing', async () => {
    const { input, suggestCalls } = setup();
    fireEvent.focus(input);
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '수' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: '수분' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: '수분 크림' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(suggestCalls()).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(suggestCalls()).toHaveLength(1));
    expect(suggestCalls()[0]!.url.searchParams.get('keyword')).toBe('수분 크림');
    await screen.findByRole('listbox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      suggestions.map((s) => s.productName)
    );
  });

  it('arrow keys move the active option (aria-activedescendant), Escape closes the list', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '수분' } });
    await screen.findByRole('listbox');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [first, second] = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(first!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(first!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(second!.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on an active option opens the product after the sale-status check', async () => {
    const { input, router, api } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '수분' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/detail/1066'));
    const check = api.calls.find((call) => call.url.pathname.endsWith('/product-status'));
    expect(JSON.parse(String(check?.body))).toEqual({ productInfo: [{ productId: 1066 }] });
  });

  it('Enter without an active option searches', async () => {
    const { input, router } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zmfla' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?keyword=zmfla');
  });

  it('no list when nothing matches', async () => {
    const { input, suggestCalls } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '없음' } });
    await waitFor(() => expect(suggestCalls()).toHaveLength(1));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
