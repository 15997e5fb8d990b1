import { and, asc, count, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CENTRE_REGION_NAMES,
  DomainError,
  FAQ_TOP_COUNT,
  pickText,
  totalPageCount,
  type Centre,
  type CentreDocument,
  type CentreDocumentKind,
  type CentrePage,
  type CentreQuery,
  type CentreRegion,
  type CentreService,
  type FaqCategory,
  type FaqItem,
  type FaqPage,
  type FaqQuery,
  type Guide,
  type Language,
  type LocalizedText
} from '@mall/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { sanitizeRichHtml } from '../content/content-html.ts';
import type { PrivateFiles } from '../media/private-files.ts';
import type { OpenedDocument } from '../planner/planner-documents.service.ts';
import { centreDocuments, centres, faqCategories, faqs, guides } from './customer-centre.table.ts';

/** The context a centre document's file is sealed to (resources and certificates share the store). */
export const CENTRE_DOCUMENT_CONTEXT = 'centre-document';

type Windowed = { display: AnyPgColumn; startAt: AnyPgColumn; endAt: AnyPgColumn };

/** Shown to shoppers: in display and inside its period by the server clock (null = open bound). */
export function live(table: Windowed, now: Date): SQL {
  return and(
    eq(table.display, true),
    or(isNull(table.startAt), lte(table.startAt, now)),
    or(isNull(table.endAt), gt(table.endAt, now))
  )!;
}

