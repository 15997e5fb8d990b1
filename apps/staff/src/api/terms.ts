import type {
  DeskTermsDraftBody,
  DeskTermsKindList,
  DeskTermsVersion,
  DeskTermsVersionList,
  TermsKind
} from '@mall/domain';
import { call } from '../api';

/** The terms desk's queries (docs/decisions/077): refreshed after every write. */
export const TERMS_KEY = ['staff', 'terms'] as const;

const BASE = '/api/staff/v1/terms';

export const termsApi = {
  kinds: () => call<DeskTermsKindList>('GET', BASE),
  versions: (kind: TermsKind) => call<DeskTermsVersionList>('GET', `${BASE}/${kind}`),
  version: (kind: TermsKind, version: number) =>
    call<DeskTermsVersion>('GET', `${BASE}/${kind}/versions/${version}`),
  create: (kind: TermsKind) => call<DeskTermsVersion>('POST', `${BASE}/${kind}/versions`, {}),
  save: (kind: TermsKind, version: number, body: DeskTermsDraftBody) =>
    call<DeskTermsVersion>('PUT', `${BASE}/${kind}/versions/${version}`, body),
  publish: (kind: TermsKind, version: number, effectiveAt: string) =>
    call<DeskTermsVersion>('POST', `${BASE}/${kind}/versions/${version}/publish`, { effectiveAt })
};
