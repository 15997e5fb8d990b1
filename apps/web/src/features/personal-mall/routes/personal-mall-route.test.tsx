import type { PersonalMallSave } from '@mall/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok, type FakeCall } from '../../../shared/testing/fake-api';
import { categoriesFixture } from '../../../shared/testing/fixtures';
import { renderApp } from '../../../shared/testing/render-app';
import { mallFixture, PLANNER, signInPlanner, summaryFixture } from '../testing/mall-fixtures';

const MALL = `/api/personal/v1/users/${PLANNER.userSeqNo}/personalMall`;

function setup(routes: Record<string, (call: FakeCall) => ReturnType<typeof ok>> = {}) {
  signInPlanner();
  const api = installFakeApi({
    'GET /api/product/v1/categories': () => ok(categoriesFixture),
    [`GET ${MALL}`]: () => ok(mallFixture({ siteUrl: 'skysalon' })),
    [`GET ${MALL}/summary`]: () => ok(summaryFixture),
    ...routes
  });
  return { api, user: userEvent.setup({ applyAccept: false }) };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '개인몰 편집' }));
  return screen.findByTestId('mall-edit-form');
}

const saves = (api: ReturnType<typeof setup>['api']) =>
  api.calls.filter((call) => call.method === 'POST' && call.url.pathname === MALL);

function savedRequest(call: FakeCall): PersonalMallSave {
  const form = call.body as FormData;
  return JSON.parse(String(form.get('request'))) as PersonalMallSave;
}

