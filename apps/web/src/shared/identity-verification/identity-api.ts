import type { CertAuthTokenResult, CertificationResult, CertMethod, CertPurpose } from '@mall/domain';
import { apiData } from '../api/api-client';
import { paths } from '../config/paths';

/**
 * The certification calls (SPEC §7 Member > Identity, docs/decisions/007): member endpoints when logged
 * in, public ones otherwise (SPEC §6). The screen shows every refusal itself.
 */
const BASE = '/member/certification/v1';
const own = { dispatchErrors: false } as const;

/** Storefront pages the popup lands on when it became a tab and has no opener (docs/decisions/017). */
export const FALLBACK_PATH: Record<CertMethod, string> = {
  MOBILE: paths.certSuccess(),
  CARD: paths.cardCertResult()
};

export function startVerification(input: {
  purpose: CertPurpose;
  method: CertMethod;
  member: boolean;
}): Promise<CertAuthTokenResult> {
  return apiData<CertAuthTokenResult>(`${BASE}/${input.member ? '' : 'public/'}authToken`, {
    ...own,
    method: 'POST',
    body: { cpCode: input.method, purpose: input.purpose, retUrl: FALLBACK_PATH[input.method] }
  });
}

export function readVerification(requestId: string, member: boolean): Promise<CertificationResult> {
  return apiData<CertificationResult>(
    `${BASE}/${member ? '' : 'public/'}result/${encodeURIComponent(requestId)}`,
    own
  );
}
