import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespace } from '../i18n/i18n';
import { REQUEST_ID } from '../testing/fake-identity';
import { renderWithProviders } from '../testing/render';
import { CertResultRoute, landingMessage } from './cert-result-route';

beforeAll(async () => {
  await loadNamespace('accounts');
});
afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
});

describe('landingMessage', () => {
  it('S000 is success on /cert/success and /cardcert/result, never on /cert/error; odd ids become null', () => {
    expect(landingMessage('/cert/success', `?requestId=${REQUEST_ID}&retCd=S000`)).toEqual({
      type: 'IDV_RESULT',
      requestId: REQUEST_ID,
      ok: true,
      retCd: 'S000'
    });
    expect(landingMessage('/cardcert/result', `?requestId=${REQUEST_ID}&retCd=S000`).ok).toBe(true);
    expect(landingMessage('/cardcert/result', `?requestId=${REQUEST_ID}&retCd=ERROR`)).toMatchObject({
      ok: false,
      retCd: 'ERROR'
    });
    expect(landingMessage('/cert/error', `?requestId=${REQUEST_ID}&retCd=S000`).ok).toBe(false);
    expect(landingMessage('/cert/success', '?requestId=<script>&retCd=S000').requestId).toBeNull();
  });
});

describe('CertResultRoute', () => {
  it('with an opener: posts IDV_RESULT to it for our origin only, and closes', () => {
    const opener = { closed: false, postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWithProviders(<CertResultRoute />, { path: `/cert/success?requestId=${REQUEST_ID}&retCd=S000` });
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'IDV_RESULT', requestId: REQUEST_ID, ok: true, retCd: 'S000' },
      window.location.origin
    );
    expect(close).toHaveBeenCalled();
  });

  it('without an opener: says where to go on, translated', async () => {
    renderWithProviders(<CertResultRoute />, { path: `/cert/error?requestId=${REQUEST_ID}&retCd=ERROR` });
    expect(await screen.findByRole('heading', { name: '본인확인을 완료하지 못했습니다' })).toBeTruthy();
    expect(screen.getByTestId('cert-landing-error').textContent).toContain(
      '본인확인을 시작한 페이지로 돌아가'
    );
  });
});