describe('/mypage/personalMall', () => {
  it('shows the mall as visitors see it with the default title, the two links with QR codes and the month', async () => {
    setup();
    renderApp('/mypage/personalMall');
    expect(await screen.findByRole('heading', { level: 2, name: '김하늘의 개인몰' })).toBeTruthy();
    const signup = screen.getByTestId('mall-link-signup');
    expect(within(signup).getByText(/\/signup\/selectType\?referrer=1000000001/)).toBeTruthy();
    expect(
      within(signup).getByRole('link', { name: '회원가입 링크 QR 코드 SVG 내려받기' }).getAttribute('href')
    ).toBe('/api/member/v1/public/qrcode/download?qrcodeFileName=1000000001-signup.svg');
    expect(within(screen.getByTestId('mall-figure-amount')).getByText('238,000원')).toBeTruthy();
    expect(within(screen.getByTestId('mall-figure-members')).getByText('이번 달 가입 3명')).toBeTruthy();
  });

  it('copies the shopping link (ALT_CopySuccess) and says so when the clipboard refuses (ALT_CopyFailed)', async () => {
    const { user } = setup();
    renderApp('/mypage/personalmall');
    navigator.clipboard.writeText = async () => undefined;
    await user.click(await screen.findByRole('button', { name: '쇼핑 링크 복사' }));
    expect(await screen.findByText('링크가 복사되었습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '쇼핑 링크 복사' }));
    expect(await screen.findByText('링크를 복사하지 못했습니다. 다시 시도해 주세요.')).toBeTruthy();
  });

  it('shares the sign-up link through the messenger page the server built for it', async () => {
    const { user, api } = setup({
      'GET /api/share/v1/messenger/personal-malls/1000000001': () =>
        ok({ provider: 'KAKAO', shareUrl: '/__sandbox/kakao-share/picker/link?x=1' })
    });
    renderApp('/mypage/personalMall');
    await user.click(await screen.findByRole('button', { name: '회원가입 링크 공유' }));
    const messenger = await screen.findByTestId('share-messenger');
    await waitFor(() => expect(messenger.hasAttribute('disabled')).toBe(false));
    const asked = api.calls.find((call) => call.url.pathname.includes('/messenger/personal-malls/'));
    expect(asked?.url.searchParams.get('kind')).toBe('signup');
  });

  it('refuses an empty name and a site address against the rule before asking the server', async () => {
    const { user, api } = setup();
    renderApp('/mypage/personalMall');
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('개인몰 이름'));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('개인몰 이름을 입력해 주세요.')).toBeTruthy();

    await user.clear(within(form).getByLabelText('개인몰 주소'));
    await user.type(within(form).getByLabelText('개인몰 주소'), '123456');
    await user.click(within(form).getByTestId('mall-siteUrl-check'));
    expect(await within(form).findByText(/숫자만은 사용할 수 없습니다/)).toBeTruthy();
    expect(api.calls.some((call) => call.url.pathname.endsWith('findExistUserSiteUrl'))).toBe(false);
    expect(saves(api)).toHaveLength(0);
  });

  it('saves a changed nickname only after its duplicate check, with the request JSON and the profile file', async () => {
    const { user, api } = setup({
      'POST /api/member/v1/public/findExistUserNickNm': (call) =>
        ok({ duplicate: JSON.parse(String(call.body)).nickName === '하늘빛' }),
      [`POST ${MALL}`]: (call) => ok(mallFixture({ ...savedRequest(call), siteUrl: 'skysalon' }))
    });
    renderApp('/mypage/personalMall');
    const form = await openForm(user);
    await user.clear(within(form).getByLabelText('개인몰 이름'));
    await user.type(within(form).getByLabelText('개인몰 이름'), '하늘 살롱');
    await user.type(within(form).getByLabelText('닉네임'), '하늘빛');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('닉네임 중복 확인을 해 주세요.')).toBeTruthy();
    expect(saves(api)).toHaveLength(0);

    await user.click(within(form).getByTestId('mall-nickname-check'));
    expect(
      await within(form).findByText('이미 사용 중인 닉네임입니다. 다른 닉네임을 입력해 주세요.')
    ).toBeTruthy();
    await user.type(within(form).getByLabelText('닉네임'), '별');
    await user.click(within(form).getByTestId('mall-nickname-check'));
    expect(await within(form).findByText('사용할 수 있습니다.')).toBeTruthy();

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('프로필 이미지'), png);
    expect(within(form).getByTestId('mall-image-profile-name').textContent).toBe('me.png');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    const body = saves(api)[0]!.body as FormData;
    expect(savedRequest(saves(api)[0]!)).toMatchObject({
      mallName: '하늘 살롱',
      nickname: '하늘빛별',
      siteUrl: 'skysalon'
    });
    expect((body.get('profile') as File).name).toBe('me.png');
    expect(await screen.findByText('개인몰을 저장했습니다.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('heading', { level: 2, name: '하늘 살롱' })).toBeTruthy();
  });

  it('shows the server’s refusal on its field and keeps everything typed', async () => {
    const { user } = setup({
      'POST /api/member/v1/public/findExistUserSiteUrl': () => ok({ duplicate: false }),
      [`POST ${MALL}`]: () =>
        fail(409, 'PERSONAL_MALL_SITE_URL_TAKEN', 'taken', {
          fields: [{ field: 'siteUrl', code: 'PERSONAL_MALL_SITE_URL_TAKEN', message: 'taken' }]
        })
    });
    renderApp('/mypage/personalMall');
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('소개 문구 1'), '반가워요');
    await user.clear(within(form).getByLabelText('개인몰 주소'));
    await user.type(within(form).getByLabelText('개인몰 주소'), 'Bloom2');
    await user.click(within(form).getByTestId('mall-siteUrl-check'));
    expect(await within(form).findByText('사용할 수 있습니다.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(
      await within(form).findByText('이미 사용 중인 개인몰 주소입니다. 다른 주소를 입력해 주세요.')
    ).toBeTruthy();
    expect((within(form).getByLabelText('개인몰 주소') as HTMLInputElement).value).toBe('bloom2');
    expect((within(form).getByLabelText('소개 문구 1') as HTMLInputElement).value).toBe('반가워요');
  });

  it('refuses a picture that is not JPEG/PNG (ALT_FileError) or over 20 MB (ALT_ImageValidation)', async () => {
    const { user } = setup();
    renderApp('/mypage/personalMall');
    const form = await openForm(user);
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    await user.upload(within(form).getByLabelText('배경 이미지 (모바일)'), gif);
    expect(within(form).getByTestId('mall-image-backgroundMobile-problem').textContent).toBe(
      'JPG 또는 PNG 이미지 파일만 올릴 수 있습니다.'
    );
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(within(form).getByLabelText('배경 이미지 (PC)'), big);
    expect(within(form).getByTestId('mall-image-backgroundPc-problem').textContent).toBe(
      '20MB 이하의 이미지만 올릴 수 있습니다.'
    );
    expect(within(form).getByTestId('mall-image-backgroundPc-name').textContent).toBe(
      '선택된 이미지가 없습니다.'
    );
  });
});
