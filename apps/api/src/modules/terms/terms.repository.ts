import { and, asc, desc, eq, lte, max, sql } from 'drizzle-orm';
import type { TermsKind } from '@mall/domain';
import type { Executor } from '../../db/client.ts';
import { staffUsers } from '../staff/staff.table.ts';
import { termsConsents, termsDocuments } from './terms.table.ts';

export type TermsRow = typeof termsDocuments.$inferSelect;
export type NewTermsRow = typeof termsDocuments.$inferInsert;

/** Queries of the terms documents; every call takes an optional transaction. */
export function createTermsRepository(db: Executor) {
  return {
    /** The published versions of one kind that have taken effect by `now`, newest effective date first. */
    async inEffect(kind: TermsKind, now: Date): Promise<TermsRow[]> {
      return db
        .select()
        .from(termsDocuments)
        .where(
          and(
            eq(termsDocuments.kind, kind),
            eq(termsDocuments.status, 'PUBLISHED'),
            lte(termsDocuments.effectiveAt, now)
          )
        )
        .orderBy(desc(termsDocuments.effectiveAt));
    },

    /** The version in effect at `now` of each kind asked, one query (DISTINCT ON kind). */
    async currentOf(kinds: readonly TermsKind[], now: Date): Promise<Map<TermsKind, TermsRow>> {
      if (kinds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([termsDocuments.kind])
        .from(termsDocuments)
        .where(
          and(
            sql`${termsDocuments.kind} IN ${kinds}`,
            eq(termsDocuments.status, 'PUBLISHED'),
            lte(termsDocuments.effectiveAt, now)
          )
        )
        .orderBy(termsDocuments.kind, desc(termsDocuments.effectiveAt));
      return new Map(rows.map((row) => [row.kind, row]));
    },

    /** Every version of one kind (staff), newest first, with its author's name. */
    async versions(kind: TermsKind): Promise<(TermsRow & { createdByName: string | null })[]> {
      const rows = await db
        .select({ doc: termsDocuments, createdByName: staffUsers.name })
        .from(termsDocuments)
        .leftJoin(staffUsers, eq(staffUsers.id, termsDocuments.createdBy))
        .where(eq(termsDocuments.kind, kind))
        .orderBy(desc(termsDocuments.version));
      return rows.map(({ doc, createdByName }) => ({ ...doc, createdByName }));
    },

    async all(): Promise<Pick<TermsRow, 'kind' | 'version' | 'status' | 'effectiveAt'>[]> {
      return db
        .select({
          kind: termsDocuments.kind,
          version: termsDocuments.version,
          status: termsDocuments.status,
          effectiveAt: termsDocuments.effectiveAt
        })
        .from(termsDocuments)
        .orderBy(asc(termsDocuments.kind), asc(termsDocuments.version));
    },

    async byId(id: number): Promise<TermsRow | undefined> {
      const [row] = await db.select().from(termsDocuments).where(eq(termsDocuments.id, id)).limit(1);
      return row;
    },

    async byVersion(kind: TermsKind, version: number): Promise<TermsRow | undefined> {
      const [row] = await db
        .select()
        .from(termsDocuments)
        .where(and(eq(termsDocuments.kind, kind), eq(termsDocuments.version, version)))
        .limit(1);
      return row;
    },

    async latestVersion(kind: TermsKind): Promise<number> {
      const [row] = await db
        .select({ latest: max(termsDocuments.version) })
        .from(termsDocuments)
        .where(eq(termsDocuments.kind, kind));
      return row?.latest ?? 0;
    },

    async insert(row: NewTermsRow): Promise<TermsRow> {
      const [created] = await db.insert(termsDocuments).values(row).returning();
      if (!created) throw new Error('insert returned no terms');
      return created;
    },

    /** Changes a draft only: a published row is never touched (guarded update, null when it was not a draft). */
    async updateDraft(id: number, set: Partial<NewTermsRow>): Promise<TermsRow | null> {
      const [row] = await db
        .update(termsDocuments)
        .set(set)
        .where(and(eq(termsDocuments.id, id), eq(termsDocuments.status, 'DRAFT')))
        .returning();
      return row ?? null;
    },

    async recordConsents(
      subjectType: 'ORDER' | 'AUTOSHIP',
      subjectId: string,
      documentIds: number[],
      at: Date
    ): Promise<void> {
      if (documentIds.length === 0) return;
      await db
        .insert(termsConsents)
        .values(
          documentIds.map((termsDocumentId) => ({ subjectType, subjectId, termsDocumentId, agreedAt: at }))
        )
        .onConflictDoNothing();
    },

    async consents(subjectType: 'ORDER' | 'AUTOSHIP', subjectId: string) {
      return db
        .select({
          kind: termsDocuments.kind,
          version: termsDocuments.version,
          agreedAt: termsConsents.agreedAt
        })
        .from(termsConsents)
        .innerJoin(termsDocuments, eq(termsDocuments.id, termsConsents.termsDocumentId))
        .where(and(eq(termsConsents.subjectType, subjectType), eq(termsConsents.subjectId, subjectId)));
    }
  };
}
