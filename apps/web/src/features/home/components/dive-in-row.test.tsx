import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { renderWithProviders } from '../../../shared/testing/render';
import type { DiveIn } from '@mall/domain';
import { DiveInRow } from './dive-in-row';

const diveIn = (diveInId: number, overrides: Partial<DiveIn> = {}): DiveIn => ({
  diveInId,
  userNumber: '3000000001',
  nickName: `planner${diveInId}`,
  userName: { firstName: '서연' },
  thumbnailImageUrl: `/media/dive-in/${diveInId}.jpg`,
  videoUrl: `/media/dive-in/${diveInId}.mp4`,
  durationSeconds: 15,
  viewCount: 12345,
  formatViewCount: '1.2만',
  content: '설명',
  tag: { code: 'SKINCARE', text: '스킨케어' },
  productCount: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides
});

beforeAll(async () => {
  await loadNamespace('home');
});

describe("Home's dive-in row", () => {
  it('shows the main videos as posters with views, each opening its detail over the feed, and a more link', async () => {
    installFakeApi({
      'GET /api/etc/v1/users/public/dive-in/main': () =>
        ok([diveIn(11), diveIn(12, { nickName: 'brand', formatViewCount: '980' })])
    });
    renderWithProviders(<DiveInRow />);
    const section = await screen.findByRole('region', { name: '다이브인' });
    const first = within(section).getByRole('link', { name: /^planner11의 영상 보기\s*@planner11/ });
    expect(first.getAttribute('href')).toBe('/diveIn?diveInId=11');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/dive-in/11.jpg');
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(within(section).getByText('조회수 980')).toBeTruthy();
    expect(within(section).getByRole('link', { name: '다이브인 영상 더보기' }).getAttribute('href')).toBe(
      '/diveIn'
    );
  });

  it('is left out when there are no videos or the call fails', async () => {
    installFakeApi({ 'GET /api/etc/v1/users/public/dive-in/main': () => fail(500, 'INTERNAL') });
    const failed = renderWithProviders(<DiveInRow />);
    await vi.waitFor(() =>
      expect(failed.queryClient.getQueryState(['dive-in', 'main', 'ko-KR'])?.status).toBe('error')
    );
    expect(failed.container.querySelector('section')).toBeNull();
    failed.unmount();

    installFakeApi({ 'GET /api/etc/v1/users/public/dive-in/main': () => ok([]) });
    const empty = renderWithProviders(<DiveInRow />);
    await vi.waitFor(() =>
      expect(empty.queryClient.getQueryState(['dive-in', 'main', 'ko-KR'])?.status).toBe('success')
    );
    expect(empty.container.querySelector('section')).toBeNull();
  });
});
