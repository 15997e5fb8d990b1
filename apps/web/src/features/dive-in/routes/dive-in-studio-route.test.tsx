import type { DiveInOwn } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { signInTestMember } from '../../../shared/testing/signed-in';
import { ownVideo } from '../testing/dive-in-fixtures';
import { callsTo, MINE, setupStudio as setup } from '../testing/studio-harness';

describe('/mypage/diveIn list', () => {
  it('shows each video with its poster, state, caption, tag, views and date; the feed link only once approved', async () => {
    const { api } = setup({
      [MINE]: () =>
        ok([
          ownVideo(21, { content: '검토 기다리는 영상' }),
          ownVideo(22, { status: 'APPROVED', content: '게시된 영상', formatViewCount: '1.2만' }),
          ownVideo(23, { status: 'REJECTED', reviewNote: '상품이 잘 보이지 않습니다.' }),
          ownVideo(24, { status: 'HIDDEN', reviewNote: '노출 기간이 끝났습니다.' })
        ])
    });
    expect(await screen.findByRole('heading', { level: 1, name: '내 영상' })).toBeTruthy();
    const cards = await screen.findAllByTestId('studio-video');
    expect(cards.map((card) => within(card).getByTestId('studio-status').textContent)).toEqual([
      '검토 중',
      '게시 중',
      '반려',
      '숨김'
    ]);
    const approved = within(cards[1]!);
    expect(approved.getByText('게시된 영상')).toBeTruthy();
    expect(approved.getByText('#스킨케어')).toBeTruthy();
    expect(approved.getByText('조회수 1.2만')).toBeTruthy();
    expect(approved.getByText('2026-11-01 등록')).toBeTruthy();
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toBe('/media/dive-in/22.jpg');
    expect(approved.getByRole('link', { name: '피드에서 보기' }).getAttribute('href')).toBe(
      '/diveIn?diveInId=22'
    );
    expect(screen.getAllByTestId('studio-watch')).toHaveLength(1);
    expect(within(cards[0]!).getByText('검토가 끝나면 피드에 게시됩니다.')).toBeTruthy();
    expect(within(cards[2]!).getByTestId('studio-note').textContent).toBe(
      '반려 사유: 상품이 잘 보이지 않습니다.'
    );
    expect(within(cards[3]!).getByTestId('studio-note').textContent).toBe(
      '숨김 사유: 노출 기간이 끝났습니다.'
    );
    expect(screen.getByTestId('studio-count').textContent).toBe('영상 4개');
    // Asked once, at navigation (the loader), not again by the screen.
    expect(callsTo(api.calls, MINE)).toHaveLength(1);
  });

  it('says there are none yet and opens the form from there', async () => {
    const { user } = setup();
    const empty = await screen.findByTestId('studio-empty');
    expect(empty.textContent).toContain('아직 올린 영상이 없습니다.');
    await user.click(within(empty).getByRole('button', { name: '첫 영상 올리기' }));
    expect(await screen.findByRole('heading', { level: 2, name: '새 영상 올리기' })).toBeTruthy();
  });

  it('shows a failure with a retry that reads the list again', async () => {
    let failing = true;
    const { api, user } = setup({
      [MINE]: () => (failing ? fail(500, 'INTERNAL_ERROR') : ok([ownVideo(21)]))
    });
    const failure = await screen.findByTestId('studio-list-error');
    expect(failure.textContent).toContain('영상 목록을 불러오지 못했습니다.');
    const asked = callsTo(api.calls, MINE).length;
    failing = false;
    await user.click(within(failure).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findAllByTestId('studio-video')).toHaveLength(1);
    expect(callsTo(api.calls, MINE)).toHaveLength(asked + 1);
  });

  it('deletes a video after asking; cancelling the question keeps it', async () => {
    let list: DiveInOwn[] = [ownVideo(21, { content: '첫 영상' }), ownVideo(22, { content: '둘째 영상' })];
    const { api, user } = setup({
      [MINE]: () => ok(list),
      'DELETE /api/etc/v1/users/dive-in/21': () => {
        list = list.filter((video) => video.diveInId !== 21);
        return { status: 204 };
      }
    });
    await screen.findAllByTestId('studio-video');
    await user.click(screen.getByRole('button', { name: '영상 삭제: 첫 영상' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('이 영상을 삭제할까요?');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(callsTo(api.calls, 'DELETE /api/etc/v1/users/dive-in/21')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '영상 삭제: 첫 영상' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.getAllByTestId('studio-video')).toHaveLength(1));
    expect(screen.queryByText('첫 영상')).toBeNull();
    expect(callsTo(api.calls, 'DELETE /api/etc/v1/users/dive-in/21')).toHaveLength(1);
  });
});

describe('/mypage/diveIn is for planners', () => {
  it('a customer gets ALT_PlannerOnly and goes Home, without asking for any video', async () => {
    signInTestMember();
    const api = installFakeApi({ 'GET /api/product/v1/categories': () => ok(categoriesFixture) });
    const user = userEvent.setup();
    const { router } = renderApp('/mypage/diveIn');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('플래너 회원만 이용할 수 있습니다.');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.some((call) => call.url.pathname.startsWith('/api/etc/v1/users/dive-in'))).toBe(false);
  });

  it('a planner the server no longer counts as active is told so, with no upload button', async () => {
    setup({ [MINE]: () => fail(403, 'ALT_PlannerOnly', '플래너 회원만 이용할 수 있습니다.') });
    const failure = await screen.findByTestId('studio-list-error');
    expect(failure.textContent).toBe('플래너 회원만 이용할 수 있습니다.');
    expect(within(failure).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('studio-open-form')).toBeNull();
  });
});
