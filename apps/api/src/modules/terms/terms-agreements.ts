import { termsKindOf, type TermsKind } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { createTermsRepository } from './terms.repository.ts';

/**
 * Consent answers with the terms version in effect at `at` (docs/decisions/077): the server records the version it
 * serves now rather than trusting one the client names; versions are published with a future effective date, so
 * the text the shopper read is the text in effect unless they read it across the very moment a new one begins.
 */
export async function withTermsVersions<T extends { termsCode: string }>(
  exec: Executor,
  answers: T[],
  at: Date
): Promise<(T & { termsDocumentId: number | null })[]> {
  const kinds = answers
    .map((answer) => termsKindOf(answer.termsCode))
    .filter((kind): kind is TermsKind => !!kind);
  const current = await createTermsRepository(exec).currentOf([...new Set(kinds)], at);
  return answers.map((answer) => {
    const kind = termsKindOf(answer.termsCode);
    return { ...answer, termsDocumentId: (kind && current.get(kind)?.id) ?? null };
  });
}

/** Records that an order's payment step or an autoship subscription agreed to the versions in effect at `at`. */
export async function recordTermsConsents(
  exec: Executor,
  subjectType: 'ORDER' | 'AUTOSHIP',
  subjectId: number,
  kinds: readonly TermsKind[],
  at: Date
): Promise<void> {
  const repository = createTermsRepository(exec);
  const current = await repository.currentOf([...new Set(kinds)], at);
  await repository.recordConsents(
    subjectType,
    String(subjectId),
    [...current.values()].map((row) => row.id),
    at
  );
}
