import { CART_BADGE_DELAY_MS, CART_BADGE_FLASH_MS } from '@mall/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../shared/api/token-store';
import { sessionStore } from '../../shared/session/session-store';
import { addGuestLine } from '../../shared/storage/guest-cart-writes';
import { installFakeApi, ok } from '../../shared/testing/fake-api';
import { renderWithProviders } from '../../shared/testing/render';
import { CartLink } from './cart-link';

const badge = () => screen.queryByTestId('cart-badge');

describe('header cart badge timing (SPEC §9)', () => {
  it('shows a change 400 ms after it, flashes for 1 s, then rests', () => {
    addGuestLine({ productId: 1001, quantity: 1 });
    vi.useFakeTimers();
    renderWithProviders(<CartLink />);
    expect(badge()?.textContent).toBe('1'); // the first value at once
    expect(badge()?.hasAttribute('data-flashing')).toBe(false);

    act(() => {
      addGuestLine({ productId: 1002, quantity: 1 });
    });
    act(() => {
      vi.advanceTimersByTime(CART_BADGE_DELAY_MS - 1);
    });
    expect(badge()?.textContent).toBe('1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(badge()?.textContent).toBe('2');
    expect(badge()?.getAttribute('data-flashing')).toBe('true');
    // The flash is an animation only where motion is allowed; the number updates regardless.
    expect(badge()?.className).toContain('motion-safe:animate-[badge-flash');
    act(() => {
      vi.advanceTimersByTime(CART_BADGE_FLASH_MS);
    });
    expect(badge()?.hasAttribute('data-flashing')).toBe(false);
    expect(badge()?.textContent).toBe('2');
  });

  it('a second change within the delay restarts it: only the last count shows', () => {
    vi.useFakeTimers();
    renderWithProviders(<CartLink />);
    expect(badge()).toBeNull();
    act(() => {
      addGuestLine({ productId: 1001, quantity: 1 });
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    act(() => {
      addGuestLine({ productId: 1002, quantity: 1 });
    });
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(badge()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(badge()?.textContent).toBe('2');
  });

  it('members: the count of both carts from GET /order/v1/cart/badge, not the local cart', async () => {
    addGuestLine({ productId: 1001, quantity: 1 });
    sessionStore.signIn({
      userSeqNo: 2,
      userNumber: '2000000001',
      userType: 'BEAUTY_CONSUMER',
      fullName: '이민준',
      acceptId: null
    });
    tokenStore.set('access-token');
    const api = installFakeApi({ 'GET /api/order/v1/cart/badge': () => ok({ totalCartCount: 120 }) });
    renderWithProviders(<CartLink />);
    expect((await screen.findByTestId('cart-badge')).textContent).toBe('99+');
    expect(screen.getByRole('link', { name: '장바구니, 담긴 상품 120개' })).toBeTruthy();
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer access-token');
  });
});
