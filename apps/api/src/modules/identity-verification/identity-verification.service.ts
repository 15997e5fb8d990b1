import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  CERT_REQUEST_TTL_SECONDS,
  CERT_RESULT_TTL_SECONDS,
  CERT_RET_ERROR,
  CERT_RET_SUCCESS,
  certificationState,
  DomainError,
  isCertPurposeAllowed,
  type CertChannel,
  type CertIdentity,
  type CertificationResult,
  type CertMethod,
  type CertPurpose,
  type CertRetCode,
  type CertStatus
} from '@mall/domain';
import {
  IdentityProviderError,
  type IdentityProvider,
  type IdentityRequest
} from '../../providers/identity-verification/identity-provider.ts';
import {
  createIdentityVerificationRepository,
  type IdentityVerificationRepository,
  type IdentityVerificationRow
} from './identity-verification.repository.ts';
import type { Executor } from '../../db/client.ts';
import { sha256 } from '../../lib/crypto.ts';

/** Where the vendor sends the popup back (under /api so the storefront's dev proxy reaches it too). */
export const CERT_RETURN_PATH = '/api/member/certification/v1/public/return';

/** Who may read or spend a request: the member who started it, or the browser holding the cookie. */
export type IdentityVerificationOwner = { userSeqNo: number | null; browserKey: string | null };

export type StartInput = {
  method: CertMethod;
  purpose: CertPurpose;
  channel: Exclude<CertChannel, 'NON_MEMBER'>;
  owner: IdentityVerificationOwner;
  /** `https://host[:port]` the storefront was reached at. */
  origin: string;
  successPath?: string | undefined;
  errorPath?: string | undefined;
  nonce?: string | undefined;
};

export type ReturnOutcome = {
  requestId: string | null;
  ok: boolean;
  retCd: CertRetCode;
  fallbackPath: string | null;
};

/** What a consumer (sign-up, recovery, guest order) receives when it spends a verification. */
export type ConsumedVerification = CertIdentity & {
  requestId: string;
  method: CertMethod;
  ciHash: string;
  diHash: string;
  verifiedAt: Date;
};

