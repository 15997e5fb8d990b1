import type { HomeContentKind } from '@mall/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankDraft, bodyOf, type Draft } from './draft';
import { ContentForm } from './editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(kind: HomeContentKind, initial: Draft = blankDraft()) {
  const save = vi.fn<(draft: Draft) => Promise<unknown>>(() => Promise.resolve({}));
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ContentForm kind={kind} initial={initial} save={save} onSaved={onSaved} />
    </QueryClientProvider>
  );
  return { save, onSaved };
}

const banner = (): Draft => ({
  ...blankDraft(),
  title: { 'ko-KR': '봄 세일', 'en-US': 'Spring sale' },
  subtitle: { 'ko-KR': '최대 30%' },
  alt: { 'ko-KR': '봄 배너' },
  pcImageUrl: '/media/editorial/pc.jpg',
  mobileImageUrl: '/media/editorial/mobile.jpg'
});

describe('ContentForm', () => {
  it('refuses an empty banner by the API’s own rules and sends nothing', async () => {
    const user = userEvent.setup();
    const { save } = renderForm('main-banners');
    await user.type(screen.getByLabelText('링크'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getAllByText('한국어는 꼭 입력해 주세요.')).toHaveLength(3);
    expect(screen.getAllByText('이미지를 올려 주세요.')).toHaveLength(2);
    expect(screen.getByText('표시된 항목을 확인해 주세요.')).toBeTruthy();
    expect(screen.getByText('쇼핑몰 경로(/…) 또는 https:// 주소만 쓸 수 있습니다.')).toBeTruthy();
  });

  it('previews in the chosen language with the storefront’s fallback, at phone and PC proportions', async () => {
    const user = userEvent.setup();
    const { save } = renderForm('main-banners', banner());
    const preview = screen.getByRole('region', { name: '미리보기' });
    const phone = within(preview).getByTestId('preview-phone');
    expect(phone.textContent).toContain('봄 세일');
    expect(phone.querySelector('img')?.getAttribute('src')).toBe('/media/editorial/mobile.jpg');
    expect(within(preview).getByTestId('preview-desktop').querySelector('img')?.getAttribute('src')).toBe(
      '/media/editorial/pc.jpg'
    );
    await user.click(within(preview).getByRole('tab', { name: '繁體中文' }));
    // No Chinese title: English first, then Korean (the subtitle has only Korean).
    expect(phone.textContent).toContain('Spring sale');
    expect(phone.textContent).toContain('최대 30%');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(save).toHaveBeenCalledOnce();
  });

  it('a popup’s HTML preview never runs what it holds; an IMAGE popup asks for its image instead', async () => {
    const user = userEvent.setup();
    renderForm('notice-popups', {
      ...blankDraft(),
      title: { 'ko-KR': '공지' },
      contents: {
        'ko-KR': '<p>안내</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>'
      }
    });
    const preview = screen.getByTestId('preview-phone');
    expect(preview.querySelector('.staff-prose p')?.textContent).toBe('안내');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')?.getAttribute('onerror')).toBeNull();
    await user.selectOptions(screen.getByLabelText('팝업 형식'), 'IMAGE');
    expect(screen.getByRole('group', { name: /팝업 이미지/ })).toBeTruthy();
    expect(screen.queryByLabelText(/내용 \(HTML\)/)).toBeNull();
  });
});

describe('bodyOf', () => {
  it('sends only the kind’s fields; an IMAGE popup without text sends no contents; empty link is null', () => {
    const body = bodyOf('notice-popups', {
      ...blankDraft(),
      contentType: 'IMAGE',
      attachmentImageUrl: '/media/editorial/p.jpg',
      pcImageUrl: '/media/editorial/stray.jpg'
    });
    expect(body).toMatchObject({ contentType: 'IMAGE', contents: null, link: null });
    expect(body).not.toHaveProperty('pcImageUrl');
  });
});
