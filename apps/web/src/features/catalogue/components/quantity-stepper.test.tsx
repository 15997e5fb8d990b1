import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/render';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return (
    <>
      <QuantityStepper value={value} max={max} onChange={setValue} />
      <p data-testid="quantity">{value}</p>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: '수량' });
const quantity = () => screen.getByTestId('quantity').textContent;

describe('QuantityStepper (SPEC §5, §9)', () => {
  it('steps between 1 and the limit; the buttons stop at the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={3} />);
    const minus = screen.getByRole<HTMLButtonElement>('button', { name: '수량 줄이기' });
    const plus = screen.getByRole<HTMLButtonElement>('button', { name: '수량 늘리기' });
    expect(minus.disabled).toBe(true);
    await user.click(plus);
    await user.click(plus);
    expect(quantity()).toBe('3');
    expect(plus.disabled).toBe(true);
    expect(field().value).toBe('3');
    expect(screen.getByText('최대 3개까지 구매할 수 있습니다.')).toBeTruthy();
  });

  it('clamps a typed number to the limit, and a typed 0 to 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={5} />);
    await user.clear(field());
    await user.type(field(), '9');
    expect(field().value).toBe('5');
    expect(quantity()).toBe('5');
    await user.clear(field());
    await user.type(field(), '0');
    expect(field().value).toBe('1');
    expect(quantity()).toBe('1');
  });

  it('ignores non-digits and holds at most three characters (100 without a product limit)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={100} />);
    expect(field().maxLength).toBe(3);
    await user.clear(field());
    await user.type(field(), 'a4-b2');
    expect(field().value).toBe('42');
    expect(quantity()).toBe('42');
    await user.clear(field());
    await user.type(field(), '999');
    expect(field().value).toBe('100');
    expect(quantity()).toBe('100');
  });

  it('may be emptied while typing and shows the quantity again on leaving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={10} />);
    await user.clear(field());
    await user.type(field(), '7');
    await user.clear(field());
    expect(field().value).toBe('');
    await user.tab();
    expect(field().value).toBe('7');
    expect(quantity()).toBe('7');
  });
});
