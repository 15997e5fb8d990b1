import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh runtime whose second shell part (footer, dialogs, errors) has not arrived: the shared test setup
// loads every part up front, so this file imports the module again on its own.
afterEach(() => {
  vi.doUnmock('./locales/ko-KR.more');
  vi.resetModules();
});

describe('a text whose catalogue is still loading', () => {
  it('is blank, not its key, until the part arrives; then the text', async () => {
    let arrive: (value: { default: unknown }) => void = () => {};
    vi.resetModules();
    vi.doMock('./locales/ko-KR.more', () => new Promise((resolve) => (arrive = resolve)));
    const runtime = await import('./i18n');
    await runtime.initI18n('ko-KR');
    // On Home's first load: the header's text is there, the footer's is not yet.
    expect(runtime.i18n.t('common.retry')).toBe('다시 시도');
    expect(runtime.i18n.t('footer.companyInfo' as never)).toBe('');
    const more = (await vi.importActual<{ default: unknown }>('./locales/ko-KR.more')).default;
    arrive({ default: more });
    await runtime.loadMoreTexts();
    expect(runtime.i18n.t('footer.companyInfo' as never)).not.toBe('');
    expect(runtime.i18n.t('footer.companyInfo' as never)).toBe('사업자 정보');
    // A key no catalogue has shows itself once everything is loaded (a missing text is found, not hidden).
    expect(runtime.i18n.t('footer.noSuchText' as never)).toBe('footer.noSuchText');
  });
});
