import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { Pagination } from './pagination';

const href = (page: number) => `/product/skin-care?pageNumber=${page}`;

function pageLinks() {
  const nav = screen.getByRole('navigation', { name: '페이지 이동' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => ({
      name: link.getAttribute('aria-label'),
      text: link.textContent,
      href: link.getAttribute('href'),
      current: link.getAttribute('aria-current')
    }));
}

describe('Pagination', () => {
  it('shows at most 10 page links in the current block, with a next-block link', () => {
    renderWithProviders(<Pagination pageNumber={3} totalPageNumber={23} hrefFor={href} />);
    const links = pageLinks();
    expect(links.filter((l) => /^\d+$/.test(l.text ?? '')).map((l) => l.text)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10'
    ]);
    expect(links.find((l) => l.current === 'page')?.text).toBe('3');
    expect(links.find((l) => l.name === '다음 페이지 목록')?.href).toBe('/product/skin-care?pageNumber=11');
    expect(links.some((l) => l.name === '이전 페이지 목록')).toBe(false);
  });

  it('in a middle block links both neighbouring blocks', () => {
    renderWithProviders(<Pagination pageNumber={14} totalPageNumber={23} hrefFor={href} />);
    const links = pageLinks();
    expect(links.filter((l) => /^\d+$/.test(l.text ?? '')).map((l) => Number(l.text))).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20
    ]);
    expect(links.find((l) => l.name === '이전 페이지 목록')?.href).toBe('/product/skin-care?pageNumber=10');
    expect(links.find((l) => l.name === '다음 페이지 목록')?.href).toBe('/product/skin-care?pageNumber=21');
  });

  it('in the last, short block has no next-block link', () => {
    renderWithProviders(<Pagination pageNumber={22} totalPageNumber={23} hrefFor={href} />);
    const numbers = pageLinks().filter((l) => /^\d+$/.test(l.text ?? ''));
    expect(numbers.map((l) => Number(l.text))).toEqual([21, 22, 23]);
    expect(screen.queryByRole('link', { name: '다음 페이지 목록' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination pageNumber={1} totalPageNumber={1} hrefFor={href} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('as buttons (a dialog) shows blocks of maxLinks and reports the chosen page', async () => {
    const onPage = vi.fn();
    renderWithProviders(<Pagination pageNumber={7} totalPageNumber={12} maxLinks={5} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    const numbers = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: '7 페이지' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: '다음 페이지 목록' }));
    expect(onPage).toHaveBeenLastCalledWith(11);
    await userEvent.click(screen.getByRole('button', { name: '이전 페이지 목록' }));
    expect(onPage).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: '9 페이지' }));
    expect(onPage).toHaveBeenLastCalledWith(9);
  });
});
