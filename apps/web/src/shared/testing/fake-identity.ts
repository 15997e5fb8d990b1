import { act } from '@testing-library/react';
import type { CertIdentity, CertificationResult, CertMethod, CertStatus } from '@mall/domain';
import { vi } from 'vitest';
import { ok, type FakeCall } from './fake-api';

/**
 * The identity verification popup for web tests: `window.open` answers a fake window, the vendor form
 * post is recorded instead of submitted, and `deliver` plays the result page's message.
 */
export const REQUEST_ID = 'Req0123456789abcdefghijklmnopqrs';

export const VERIFIED_PERSON: CertIdentity = {
  name: '김민지',
  birthDate: '1992-04-17',
  gender: 'FEMALE',
  nationality: 'LOCAL',
  mobileNumber: '01012345678',
  carrier: 'SKT',
  cardCompany: null
};

export type FakePopup = { closed: boolean; close: () => void; focus: () => void };

export function installFakePopup({ blocked = false }: { blocked?: boolean } = {}) {
  const popup: FakePopup = {
    closed: false,
    close() {
      popup.closed = true;
    },
    focus: vi.fn()
  };
  const open = vi
    .spyOn(window, 'open')
    .mockImplementation(() => (blocked ? null : (popup as unknown as Window)));
  // A spy from an earlier test in the file is the same spy: start its record afresh.
  open.mockClear();
  const posted: { action: string; target: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries(
      [...this.querySelectorAll('input')].map((input) => [input.name, input.value])
    );
    posted.push({ action: this.action, target: this.target, fields });
  });

  /** The result page in the popup posts to its opener (same origin, from the popup). */
  function deliver(
    message: { requestId?: string | null; ok?: boolean; retCd?: string },
    options: { origin?: string; source?: unknown } = {}
  ) {
    const event = new MessageEvent('message', {
      data: { type: 'IDV_RESULT', requestId: REQUEST_ID, ok: true, retCd: 'S000', ...message },
      origin: options.origin ?? window.location.origin
    });
    Object.defineProperty(event, 'source', { value: options.source ?? popup });
    act(() => {
      window.dispatchEvent(event);
    });
  }

  return { popup, open, posted, deliver };
}

/** The certification endpoints of the fake API (member or public variant), with a status to answer. */
export function fakeIdentityRoutes(
  options: { member?: boolean; status?: CertStatus; identity?: CertIdentity; method?: CertMethod } = {}
) {
  const prefix = `/api/member/certification/v1/${options.member ? '' : 'public/'}`;
  const state = { status: options.status ?? 'VERIFIED' };
  const result = (): CertificationResult => ({
    requestId: REQUEST_ID,
    cpCode: options.method ?? 'MOBILE',
    purpose: 'SIGNUP',
    status: state.status,
    retCd: state.status === 'PENDING' ? null : state.status === 'VERIFIED' ? 'S000' : 'ERROR',
    txSn: 'SBX1',
    verifiedAt: state.status === 'VERIFIED' ? '2025-01-01T00:00:00.000Z' : null,
    usableUntil: state.status === 'VERIFIED' ? '2099-01-01T00:00:00.000Z' : null,
    consumed: false,
    identity: state.status === 'VERIFIED' ? (options.identity ?? VERIFIED_PERSON) : null
  });
  const routes = {
    [`POST ${prefix}authToken`]: (call: FakeCall) => {
      const body = JSON.parse(String(call.body)) as { cpCode: CertMethod; purpose: string };
      const size = body.cpCode === 'CARD' ? { width: 430, height: 725 } : { width: 500, height: 550 };
      return ok({
        requestId: REQUEST_ID,
        cpParam: REQUEST_ID,
        authToken: 'token',
        baseUrl: 'http://localhost/__sandbox/identity',
        certInfo: { cpCode: body.cpCode, purpose: body.purpose, provider: 'sandbox' },
        nr: null,
        expiresAt: '2099-01-01T00:00:00.000Z',
        popup: {
          name: 'idv',
          ...size,
          action: 'http://localhost/__sandbox/identity/CheckPlusSafeModel/service.cb',
          method: 'POST',
          fields: { m: 'service', token_version_id: 'token', enc_data: 'sealed', integrity_value: 'mac' }
        }
      });
    },
    [`GET ${prefix}result/${REQUEST_ID}`]: () => ok(result())
  };
  return { routes, state };
}
