import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../i18n/i18n';
import { installFakeApi } from '../testing/fake-api';
import { fakeIdentityRoutes, installFakePopup, REQUEST_ID, VERIFIED_PERSON } from '../testing/fake-identity';
import { renderWithProviders } from '../testing/render';
import { sessionStore } from '../session/session-store';
import { dialogs } from '../ui/dialog-store';
import { IdentityVerificationButtons } from './identity-verification-buttons';

function setup(options: Parameters<typeof fakeIdentityRoutes>[0] = {}, popupOptions = {}) {
  const identity = fakeIdentityRoutes(options);
  const api = installFakeApi(identity.routes);
  const popup = installFakePopup(popupOptions);
  const onVerified = vi.fn();
  const onError = vi.fn();
  renderWithProviders(
    <IdentityVerificationButtons purpose="SIGNUP" onVerified={onVerified} onError={onError} />
  );
  return { api, popup, identity, onVerified, onError, user: userEvent.setup() };
}

beforeAll(async () => {
  await loadNamespace('accounts');
});

describe('IdentityVerificationButtons', () => {
  it('opens the mobile popup centred at 500x550 in the click, posts the vendor form into it, and reports the verified request', async () => {
    const { api, popup, onVerified, user } = setup();
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));

    expect(popup.open).toHaveBeenCalledTimes(1);
    const [url, name, features] = popup.open.mock.calls[0]!;
    expect(url).toBe('about:blank');
    expect(name).toBe('idv');
    expect(features).toMatch(/width=500,height=550,left=\d+,top=\d+/);
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    expect(popup.posted[0]).toMatchObject({
      target: 'idv',
      action: 'http://localhost/__sandbox/identity/CheckPlusSafeModel/service.cb',
      fields: { m: 'service', token_version_id: 'token' }
    });
    const start = api.calls.find((c) => c.url.pathname.endsWith('/public/authToken'))!;
    expect(JSON.parse(String(start.body))).toEqual({
      cpCode: 'MOBILE',
      purpose: 'SIGNUP',
      retUrl: '/cert/success'
    });
    expect(screen.getByTestId('idv-status').textContent).toContain('열린 창에서 본인확인을 마쳐 주세요.');

    popup.deliver({});
    await waitFor(() =>
      expect(onVerified).toHaveBeenCalledWith({
        requestId: REQUEST_ID,
        method: 'MOBILE',
        identity: VERIFIED_PERSON,
        usableUntil: '2099-01-01T00:00:00.000Z'
      })
    );
    expect(screen.getByTestId('idv-status').textContent).toContain('본인확인이 완료되었습니다.');
    expect(screen.getByRole('button', { name: '휴대폰으로 다시 인증' })).not.toHaveProperty('disabled', true);
  });

  it('uses the member endpoints when logged in, and the card size 430x725', async () => {
    sessionStore.signIn({
      userSeqNo: 7,
      userNumber: '2000000007',
      userType: 'BEAUTY_CONSUMER',
      fullName: '김민지',
      acceptId: null
    });
    const { api, popup, onVerified, user } = setup({ member: true, method: 'CARD' });
    await user.click(screen.getByRole('button', { name: '카드 본인확인' }));
    expect(popup.open.mock.calls[0]![2]).toMatch(/width=430,height=725/);
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    const start = api.calls.find((c) => c.url.pathname === '/api/member/certification/v1/authToken')!;
    expect(JSON.parse(String(start.body))).toMatchObject({ cpCode: 'CARD', retUrl: '/cardcert/result' });
    popup.deliver({});
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ method: 'CARD' })));
  });

  it('ignores messages from another origin or another window', async () => {
    const { api, popup, onVerified, user } = setup();
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    popup.deliver({}, { origin: 'https://evil.example' });
    popup.deliver({}, { source: window });
    popup.deliver({ requestId: 'Other0123456789abcdefghijklmnopq' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.some((c) => c.url.pathname.includes('/result/'))).toBe(false);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('reads the outcome from the API, whatever the message says: a failed verification is reported translated', async () => {
    const { popup, identity, onVerified, onError, user } = setup({ status: 'FAILED' });
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    identity.state.status = 'FAILED';
    popup.deliver({ ok: true, retCd: 'S000' });
    expect((await screen.findByTestId('idv-error')).textContent).toContain(
      '본인확인에 실패했습니다. 다시 시도해 주세요.'
    );
    expect(onError).toHaveBeenCalledWith('failed');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('learns the outcome when the popup closes without a message (tab fallback), and says cancelled when still pending', async () => {
    const { popup, identity, onVerified, user } = setup();
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    await waitFor(() => expect(popup.posted).toHaveLength(1));
    act(() => popup.popup.close());
    await waitFor(() => expect(onVerified).toHaveBeenCalled());

    onVerified.mockClear();
    identity.state.status = 'CANCELED';
    popup.popup.closed = false;
    await user.click(screen.getByRole('button', { name: '휴대폰으로 다시 인증' }));
    await waitFor(() => expect(popup.posted).toHaveLength(2));
    act(() => popup.popup.close());
    expect((await screen.findByTestId('idv-error')).textContent).toContain('본인확인이 취소되었습니다.');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('a blocked popup shows UTI_AltBlockPopup and calls nothing', async () => {
    const { api, onError, user } = setup({}, { blocked: true });
    await user.click(screen.getByRole('button', { name: '카드 본인확인' }));
    expect(dialogs.get()[0]?.message).toContain('팝업이 차단되어 본인확인 창을 열 수 없습니다.');
    expect(onError).toHaveBeenCalledWith('blocked');
    expect(api.calls).toHaveLength(0);
  });

  it("one method, a check in the click before the popup, the screen's pending work and its own status lines", async () => {
    installFakeApi(fakeIdentityRoutes().routes);
    const popup = installFakePopup();
    const beforeStart = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    const user = userEvent.setup();
    renderWithProviders(
      <IdentityVerificationButtons
        purpose="FIND_ACCOUNT"
        methods={['MOBILE']}
        testIds={{ MOBILE: 'screen-start' }}
        beforeStart={beforeStart}
        onVerified={() => undefined}
      >
        <p data-testid="screen-line">own line</p>
      </IdentityVerificationButtons>
    );
    expect(screen.queryByRole('button', { name: '카드 본인확인' })).toBeNull();
    expect(screen.getByTestId('screen-line').textContent).toBe('own line');
    await user.click(screen.getByTestId('screen-start'));
    expect(beforeStart).toHaveBeenCalledWith('MOBILE');
    expect(popup.open).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('screen-start'));
    expect(popup.open).toHaveBeenCalledTimes(1);

    cleanup();
    renderWithProviders(
      <IdentityVerificationButtons
        purpose="FIND_ACCOUNT"
        onVerified={() => undefined}
        verified={false}
        pending
      />
    );
    expect(screen.getByRole('button', { name: '휴대폰 본인확인' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '카드 본인확인' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('idv-status').textContent).toContain('인증 결과를 확인하고 있습니다…');
  });

  it('a refused start closes the popup and says verification is unavailable', async () => {
    const { api, popup, user } = setup();
    api.fetchMock.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ status: 429, code: 'RATE_LIMITED', message: 'slow down' }), {
          status: 429,
          headers: { 'content-type': 'application/json' }
        })
    );
    await user.click(screen.getByRole('button', { name: '휴대폰 본인확인' }));
    expect((await screen.findByTestId('idv-error')).textContent).toContain(
      '지금은 본인확인을 시작할 수 없습니다.'
    );
    expect(popup.popup.closed).toBe(true);
  });
});
