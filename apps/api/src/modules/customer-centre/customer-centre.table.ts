import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@mall/domain';
import { users } from '../member/member.table.ts';

/* The customer centre (issue 19, docs/decisions/079): FAQ, guides, resources and certificates, centres and
 * partnership applications. Shoppers see a row when `display` is on and the server clock is inside
 * [start_at, end_at) (null = open); staff see every row. */

const id = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const words = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const listed = () => ({
  sortOrder: integer('sort_order').notNull().default(0),
  display: boolean('display').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow()
});

export const faqCategories = pgTable('centre_faq_category', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: words('name'),
  ...listed()
});

export const faqs = pgTable(
  'centre_faq',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: id('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'restrict' }),
    question: words('question'),
    answer: words('answer'),
    /** Every language's question and answer text, lower-cased, for the keyword search. */
    searchText: text('search_text').notNull().default(''),
    top: boolean('top').notNull().default(false),
    startAt: at('start_at'),
    endAt: at('end_at'),
    ...listed()
  },
  (t) => [
    index('centre_faq_live_idx').on(t.display, t.categoryId, t.sortOrder),
    index('centre_faq_top_idx').on(t.top, t.display, t.sortOrder)
  ]
);

export const guides = pgTable(
  'centre_guide',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    title: words('title'),
    summary: words('summary'),
    body: words('body'),
    imageUrl: text('image_url'),
    startAt: at('start_at'),
    endAt: at('end_at'),
    ...listed()
  },
  (t) => [index('centre_guide_live_idx').on(t.display, t.sortOrder)]
);

/** A resource (public) or a certificate (members only): one file stored under a generated name. */
export const centreDocuments = pgTable(
  'centre_document',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    title: words('title'),
    description: words('description'),
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    startAt: at('start_at'),
    endAt: at('end_at'),
    ...listed()
  },
  (t) => [
    index('centre_document_live_idx').on(t.kind, t.display, t.sortOrder),
    check('centre_document_kind_check', sql`${t.kind} IN ('RESOURCE','CERTIFICATE')`)
  ]
);

export const centres = pgTable(
  'centre_location',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    name: words('name'),
    region: text('region').notNull(),
    address: words('address'),
    phone: text('phone').notNull(),
    hours: words('hours'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    /** Every language's name and address, lower-cased, for the keyword search. */
    searchText: text('search_text').notNull().default(''),
    ...listed()
  },
  (t) => [index('centre_location_region_idx').on(t.display, t.region, t.sortOrder)]
);

/** A partnership application (anyone may send one; staff with `inquiries.answer` read it). */
export const partnershipApplications = pgTable(
  'centre_partnership',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    userSeqNo: id('user_seq_no').references(() => users.userSeqNo, { onDelete: 'set null' }),
    address: text('address'),
    receivedAt: at('received_at').notNull().defaultNow()
  },
  (t) => [index('centre_partnership_received_idx').on(t.receivedAt)]
);

/** An application's file, sealed at rest (media private files, bound to the application). */
export const partnershipFiles = pgTable(
  'centre_partnership_file',
  {
    id: id('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: id('application_id')
      .notNull()
      .references(() => partnershipApplications.id, { onDelete: 'cascade' }),
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull()
  },
  (t) => [index('centre_partnership_file_app_idx').on(t.applicationId)]
);
