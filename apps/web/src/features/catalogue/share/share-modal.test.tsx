import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { installFakeApi, ok } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import { dialogs } from '../../../shared/ui/dialog-store';
import { canWebShare, copyToClipboard } from './share-actions';
import ShareModal, { type SharedProduct } from './share-modal';

const product: SharedProduct = {
  productId: 1001,
  productName: '비타 글로우 세럼',
  productSummary: '맑은 윤기'
};
const SHARE_URL =
  '/__sandbox/kakao-share/picker/link?app_key=k&validation_action=default&validation_params=%7B%7D';

beforeAll(async () => {
  await loadNamespace('product');
});

function openModal(options: { shared?: SharedProduct | null; messenger?: unknown } = {}) {
  installFakeApi({
    'GET /api/share/v1/messenger/products/1001': () =>
      ok(options.messenger === undefined ? { provider: 'KAKAO', shareUrl: SHARE_URL } : options.messenger)
  });
  const onClose = vi.fn();
  renderWithProviders(
    <ShareModal product={options.shared === undefined ? product : options.shared} onClose={onClose} />
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: '공유하기' }) };
}

/**
 * A fake clipboard, installed after userEvent.setup() (which attaches its own clipboard stub to navigator).
 */
function fakeClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
}

/** The message of the newest alert the modal raised. */
async function alerted(): Promise<string | undefined> {
  await waitFor(() => expect(dialogs.get().length).toBeGreaterThan(0));
  return dialogs.get().at(-1)?.message;
}

describe('copy link (SPEC §8 clipboard messages)', () => {
  it('writes the product’s canonical URL and says ALT_CopySuccess', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    fakeClipboard(writeText);
    openModal();
    await user.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(await alerted()).toBe('링크가 복사되었습니다.');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product/detail/1001`);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '상품 링크' }).value).toBe(
      `${window.location.origin}/product/detail/1001`
    );
  });

  it('a refused clipboard says ALT_CopyFailed', async () => {
    const user = userEvent.setup();
    fakeClipboard(() => Promise.reject(new Error('denied')));
    openModal();
    await user.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(await alerted()).toBe('링크를 복사하지 못했습니다. 다시 시도해 주세요.');
  });

  it('nothing to copy says ALT_CopyItemMissing', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    fakeClipboard(writeText);
    openModal({ shared: null });
    await user.click(screen.getByRole('button', { name: '링크 복사' }));
    expect(await alerted()).toBe('복사할 내용이 없습니다.');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copyToClipboard without any clipboard fails rather than throwing', async () => {
    await expect(copyToClipboard('https://shop.test/', undefined)).resolves.toBe('ALT_CopyFailed');
    await expect(copyToClipboard('', { writeText: vi.fn() })).resolves.toBe('ALT_CopyItemMissing');
  });
});

describe('Web Share', () => {
  it('is offered only where the device has navigator.share and canShare accepts the data', async () => {
    const share = vi.fn(async (_data: ShareData) => {});
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(window.navigator, 'canShare', { value: () => true, configurable: true });
    openModal();
    await userEvent.setup().click(screen.getByRole('button', { name: '다른 앱으로 공유하기' }));
    expect(share).toHaveBeenCalledWith({
      title: '비타 글로우 세럼',
      text: '맑은 윤기',
      url: `${window.location.origin}/product/detail/1001`
    });
    Reflect.deleteProperty(window.navigator, 'share');
    Reflect.deleteProperty(window.navigator, 'canShare');
  });

  it('is absent without the API (or when canShare refuses)', () => {
    expect('share' in window.navigator).toBe(false);
    openModal();
    expect(screen.queryByRole('button', { name: '다른 앱으로 공유하기' })).toBeNull();
    expect(canWebShare({ url: 'https://a.test/' }, { share: vi.fn(), canShare: () => false })).toBe(false);
    expect(canWebShare({ url: 'https://a.test/' }, { share: vi.fn() })).toBe(false);
  });
});

describe('messenger share', () => {
  it('opens the provider’s share page from the API in a popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    openModal();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '카카오톡으로 공유하기' });
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.setup().click(button);
    expect(open).toHaveBeenCalledWith(SHARE_URL, 'messenger-share', expect.stringContaining('popup'));
  });

  it('a blocked popup is explained', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    openModal();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: '카카오톡으로 공유하기' });
    await waitFor(() => expect(button.disabled).toBe(false));
    await userEvent.setup().click(button);
    expect(await alerted()).toContain('팝업이 차단되어');
  });

  it('no messenger configured: no messenger button', async () => {
    openModal({ messenger: null });
    await waitFor(() => expect(screen.queryByRole('button', { name: '카카오톡으로 공유하기' })).toBeNull());
  });
});

describe('the modal', () => {
  it('is a labelled dialog that takes focus and closes on Escape and on its close button', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
