import type { TermsDocument } from '@mall/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

const versions = [
  { version: 2, effectiveAt: '2026-11-19T15:00:00.000Z', current: true },
  { version: 1, effectiveAt: '2026-07-29T15:00:00.000Z', current: false }
];
const html = ['정의', '가입', '주문']
  .map((title, index) => `<h2 id="article-${index + 1}">제${index + 1}조 (${title})</h2><p>${title} 내용</p>`)
  .join('');
const termsOfUse = (version: number): TermsDocument => ({
  kind: 'USE',
  version,
  title: '이용약관',
  html: version === 2 ? html : '<p>첫 약관</p>',
  effectiveAt: versions.find((item) => item.version === version)!.effectiveAt,
  current: version === 2,
  versions
});

function fakeTerms() {
  return installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    'GET /api/etc/v1/public/terms/USE': () => ok(termsOfUse(2)),
    'GET /api/etc/v1/public/terms/USE/versions/1': () => ok(termsOfUse(1)),
    'GET /api/etc/v1/public/terms/USE/versions/9': () => fail(404, 'TERMS_NOT_FOUND', 'not found')
  });
}

describe('/use_terms', () => {
  it('shows the version in effect with its contents, and an earlier version by its effective date', async () => {
    fakeTerms();
    const { router } = renderApp('/use_terms');
    expect(await screen.findByRole('heading', { level: 2, name: '이용약관' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: '목차' });
    expect(within(contents).getByRole('link', { name: '제2조 (가입)' }).getAttribute('href')).toBe(
      '#article-2'
    );
    const select = screen.getByTestId('terms-version-select');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['시행일 2026-11-20 (현행)', '시행일 2026-07-30']);
    expect(
      within(screen.getByTestId('terms-tabs'))
        .getByRole('link', { name: '이용약관' })
        .getAttribute('aria-current')
    ).toBe('page');

    await userEvent.setup().selectOptions(select, '1');
    expect(await screen.findByText('첫 약관')).toBeTruthy();
    expect(router.state.location.search).toBe('?version=1');
    expect(screen.getByRole('note').textContent).toContain('이전 버전');
  });

  it('answers a version that is not in effect with a way back to the current terms', async () => {
    fakeTerms();
    renderApp('/use_terms?version=9');
    expect(await screen.findByRole('heading', { name: '약관을 찾을 수 없습니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '현행 약관 보기' }).getAttribute('href')).toBe('/use_terms');
  });
});
