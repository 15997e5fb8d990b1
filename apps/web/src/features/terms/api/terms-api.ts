import type { Language, TermsDocument, TermsKind } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../../../shared/api/api-client';
import { loadNamespace } from '../../../shared/i18n/i18n';

/** Terms documents (docs/decisions/077): one version of a kind in one language; null is the version in effect. */
export const termsKeys = {
  document: (kind: TermsKind, version: number | null, language: Language) =>
    ['terms', kind, version ?? 'current', language] as const
};

/**
 * The version asked (or the one in effect) with the list of versions. The `content` texts come with it, so the
 * terms modal opened from another feature's screen has its labels when the text arrives.
 */
export function termsQueryOptions(kind: TermsKind, version: number | null, language: Language) {
  const path =
    version === null ? `/etc/v1/public/terms/${kind}` : `/etc/v1/public/terms/${kind}/versions/${version}`;
  return queryOptions({
    queryKey: termsKeys.document(kind, version, language),
    queryFn: ({ signal }) =>
      Promise.all([
        apiData<TermsDocument>(path, { language, signal, dispatchErrors: false }),
        loadNamespace('content')
      ]).then(([document]) => document),
    staleTime: 5 * 60_000
  });
}
