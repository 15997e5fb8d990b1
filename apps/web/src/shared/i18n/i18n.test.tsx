import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage, getLanguage, i18n, loadNamespace, useTranslation } from './i18n';

// The runtime's behaviours on catalogues made for them (plural and context variants, a text only English
// has): the `home` namespace stands in for any lazy one. Korean is the source, English the fallback.
vi.mock('./locales/home.ko-KR', () => ({
  default: {
    cart: { items_other: '상품 {{count}}개', greeting: '{{user.name}}님, {{missing}}안녕하세요' },
    retry_count: '{{count}}번째 시도',
    retry: '다시 시도',
    onlyKorean: '한국어만'
  }
}));
vi.mock('./locales/home.en-US', () => ({
  default: {
    cart: { items_one: '{{count}} item', items_other: '{{count}} items', greeting: 'Hi {{user.name}}' },
    retry_count: 'Attempt {{count}}',
    retry: 'Try again',
    onlyEnglish: 'English only'
  }
}));
vi.mock('./locales/home.zh-TW', () => ({
  default: { cart: { items_other: '{{count}} 件商品' }, retry: '重試' }
}));

// The mocked catalogues are not the real `home` texts: the keys are cast to the namespace's key type.
type Key = 'eventsTitle';
const homeT = (key: string, options?: Record<string, unknown>) =>
  i18n.getFixedT(null, 'home')(key as Key, options as never);

describe('translation runtime', () => {
  it('reads nested keys and interpolates options, a missing value as nothing', async () => {
    await loadNamespace('home');
    expect(homeT('cart.greeting', { user: { name: '지은' } })).toBe('지은님, 안녕하세요');
    expect(i18n.t('common.retry')).toBe('다시 시도');
    expect(i18n.t('meta.title', { page: '장바구니' })).toBe('장바구니 | 루미에르 비타');
  });

  it('picks the plural variant by the language’s plural rules, and the context variant', async () => {
    await loadNamespace('home');
    expect(homeT('cart.items', { count: 1 })).toBe('상품 1개');
    expect(homeT('retry', { context: 'count', count: 2 })).toBe('2번째 시도');
    expect(homeT('retry', { context: 'other' })).toBe('다시 시도');
    await changeLanguage('en-US');
    expect(homeT('cart.items', { count: 1 })).toBe('1 item');
    expect(homeT('cart.items', { count: 2 })).toBe('2 items');
    expect(homeT('retry', { context: 'count', count: 3 })).toBe('Attempt 3');
  });

  it('falls back from Chinese to English, never from Korean; then to the default value or the key', async () => {
    await loadNamespace('home');
    expect(homeT('onlyEnglish')).toBe('onlyEnglish');
    expect(homeT('nowhere', { defaultValue: '' })).toBe('');
    expect(homeT('nowhere', { defaultValue: '{{n}}건', n: 3 })).toBe('3건');
    await changeLanguage('zh-TW');
    expect(homeT('onlyEnglish')).toBe('English only');
    expect(homeT('retry')).toBe('重試');
    expect(homeT('cart.items', { count: 1 })).toBe('1 件商品');
    expect(homeT('onlyKorean')).toBe('onlyKorean');
    expect(i18n.exists('onlyEnglish' as Key, { ns: 'home' })).toBe(true);
    expect(i18n.exists('onlyKorean' as Key, { ns: 'home' })).toBe(false);
    expect(i18n.exists('common.retry')).toBe(true);
  });

  it('gives a fixed language’s text whatever the active one', async () => {
    await loadNamespace('home');
    await changeLanguage('en-US');
    expect(i18n.getFixedT('ko-KR', 'home')('retry' as Key)).toBe('다시 시도');
    expect(i18n.language).toBe('en-US');
  });

  it('switches language only once its catalogues are loaded, and remembers it', async () => {
    await loadNamespace('home');
    const switching = changeLanguage('zh-TW');
    expect(getLanguage()).toBe('ko-KR');
    await switching;
    expect(getLanguage()).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(window.localStorage.getItem('mall.language')).toBe('"zh-TW"');
    expect(homeT('retry')).toBe('重試');
  });

  it('re-renders a screen when its namespace arrives and when the language changes', async () => {
    function Probe() {
      const { t } = useTranslation('benefits');
      const { t: tc } = useTranslation();
      return (
        <p>
          {t('coupon.title')} / {tc('common.retry')}
        </p>
      );
    }
    const { container } = render(<Probe />);
    // The namespace is not loaded yet: a blank (never the raw key) until it arrives, then the text, without a
    // remount.
    expect(container.textContent).toBe(' / 다시 시도');
    expect((await screen.findByText('쿠폰 / 다시 시도')).tagName).toBe('P');
    await act(() => changeLanguage('en-US'));
    expect(container.textContent).toBe('Coupons / Try again');
  });
});
