import type { MainVideo } from '@mall/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/testing/render';
import { MainVideos } from './main-videos';

const video = (id: number, title: string, videoUrl: string | null): MainVideo => ({
  id,
  title,
  thumbnailUrl: `/media/content/video-${id}.svg`,
  videoUrl,
  link: videoUrl ? null : '/diveIn',
  startAt: null,
  endAt: null
});

beforeAll(async () => {
  await loadNamespace('home');
});

describe('MainVideos', () => {
  it('opens a playable video in a small player dialog and a poster-only one as a link', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MainVideos
        videos={[video(1, '모닝 루틴', '/media/content/morning.mp4'), video(2, '콜라겐 이야기', null)]}
      />
    );
    expect(screen.getByRole('link', { name: '콜라겐 이야기 영상 보기' }).getAttribute('href')).toBe(
      '/diveIn'
    );

    await user.click(screen.getByRole('button', { name: '모닝 루틴 영상 재생' }));
    const dialog = await screen.findByRole('dialog', { name: '모닝 루틴' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const player = dialog.querySelector('video');
    expect(player?.getAttribute('src')).toBe('/media/content/morning.mp4');
    expect(player?.getAttribute('poster')).toBe('/media/content/video-1.svg');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '모닝 루틴 영상 재생' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '영상 닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
