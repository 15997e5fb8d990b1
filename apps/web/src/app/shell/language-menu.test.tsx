import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation, getLanguage } from '../../shared/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { apiData } from '../../shared/api/api-client';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { installFakeApi, ok } from '../../shared/testing/fake-api';
import { renderWithProviders } from '../../shared/testing/render';
import { LanguageMenu } from './language-menu';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('search.title')}</h1>;
}

describe('language switch', () => {
  it.each([
    ['en-US', 'Search products'],
    ['zh-TW', '商品搜尋']
  ] as const)(
    'to %s re-renders the page, sets <html lang>, saves the choice and sends Accept-Language',
    async (language, title) => {
      const user = userEvent.setup();
      const api = installFakeApi({ 'GET /api/product/v1/public/categories': () => ok([]) });
      renderWithProviders(
        <>
          <Title />
          <LanguageMenu />
        </>
      );
      expect(screen.getByRole('heading').textContent).toBe('상품 검색');
      expect(document.documentElement.lang).toBe('ko-KR');

      await user.click(screen.getByTestId('language-menu'));
      await user.click(await screen.findByTestId(`language-option-${language}`));

      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(document.documentElement.lang).toBe(language);
      expect(getLanguage()).toBe(language);
      expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe(JSON.stringify(language));

      await apiData('/product/v1/public/categories');
      expect(api.calls[0]?.headers.get('accept-language')).toBe(language);
    }
  );

  it('marks the active language and closes with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageMenu />);
    await user.click(screen.getByTestId('language-menu'));
    expect((await screen.findByTestId('language-option-ko-KR')).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('language-option-en-US').getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('language-option-en-US')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('language-menu'));
  });
});