function sameHash(value: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(sha256(value));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createIdentityVerificationService(deps: {
  repository: IdentityVerificationRepository;
  provider: IdentityProvider;
  /** Keys the CI/DI hashes (an installation secret): equal CIs give equal hashes, nothing else. */
  hashKey: string;
  now?: () => Date;
  log?: { warn(obj: object, msg: string): void };
}) {
  const now = deps.now ?? (() => new Date());
  const keyed = (value: string) => createHmac('sha256', deps.hashKey).update(value).digest('base64url');

  function owns(row: IdentityVerificationRow, owner: IdentityVerificationOwner): boolean {
    if (row.userSeqNo !== null) return owner.userSeqNo === row.userSeqNo;
    return owner.browserKey !== null && sameHash(owner.browserKey, row.browserKeyHash);
  }

  /** The request if the caller started it; otherwise as if it did not exist (no oracle). */
  async function owned(
    requestId: string,
    owner: IdentityVerificationOwner,
    repository: IdentityVerificationRepository = deps.repository
  ): Promise<IdentityVerificationRow> {
    const row = await repository.byRequestId(requestId);
    if (!row || !owns(row, owner)) throw new DomainError('CERT_REQUEST_NOT_FOUND');
    return row;
  }

  function view(row: IdentityVerificationRow, at: Date): CertificationResult {
    const state = certificationState(toState(row), at);
    const status = row.status as CertStatus;
    const identity: CertIdentity | null =
      state === 'USABLE' && row.name && row.birthDate
        ? {
            name: row.name,
            birthDate: row.birthDate,
            gender: row.gender as CertIdentity['gender'],
            nationality: row.nationality as CertIdentity['nationality'],
            mobileNumber: row.mobileNumber,
            carrier: row.carrier as CertIdentity['carrier'],
            cardCompany: row.cardCompany as CertIdentity['cardCompany']
          }
        : null;
    return {
      requestId: row.requestId,
      cpCode: row.method as CertMethod,
      purpose: row.purpose as CertPurpose,
      status: state === 'EXPIRED' && status === 'PENDING' ? 'EXPIRED' : status,
      retCd: status === 'PENDING' ? null : status === 'VERIFIED' ? CERT_RET_SUCCESS : CERT_RET_ERROR,
      txSn: row.responseNo,
      verifiedAt: status === 'VERIFIED' ? (row.completedAt?.toISOString() ?? null) : null,
      usableUntil: state === 'USABLE' ? (row.resultExpiresAt?.toISOString() ?? null) : null,
      consumed: row.consumedAt !== null,
      identity
    };
  }

  function refuseUnusable(row: IdentityVerificationRow, at: Date): void {
    const state = certificationState(toState(row), at);
    if (state === 'USED') throw new DomainError('CERT_ALREADY_USED');
    if (state === 'EXPIRED') throw new DomainError('CERT_EXPIRED');
    if (state !== 'USABLE') throw new DomainError('CERT_NOT_VERIFIED', { status: row.status });
  }

  return {
    /** Creates a request bound to its starter and seals it for the vendor's popup. */
    async start(
      input: StartInput
    ): Promise<{ requestId: string; expiresAt: Date; provider: string; vendor: IdentityRequest }> {
      if (!isCertPurposeAllowed(input.purpose, input.channel))
        throw new DomainError('CERT_PURPOSE_NOT_ALLOWED');
      if (input.channel === 'MEMBER' ? input.owner.userSeqNo === null : input.owner.browserKey === null) {
        throw new DomainError('UNAUTHORIZED');
      }
      const at = now();
      const requestId = randomBytes(24).toString('base64url');
      const expiresAt = new Date(at.getTime() + CERT_REQUEST_TTL_SECONDS * 1000);
      let vendor: IdentityRequest;
      try {
        vendor = await deps.provider.createRequest({
          requestNo: requestId,
          method: input.method,
          returnUrl: `${input.origin}${CERT_RETURN_PATH}`,
          origin: input.origin,
          expiresAt
        });
      } catch (error) {
        // The adapter logged what went wrong (never its keys); the visitor may simply try again.
        if (error instanceof IdentityProviderError) throw new DomainError('CERT_PROVIDER_ERROR');
        throw error;
      }
      await deps.repository.insert({
        requestId,
        provider: deps.provider.name,
        tokenVersionId: vendor.tokenVersionId,
        vendorState: vendor.keep,
        method: input.method,
        purpose: input.purpose,
        userSeqNo: input.channel === 'MEMBER' ? input.owner.userSeqNo : null,
        browserKeyHash:
          input.channel === 'PUBLIC' && input.owner.browserKey ? sha256(input.owner.browserKey) : null,
        nonce: input.nonce ?? null,
        successPath: input.successPath ?? null,
        errorPath: input.errorPath ?? null,
        expiresAt,
        createdAt: at
      });
      return { requestId, expiresAt, provider: deps.provider.name, vendor };
    },

    /**
     * The vendor sent the popup back. Trusts nothing until the provider verified the fields, then
     * requires the request number it names to be ours, for this token, still open: a replayed,
     * forged, foreign or late callback changes nothing and answers ERROR.
     */
    async handleReturn(fields: Record<string, unknown>): Promise<ReturnOutcome> {
      const refused = (requestId: string | null, fallbackPath: string | null = null): ReturnOutcome => ({
        requestId,
        ok: false,
        retCd: CERT_RET_ERROR,
        fallbackPath
      });
      // The token only finds the request (and what the adapter kept for it); nothing is trusted until it opened.
      const token = deps.provider.callbackToken(fields);
      const row = token ? await deps.repository.byToken(token) : undefined;
      if (!row || row.provider !== deps.provider.name) {
        deps.log?.warn({ provider: deps.provider.name }, 'identity callback names no request of ours');
        return refused(null);
      }
      const callback = deps.provider.readCallback(fields, row.vendorState);
      if (!callback) {
        deps.log?.warn({ provider: deps.provider.name }, 'identity callback failed its integrity check');
        return refused(null);
      }
      if (callback.tokenVersionId !== row.tokenVersionId || callback.requestNo !== row.requestId) {
        deps.log?.warn({ provider: deps.provider.name }, 'identity callback answers another request');
        return refused(null);
      }
      const at = now();
      const state = certificationState(toState(row), at);
      if (state !== 'OPEN') {
        if (state === 'EXPIRED' && row.status === 'PENDING') {
          await deps.repository.complete(row.id, {
            status: 'EXPIRED',
            vendorCode: callback.vendorCode,
            completedAt: at
          });
        } else {
          deps.log?.warn({ requestId: row.requestId }, 'identity callback replayed');
        }
        return refused(row.requestId, row.errorPath);
      }
      const person = callback.outcome === 'VERIFIED' ? callback.person : null;
      const status: CertStatus = person
        ? 'VERIFIED'
        : callback.outcome === 'CANCELED'
          ? 'CANCELED'
          : callback.outcome === 'TIMEOUT'
            ? 'EXPIRED'
            : 'FAILED';
      const stored = await deps.repository.complete(row.id, {
        status,
        vendorCode: callback.vendorCode,
        responseNo: callback.responseNo,
        completedAt: at,
        ...(person
          ? {
              name: person.name,
              birthDate: person.birthDate,
              gender: person.gender,
              nationality: person.nationality,
              mobileNumber: person.mobileNumber,
              carrier: person.carrier,
              cardCompany: person.cardCompany,
              ciHash: keyed(person.ci),
              diHash: keyed(person.di),
              resultExpiresAt: new Date(at.getTime() + CERT_RESULT_TTL_SECONDS * 1000)
            }
          : {})
      });
      if (!stored || !person) return refused(row.requestId, row.errorPath);
      return { requestId: row.requestId, ok: true, retCd: CERT_RET_SUCCESS, fallbackPath: row.successPath };
    },

    /** The request as its starter may see it; the person only while the result is usable. */
    async read(
      requestId: string,
      owner: IdentityVerificationOwner,
      channel: CertChannel
    ): Promise<CertificationResult> {
      const row = await owned(requestId, owner);
      if (channel === 'NON_MEMBER' && !isCertPurposeAllowed(row.purpose as CertPurpose, 'NON_MEMBER')) {
        throw new DomainError('CERT_PURPOSE_NOT_ALLOWED');
      }
      const at = now();
      if (certificationState(toState(row), at) === 'EXPIRED' && row.status === 'VERIFIED')
        throw new DomainError('CERT_EXPIRED');
      return view(row, at);
    },

    /** Like `read`, but only a verified, unspent, unexpired result answers (the spec's private-info/result). */
    async readVerified(
      requestId: string,
      owner: IdentityVerificationOwner,
      channel: CertChannel,
      check: { authToken?: string | undefined; txSn?: string | undefined } = {}
    ): Promise<CertificationResult> {
      const row = await owned(requestId, owner);
      if (check.authToken !== undefined && check.authToken !== row.tokenVersionId)
        throw new DomainError('CERT_REQUEST_NOT_FOUND');
      if (check.txSn !== undefined && check.txSn !== row.responseNo)
        throw new DomainError('CERT_REQUEST_NOT_FOUND');
      if (channel === 'NON_MEMBER' && !isCertPurposeAllowed(row.purpose as CertPurpose, 'NON_MEMBER')) {
        throw new DomainError('CERT_PURPOSE_NOT_ALLOWED');
      }
      const at = now();
      refuseUnusable(row, at);
      return view(row, at);
    },

    /**
     * Spends a verified result for one purpose, once (sign-up, recovery, guest order call this in
     * their own step). Answers the person with the CI/DI hashes for duplicate-account checks. Given the
     * consumer's transaction (`tx`), the spending is part of it: a refused write leaves the result usable.
     */
    async consumeVerification(
      requestId: string,
      purpose: CertPurpose,
      owner: IdentityVerificationOwner,
      tx?: Executor
    ): Promise<ConsumedVerification> {
      // Inside the consumer's transaction, every read goes through it too (one connection on PGlite).
      const repository = tx ? createIdentityVerificationRepository(tx) : deps.repository;
      const row = await owned(requestId, owner, repository);
      const at = now();
      refuseUnusable(row, at);
      if (row.purpose !== purpose) throw new DomainError('CERT_PURPOSE_NOT_ALLOWED');
      const spent = await repository.consume(row.id, purpose, at);
      if (!spent || !spent.name || !spent.birthDate || !spent.ciHash || !spent.diHash || !spent.completedAt) {
        throw new DomainError('CERT_ALREADY_USED');
      }
      return {
        requestId: spent.requestId,
        method: spent.method as CertMethod,
        name: spent.name,
        birthDate: spent.birthDate,
        gender: spent.gender as CertIdentity['gender'],
        nationality: spent.nationality as CertIdentity['nationality'],
        mobileNumber: spent.mobileNumber,
        carrier: spent.carrier as CertIdentity['carrier'],
        cardCompany: spent.cardCompany as CertIdentity['cardCompany'],
        ciHash: spent.ciHash,
        diHash: spent.diHash,
        verifiedAt: spent.completedAt
      };
    }
  };
}

function toState(row: IdentityVerificationRow) {
  return {
    status: row.status as CertStatus,
    expiresAt: row.expiresAt,
    resultExpiresAt: row.resultExpiresAt,
    consumedAt: row.consumedAt
  };
}

export type IdentityVerificationService = ReturnType<typeof createIdentityVerificationService>;
