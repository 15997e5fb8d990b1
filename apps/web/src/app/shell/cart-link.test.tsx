import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { renderWithProviders } from '../../shared/testing/render';
import { CartBadge, CartLink } from './cart-link';

const lines = (n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ productId: 1000 + i, quantity: 1 })));

describe('cart badge', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+']
  ])('shows %i as %s', (count, text) => {
    renderWithProviders(<CartBadge count={count} />);
    expect(screen.getByTestId('cart-badge').textContent).toBe(text);
  });

  it('is hidden when the cart is empty', () => {
    renderWithProviders(<CartBadge count={0} />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it("counts the guest cart's lines from localStorage, capped at 99+", () => {
    window.localStorage.setItem(STORAGE_KEYS.guestCart, lines(120));
    renderWithProviders(<CartLink />);
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
    expect(screen.getByRole('link', { name: '장바구니, 담긴 상품 120개' })).toBeTruthy();
  });

  it('ignores a corrupt guest cart', () => {
    window.localStorage.setItem(STORAGE_KEYS.guestCart, '{not json');
    renderWithProviders(<CartLink />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('link', { name: '장바구니' })).toBeTruthy();
  });
});
