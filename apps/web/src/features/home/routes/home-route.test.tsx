import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture, productSummary } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const page = { list: [productSummary()], pageNumber: 1, pageSize: 8, totalPageNumber: 1, totalSize: 1 };

describe('Home', () => {
  it('stays up when the categories request fails: the entries show an error with a retry', async () => {
    const user = userEvent.setup();
    let categoriesUp = false;
    installFakeApi({
      'GET /api/product/v1/public/categories': () =>
        categoriesUp ? ok(categoriesFixture) : fail(500, 'INTERNAL_ERROR'),
      'GET /api/product/v1/public/products': () => ok(page)
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: '베스트' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '신상품' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: '카테고리' });
    expect((await within(section).findByRole('alert')).textContent).toContain('카테고리를 불러오지 못했습니다.');

    categoriesUp = true;
    await user.click(within(section).getByRole('button', { name: '다시 시도' }));
    expect(await within(section).findByRole('link', { name: /스킨케어/ })).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
