import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex
} from 'drizzle-orm/pg-core';
import type { LocalizedText, TermsKind, TermsStatus } from '@mall/domain';
import { staffUsers } from '../staff/staff.table.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One version of one kind of terms (docs/decisions/077). A DRAFT is edited by staff; PUBLISHED has an effective
 * date and is never changed again. The version in effect is the published one with the latest effective date not
 * after now, hence the (kind, status, effective_at) index.
 */
export const termsDocuments = pgTable(
  'terms_document',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<TermsKind>().notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<TermsStatus>().notNull().default('DRAFT'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    html: jsonb('html').$type<LocalizedText>().notNull(),
    effectiveAt: at('effective_at'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => staffUsers.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('terms_document_kind_version_uq').on(t.kind, t.version),
    index('terms_document_effective_idx').on(t.kind, t.status, t.effectiveAt),
    check('terms_document_status_check', sql`${t.status} IN ('DRAFT', 'PUBLISHED')`),
    check(
      'terms_document_published_effective_check',
      sql`${t.status} = 'DRAFT' OR ${t.effectiveAt} IS NOT NULL`
    )
  ]
);

/**
 * Which terms version an order's payment agreement or an autoship subscription agreed to (sign-up and planner
 * consents are kept on member_terms_agreement.terms_document_id).
 */
export const termsConsents = pgTable(
  'terms_consent',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    subjectType: text('subject_type').$type<'ORDER' | 'AUTOSHIP'>().notNull(),
    subjectId: text('subject_id').notNull(),
    termsDocumentId: bigint('terms_document_id', { mode: 'number' })
      .notNull()
      .references(() => termsDocuments.id),
    agreedAt: at('agreed_at').notNull().defaultNow()
  },
  (t) => [
    uniqueIndex('terms_consent_subject_uq').on(t.subjectType, t.subjectId, t.termsDocumentId),
    check('terms_consent_subject_check', sql`${t.subjectType} IN ('ORDER', 'AUTOSHIP')`)
  ]
);
