import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { LANGUAGES } from '@mall/domain';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';

/** Pairs of initials every Korean reads as a swear word (ㅅㅂ, ㅆㅂ, ㅂㅅ, ㅈㄹ, ㅁㅊ, ㄱㅅㄲ). */
const SWEARING = /ㅅㅂ|ㅆㅂ|ㅂㅅ|ㅈㄹ|ㅁㅊ|ㄱㅅㄲ/;

describe('search without results', () => {
  it.each(LANGUAGES)(
    'tips in %s give an initials example no one misreads (ㅋㄹ for 크림)',
    async (language) => {
      installFakeApi({
        'GET /api/product/v1/public/categories': () => ok(categoriesFixture),
        'GET /api/product/v1/public/products/search': () =>
          ok({
            list: [],
            pageNumber: 1,
            pageSize: 8,
            totalPageNumber: 0,
            totalSize: 0,
            keyword: '없는상품',
            correctedKeyword: null
          })
      });
      await act(() => changeLanguage(language));
      renderApp('/search?keyword=없는상품');
      const tips = await screen.findByTestId('search-no-results');
      expect(tips.textContent).toMatch(/ㅋㄹ.*크림/);
      expect(tips.textContent).not.toMatch(SWEARING);
    }
  );
});
