import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productSummary } from '../../../shared/testing/fixtures';
import { renderWithProviders } from '../../../shared/testing/render';
import { ProductCard } from './product-card';

/** SP/BP show wherever the API sends them (active planners only, docs/decisions/026), and nowhere else. */
describe('SP/BP on a product card', () => {
  it('absent (guests, customers): no SP/BP at all', () => {
    renderWithProviders(<ProductCard product={productSummary()} />);
    expect(screen.queryByTestId('member-points')).toBeNull();
    expect(screen.queryByText('SP')).toBeNull();
  });

  it('present (an active planner): both figures, named for screen readers', () => {
    renderWithProviders(<ProductCard product={productSummary({ spOriginal: 30720, bpOriginal: 26880 })} />);
    const points = screen.getByTestId('member-points');
    expect(points.textContent).toBe('SP30,720BP26,880');
    expect(screen.getByTitle('판매 포인트').textContent).toBe('SP');
    expect(screen.getByTitle('비즈니스 포인트').textContent).toBe('BP');
  });
});
