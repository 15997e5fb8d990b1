import { TERMS_KINDS } from '@mall/domain';
import type { Database } from '../src/db/client.ts';
import { termsDocuments } from '../src/modules/terms/terms.table.ts';
import { TERMS_SEEDS, termsHtml, USE_V2_SEED } from './terms-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo terms (docs/decisions/077): version 1 of every kind in effect since four months ago, and for the terms of
 * use a version 2 in effect since a week ago. Nothing happens once any terms document exists.
 */
export async function seedTermsIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ id: termsDocuments.id }).from(termsDocuments).limit(1);
  if (existing) return false;
  const first = new Date(now.getTime() - 120 * DAY_MS);
  first.setUTCHours(15, 0, 0, 0); // midnight in Seoul
  const second = new Date(now.getTime() - 7 * DAY_MS);
  second.setUTCHours(15, 0, 0, 0);
  await db.insert(termsDocuments).values([
    ...TERMS_KINDS.map((kind) => ({
      kind,
      version: 1,
      status: 'PUBLISHED' as const,
      title: TERMS_SEEDS[kind].title,
      html: termsHtml(TERMS_SEEDS[kind]),
      effectiveAt: first,
      createdAt: first,
      updatedAt: first
    })),
    {
      kind: 'USE' as const,
      version: 2,
      status: 'PUBLISHED' as const,
      title: USE_V2_SEED.title,
      html: termsHtml(USE_V2_SEED),
      effectiveAt: second,
      createdAt: second,
      updatedAt: second
    }
  ]);
  return true;
}