/** A keyword as a LIKE pattern over the lower-cased search text: its wildcards taken literally. */
export const likeOf = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** Every language's text, tags stripped, lower-cased: what the keyword search reads. */
export function searchTextOf(...texts: LocalizedText[]): string {
  return texts
    .flatMap((text) => Object.values(text))
    .map((value) => String(value ?? '').replace(/<[^>]*>/g, ' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .slice(0, 20_000);
}

const pageOffset = (page: number, size: number) => (page - 1) * size;

/**
 * The customer centre's public reads (docs/decisions/079): FAQ categories and questions with keyword search, guides,
 * resources and certificates with their files, centres by region and keyword. Localised in the asked language
 * (else en-US, else Korean); HTML sanitised when served.
 */
export function createCustomerCentreService({
  db,
  files,
  now = () => new Date()
}: {
  db: Database;
  files: PrivateFiles;
  now?: () => Date;
}) {
  const categoryName = (name: LocalizedText, language: Language) => pickText(name, language);

  async function faqPage(query: FaqQuery, language: Language): Promise<FaqPage> {
    const clock = now();
    const where = and(
      live(faqs, clock),
      eq(faqCategories.display, true),
      query.categoryId ? eq(faqs.categoryId, query.categoryId) : undefined,
      query.keyword ? sql`${faqs.searchText} LIKE ${likeOf(query.keyword)}` : undefined
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ faq: faqs, name: faqCategories.name })
        .from(faqs)
        .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
        .where(where)
        .orderBy(asc(faqCategories.sortOrder), asc(faqs.sortOrder), asc(faqs.id))
        .limit(query.size)
        .offset(pageOffset(query.page, query.size)),
      db
        .select({ n: count() })
        .from(faqs)
        .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
        .where(where)
    ]);
    const totalSize = total?.n ?? 0;
    return {
      list: rows.map(({ faq, name }) => faqItem(faq, name, language)),
      pageNumber: query.page,
      totalPageNumber: totalPageCount(totalSize, query.size),
      totalSize
    };
  }

  function faqItem(faq: typeof faqs.$inferSelect, name: LocalizedText, language: Language): FaqItem {
    return {
      faqId: faq.id,
      categoryId: faq.categoryId,
      categoryName: categoryName(name, language),
      question: pickText(faq.question, language),
      answer: sanitizeRichHtml(pickText(faq.answer, language))
    };
  }

  function documentOf(row: typeof centreDocuments.$inferSelect, language: Language): CentreDocument {
    return {
      documentId: row.id,
      kind: row.kind as CentreDocumentKind,
      title: pickText(row.title, language),
      description: pickText(row.description, language),
      fileName: row.fileName,
      contentType: row.contentType,
      byteSize: row.byteSize,
      updatedAt: row.updatedAt.toISOString()
    };
  }

  function centreOf(row: typeof centres.$inferSelect, language: Language): Centre {
    const region = row.region as CentreRegion;
    return {
      centreId: row.id,
      name: pickText(row.name, language),
      region,
      regionName: pickText(CENTRE_REGION_NAMES[region], language),
      address: pickText(row.address, language),
      phone: row.phone,
      hours: pickText(row.hours, language),
      latitude: row.latitude,
      longitude: row.longitude,
      services: row.services as CentreService[]
    };
  }

  return {
    faqPage,

    async faqCategories(language: Language): Promise<FaqCategory[]> {
      const rows = await db
        .select()
        .from(faqCategories)
        .where(eq(faqCategories.display, true))
        .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
      return rows.map((row) => ({
        categoryId: row.id,
        code: row.code,
        name: categoryName(row.name, language)
      }));
    },

    /** The questions the hub shows first (marked `top`), at most five. */
    async topFaqs(language: Language): Promise<FaqItem[]> {
      const rows = await db
        .select({ faq: faqs, name: faqCategories.name })
        .from(faqs)
        .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
        .where(and(eq(faqs.top, true), live(faqs, now()), eq(faqCategories.display, true)))
        .orderBy(asc(faqs.sortOrder), asc(faqs.id))
        .limit(FAQ_TOP_COUNT);
      return rows.map(({ faq, name }) => faqItem(faq, name, language));
    },

    async guides(language: Language): Promise<Guide[]> {
      const rows = await db
        .select()
        .from(guides)
        .where(live(guides, now()))
        .orderBy(asc(guides.sortOrder), asc(guides.id))
        .limit(100);
      return rows.map((row) => ({
        guideId: row.id,
        title: pickText(row.title, language),
        summary: pickText(row.summary, language),
        body: sanitizeRichHtml(pickText(row.body, language)),
        imageUrl: row.imageUrl
      }));
    },

    async documents(kind: CentreDocumentKind, language: Language): Promise<CentreDocument[]> {
      const rows = await db
        .select()
        .from(centreDocuments)
        .where(and(eq(centreDocuments.kind, kind), live(centreDocuments, now())))
        .orderBy(asc(centreDocuments.sortOrder), asc(centreDocuments.id))
        .limit(100);
      return rows.map((row) => documentOf(row, language));
    },

    /** A live document's file of that kind; anything else (another kind, hidden, unknown) is 404. */
    async documentFile(kind: CentreDocumentKind, documentId: number): Promise<OpenedDocument> {
      const [row] = await db
        .select()
        .from(centreDocuments)
        .where(
          and(
            eq(centreDocuments.id, documentId),
            eq(centreDocuments.kind, kind),
            live(centreDocuments, now())
          )
        );
      if (!row) throw new DomainError('CENTRE_ITEM_NOT_FOUND');
      const bytes = await files.get(row.storedName, CENTRE_DOCUMENT_CONTEXT);
      return { bytes, contentType: row.contentType, fileName: row.fileName };
    },

    async centres(query: CentreQuery, language: Language): Promise<CentrePage> {
      const where = and(
        eq(centres.display, true),
        query.region ? eq(centres.region, query.region) : undefined,
        query.keyword ? sql`${centres.searchText} LIKE ${likeOf(query.keyword)}` : undefined
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(centres)
          .where(where)
          .orderBy(asc(centres.sortOrder), asc(centres.id))
          .limit(query.size)
          .offset(pageOffset(query.page, query.size)),
        db.select({ n: count() }).from(centres).where(where)
      ]);
      const totalSize = total?.n ?? 0;
      return {
        list: rows.map((row) => centreOf(row, language)),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(totalSize, query.size),
        totalSize
      };
    }
  };
}

export type CustomerCentreService = ReturnType<typeof createCustomerCentreService>;
