import type { CardCompany, Carrier, CertMethod } from '@mall/domain';

/**
 * Identity verification vendors (휴대폰/카드 본인확인). Every classic vendor runs the same popup
 * pattern (INTEGRATIONS §5.1): we seal a request for the vendor, the browser posts it into a popup,
 * the vendor sends the popup back to our return URL with a sealed result. The adapter owns the
 * vendor's field names, crypto and codes; the certification module sees only these types.
 */
export interface IdentityProvider {
  readonly name: string;
  /**
   * Seals a request; answers what the popup form must post and where. A real vendor is asked for the
   * request's keys first (NICE's crypto token): it throws `IdentityProviderError` when that fails.
   */
  createRequest(input: IdentityRequestInput): Promise<IdentityRequest>;
  /**
   * The vendor's token a callback names, read before anything in it is trusted: it finds the request the
   * callback claims to answer (and so what `createRequest` asked to keep). `null` when there is none.
   */
  callbackToken(fields: Record<string, unknown>): string | null;
  /**
   * Opens the vendor's callback (query or form fields as received) with what `createRequest` asked to keep
   * for that request. `null` when the fields are not the vendor's (bad integrity value, undecipherable, wrong
   * site, another request's number): nothing in them can be trusted.
   */
  readCallback(fields: Record<string, unknown>, kept: string | null): IdentityCallback | null;
}

/** The vendor could not be reached, answered late, too much, or refused the shop: no request was made. */
export class IdentityProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityProviderError';
  }
}

export type IdentityRequestInput = {
  /** Our request number; the vendor echoes it in the result (replay/CSRF check). */
  requestNo: string;
  method: CertMethod;
  /** Absolute URL the vendor sends the popup back to. */
  returnUrl: string;
  /** The origin the storefront was reached at; sandbox pages are served from it. */
  origin: string;
  expiresAt: Date;
};

export type IdentityRequest = {
  /** The vendor's id for this request; also in the callback (our `authToken`). */
  tokenVersionId: string;
  baseUrl: string;
  /** The popup form (method POST). */
  action: string;
  fields: Record<string, string>;
  /** The sealed request blob (NICE-style `encData` of the spec's site-info). */
  encData: string;
  /**
   * Per-request material the adapter needs again to open the result (NICE: the crypto token and the request's
   * time and number), kept server-side with the request and handed back to `readCallback`; never sent to the
   * browser. Null when the adapter needs nothing.
   */
  keep: string | null;
};

export type VerifiedPerson = {
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
  gender: 'MALE' | 'FEMALE';
  nationality: 'LOCAL' | 'FOREIGNER';
  mobileNumber: string | null;
  carrier: Carrier | null;
  cardCompany: CardCompany | null;
  /** Connecting information (88 chars) and duplicate information (64 chars); stored only as HMACs. */
  ci: string;
  di: string;
};

export type IdentityCallback = {
  tokenVersionId: string;
  requestNo: string;
  /** The vendor's transaction number (`txSn`). */
  responseNo: string | null;
  /** The vendor's own result code, kept for support. */
  vendorCode: string;
  outcome: 'VERIFIED' | 'CANCELED' | 'FAILED' | 'TIMEOUT';
  person: VerifiedPerson | null;
};
