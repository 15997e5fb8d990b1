import type { ProductOption } from '@mall/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/testing/render';
import { OptionPicker } from './option-picker';

const options: ProductOption[] = [
  {
    productOptionId: 1,
    optionValue: '로즈',
    optionImageUrl: '/media/options/1.svg',
    salesStatus: { code: 'ON_SALE' },
    soldOutMessage: null
  },
  {
    productOptionId: 2,
    optionValue: '코랄',
    optionImageUrl: null,
    salesStatus: { code: 'SOLD_OUT' },
    soldOutMessage: '3월 20일 재입고 예정'
  },
  {
    productOptionId: 3,
    optionValue: '누드',
    optionImageUrl: null,
    salesStatus: { code: 'SOLD_OUT' },
    soldOutMessage: '  '
  },
  {
    productOptionId: 4,
    optionValue: '플럼',
    optionImageUrl: null,
    salesStatus: { code: 'PAUSE' },
    soldOutMessage: null
  },
  {
    productOptionId: 5,
    optionValue: '베이지',
    optionImageUrl: null,
    salesStatus: { code: 'ALMOST_SOLD_OUT' },
    soldOutMessage: null
  }
];

function Harness({ optionUi }: { optionUi: 'BUTTON' | 'SELECT' }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <OptionPicker optionUi={optionUi} options={options} value={value} onChange={setValue} />
      <p data-testid="chosen">{value ?? 'none'}</p>
    </>
  );
}

describe('OptionPicker (BUTTON swatches)', () => {
  it('disables unavailable options and shows their custom or default sold-out text', () => {
    renderWithProviders(<Harness optionUi="BUTTON" />);
    const rose = screen.getByRole('button', { name: /로즈/ });
    const coral = screen.getByRole('button', { name: /코랄/ });
    const nude = screen.getByRole('button', { name: /누드/ });
    const plum = screen.getByRole('button', { name: /플럼/ });
    const beige = screen.getByRole('button', { name: /베이지/ });
    expect([rose, coral, nude, plum, beige].map((b) => (b as HTMLButtonElement).disabled)).toEqual([
      false,
      true,
      true,
      true,
      false
    ]);
    expect(coral.textContent).toContain('3월 20일 재입고 예정');
    expect(nude.textContent).toContain('일시품절'); // blank custom text -> default
    expect(plum.textContent).toContain('판매중지');
    expect(rose.textContent).not.toContain('품절');
  });

  it('selects an available option and ignores clicks on a sold-out one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness optionUi="BUTTON" />);
    await user.click(screen.getByRole('button', { name: /코랄/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('none');
    await user.click(screen.getByRole('button', { name: /로즈/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('1');
    expect(screen.getByRole('button', { name: /로즈/ }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('OptionPicker (SELECT)', () => {
  it('disables unavailable options with their text, and selects an available one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness optionUi="SELECT" />);
    const select = screen.getByRole('combobox', { name: '옵션' });
    const rendered = [...(select as HTMLSelectElement).options].map((o) => ({
      text: o.textContent,
      disabled: o.disabled
    }));
    expect(rendered).toEqual([
      { text: '옵션을 선택해 주세요', disabled: true },
      { text: '로즈', disabled: false },
      { text: '코랄 — 3월 20일 재입고 예정', disabled: true },
      { text: '누드 — 일시품절', disabled: true },
      { text: '플럼 — 판매중지', disabled: true },
      { text: '베이지', disabled: false }
    ]);
    await user.selectOptions(select, '5');
    expect(screen.getByTestId('chosen').textContent).toBe('5');
  });
});
