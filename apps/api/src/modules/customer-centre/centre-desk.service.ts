import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  DomainError,
  totalPageCount,
  type CentreDocumentKind,
  type CentreRegion,
  type CentreService,
  type DeskCentre,
  type DeskCentreBody,
  type DeskCentreDocument,
  type DeskCentreDocumentBody,
  type DeskFaq,
  type DeskFaqBody,
  type DeskFaqCategory,
  type DeskFaqCategoryBody,
  type DeskGuide,
  type DeskGuideBody,
  type Language
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { DocumentFile } from '../media/document-form.ts';
import type { PrivateFiles } from '../media/private-files.ts';
import type { OpenedDocument } from '../planner/planner-documents.service.ts';
import { createStaffRepository, type AuditEntry } from '../staff/staff.repository.ts';
import type { StaffPrincipal } from '../staff/staff.service.ts';
import { CENTRE_DOCUMENT_CONTEXT, searchTextOf } from './customer-centre.service.ts';
import { centreDocuments, centres, faqCategories, faqs, guides } from './customer-centre.table.ts';
import { judgeDocument, type PartnershipService } from './partnership.service.ts';

export type DeskAsker = { staff: StaffPrincipal; address: string; language: Language };
export const DESK_CENTRE_PAGE_SIZE = 20;

const iso = (value: Date | null) => value?.toISOString() ?? null;
const dateOf = (value: string | null) => (value ? new Date(value) : null);
const notFound = () => new DomainError('CENTRE_ITEM_NOT_FOUND');

const faqRow = (row: typeof faqs.$inferSelect): DeskFaq => ({
  faqId: row.id,
  categoryId: row.categoryId,
  question: row.question,
  answer: row.answer,
  top: row.top,
  sortOrder: row.sortOrder,
  display: row.display,
  startAt: iso(row.startAt),
  endAt: iso(row.endAt),
  updatedAt: row.updatedAt.toISOString()
});
const guideRow = (row: typeof guides.$inferSelect): DeskGuide => ({
  guideId: row.id,
  title: row.title,
  summary: row.summary,
  body: row.body,
  imageUrl: row.imageUrl,
  sortOrder: row.sortOrder,
  display: row.display,
  startAt: iso(row.startAt),
  endAt: iso(row.endAt),
  updatedAt: row.updatedAt.toISOString()
});
const documentRow = (row: typeof centreDocuments.$inferSelect): DeskCentreDocument => ({
  documentId: row.id,
  kind: row.kind as CentreDocumentKind,
  title: row.title,
  description: row.description,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  sortOrder: row.sortOrder,
  display: row.display,
  startAt: iso(row.startAt),
  endAt: iso(row.endAt),
  updatedAt: row.updatedAt.toISOString()
});
const centreRow = (row: typeof centres.$inferSelect): DeskCentre => ({
  centreId: row.id,
  name: row.name,
  region: row.region as CentreRegion,
  address: row.address,
  phone: row.phone,
  hours: row.hours,
  latitude: row.latitude,
  longitude: row.longitude,
  services: row.services as CentreService[],
  sortOrder: row.sortOrder,
  display: row.display,
  updatedAt: row.updatedAt.toISOString()
});

const faqValues = (body: DeskFaqBody) => ({
  categoryId: body.categoryId,
  question: body.question,
  answer: body.answer,
  searchText: searchTextOf(body.question, body.answer),
  top: body.top,
  sortOrder: body.sortOrder,
  display: body.display,
  startAt: dateOf(body.startAt),
  endAt: dateOf(body.endAt)
});
const guideValues = (body: DeskGuideBody) => ({
  title: body.title,
  summary: body.summary,
  body: body.body,
  imageUrl: body.imageUrl,
  sortOrder: body.sortOrder,
  display: body.display,
  startAt: dateOf(body.startAt),
  endAt: dateOf(body.endAt)
});
const documentValues = (body: DeskCentreDocumentBody) => ({
  kind: body.kind,
  title: body.title,
  description: body.description,
  sortOrder: body.sortOrder,
  display: body.display,
  startAt: dateOf(body.startAt),
  endAt: dateOf(body.endAt)
});
const centreValues = (body: DeskCentreBody) => ({
  ...body,
  searchText: searchTextOf(body.name, body.address)
});

/**
 * The customer centre on the staff console (docs/decisions/079): FAQ categories and questions, guides, resources and
 * certificates (one file each), centres — every row with its draft/published state and period — and partnership
 * applications. Every write, and every read of an application, is in the staff audit log.
 */
export function createCentreDesk({
  db,
  files,
  partnerships
}: {
  db: Database;
  files: PrivateFiles;
  partnerships: PartnershipService;
}) {
  const { audit } = createStaffRepository(db);
  const log = (
    asker: DeskAsker,
    action: string,
    target: string,
    id: number,
    rest: Partial<AuditEntry> = {}
  ) =>
    audit({
      staffId: asker.staff.staffId,
      action,
      address: asker.address,
      targetType: target,
      targetId: String(id),
      ...rest
    });

  async function categoryExists(categoryId: number) {
    const [row] = await db
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, categoryId));
    if (!row)
      throw new DomainError('VALIDATION_FAILED', { fields: [{ field: 'categoryId', code: 'VA_Required' }] });
  }

  async function one<T>(rows: Promise<T[]>): Promise<T> {
    const [row] = await rows;
    if (!row) throw notFound();
    return row;
  }

  async function paged<T>(
    table: typeof faqs | typeof guides | typeof centres,
    where: SQL | undefined,
    page: number,
    map: (row: never) => T
  ) {
    const size = DESK_CENTRE_PAGE_SIZE;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(asc(table.sortOrder), desc(table.id))
        .limit(size)
        .offset((page - 1) * size),
      db.select({ n: count() }).from(table).where(where)
    ]);
    const totalSize = total?.n ?? 0;
    return {
      list: rows.map((row) => map(row as never)),
      pageNumber: page,
      totalPageNumber: totalPageCount(totalSize, size),
      totalSize
    };
  }

  return {
    // ---- FAQ categories ----
    async categories(): Promise<DeskFaqCategory[]> {
      const rows = await db
        .select({ category: faqCategories, items: count(faqs.id) })
        .from(faqCategories)
        .leftJoin(faqs, eq(faqs.categoryId, faqCategories.id))
        .groupBy(faqCategories.id)
        .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
      return rows.map(({ category, items }) => ({
        categoryId: category.id,
        code: category.code,
        name: category.name,
        sortOrder: category.sortOrder,
        display: category.display,
        items
      }));
    },
    async saveCategory(id: number | null, body: DeskFaqCategoryBody, asker: DeskAsker) {
      const taken = await db
        .select({ id: faqCategories.id })
        .from(faqCategories)
        .where(eq(faqCategories.code, body.code));
      if (taken[0] && taken[0].id !== id)
        throw new DomainError('VALIDATION_FAILED', { fields: [{ field: 'code', code: 'CC_CodeTaken' }] });
      const row = id
        ? await one(
            db
              .update(faqCategories)
              .set({ ...body, updatedAt: new Date() })
              .where(eq(faqCategories.id, id))
              .returning()
          )
        : await one(db.insert(faqCategories).values(body).returning());
      await log(
        asker,
        id ? 'centre.category.update' : 'centre.category.create',
        'centre_faq_category',
        row.id,
        {
          after: body
        }
      );
      return row.id;
    },
    async removeCategory(id: number, asker: DeskAsker) {
      const [used] = await db.select({ n: count() }).from(faqs).where(eq(faqs.categoryId, id));
      if ((used?.n ?? 0) > 0) throw new DomainError('CENTRE_CATEGORY_IN_USE');
      await one(db.delete(faqCategories).where(eq(faqCategories.id, id)).returning());
      await log(asker, 'centre.category.delete', 'centre_faq_category', id);
    },

    // ---- FAQ ----
    faqs: (categoryId: number | undefined, page: number) =>
      paged(faqs, categoryId ? eq(faqs.categoryId, categoryId) : undefined, page, faqRow),
    faq: async (id: number) => faqRow(await one(db.select().from(faqs).where(eq(faqs.id, id)))),
    async saveFaq(id: number | null, body: DeskFaqBody, asker: DeskAsker): Promise<DeskFaq> {
      await categoryExists(body.categoryId);
      const values = faqValues(body);
      const row = id
        ? await one(
            db
              .update(faqs)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(faqs.id, id))
              .returning()
          )
        : await one(db.insert(faqs).values(values).returning());
      await log(asker, id ? 'centre.faq.update' : 'centre.faq.create', 'centre_faq', row.id, {
        after: { display: body.display, startAt: body.startAt, endAt: body.endAt, question: body.question }
      });
      return faqRow(row);
    },
    async removeFaq(id: number, asker: DeskAsker) {
      await one(db.delete(faqs).where(eq(faqs.id, id)).returning());
      await log(asker, 'centre.faq.delete', 'centre_faq', id);
    },

    // ---- Guides ----
    guides: (page: number) => paged(guides, undefined, page, guideRow),
    guide: async (id: number) => guideRow(await one(db.select().from(guides).where(eq(guides.id, id)))),
    async saveGuide(id: number | null, body: DeskGuideBody, asker: DeskAsker): Promise<DeskGuide> {
      const values = guideValues(body);
      const row = id
        ? await one(
            db
              .update(guides)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(guides.id, id))
              .returning()
          )
        : await one(db.insert(guides).values(values).returning());
      await log(asker, id ? 'centre.guide.update' : 'centre.guide.create', 'centre_guide', row.id, {
        after: { display: body.display, startAt: body.startAt, endAt: body.endAt, title: body.title }
      });
      return guideRow(row);
    },
    async removeGuide(id: number, asker: DeskAsker) {
      await one(db.delete(guides).where(eq(guides.id, id)).returning());
      await log(asker, 'centre.guide.delete', 'centre_guide', id);
    },

    // ---- Resources and certificates ----
    async documents(kind: CentreDocumentKind | undefined): Promise<DeskCentreDocument[]> {
      const rows = await db
        .select()
        .from(centreDocuments)
        .where(kind ? eq(centreDocuments.kind, kind) : undefined)
        .orderBy(asc(centreDocuments.kind), asc(centreDocuments.sortOrder), desc(centreDocuments.id))
        .limit(200);
      return rows.map(documentRow);
    },
    document: async (id: number) =>
      documentRow(await one(db.select().from(centreDocuments).where(eq(centreDocuments.id, id)))),
    /** Creates (a file required) or updates (the file optional: kept when none is sent) a document. */
    async saveDocument(
      id: number | null,
      body: DeskCentreDocumentBody,
      file: DocumentFile | undefined,
      asker: DeskAsker
    ): Promise<DeskCentreDocument> {
      if (!id && !file) throw new DomainError('ALT_FileError');
      const judged = file ? judgeDocument(file) : null;
      const before = id
        ? await one(db.select().from(centreDocuments).where(eq(centreDocuments.id, id)))
        : null;
      const storedName = judged ? await files.put(judged.bytes, CENTRE_DOCUMENT_CONTEXT) : null;
      const stored = judged
        ? {
            storedName: storedName!,
            fileName: judged.name,
            contentType: judged.contentType,
            byteSize: judged.bytes.length
          }
        : {};
      try {
        const values = { ...documentValues(body), ...stored };
        const row = before
          ? await one(
              db
                .update(centreDocuments)
                .set({ ...values, updatedAt: new Date() })
                .where(eq(centreDocuments.id, before.id))
                .returning()
            )
          : await one(
              db
                .insert(centreDocuments)
                .values(values as typeof centreDocuments.$inferInsert)
                .returning()
            );
        if (before && storedName) await files.remove([before.storedName]);
        await log(
          asker,
          id ? 'centre.document.update' : 'centre.document.create',
          'centre_document',
          row.id,
          {
            after: { kind: body.kind, display: body.display, title: body.title, fileName: row.fileName }
          }
        );
        return documentRow(row);
      } catch (error) {
        if (storedName) await files.remove([storedName]);
        throw error;
      }
    },
    async removeDocument(id: number, asker: DeskAsker) {
      const row = await one(db.delete(centreDocuments).where(eq(centreDocuments.id, id)).returning());
      await files.remove([row.storedName]);
      await log(asker, 'centre.document.delete', 'centre_document', id, {
        before: { fileName: row.fileName }
      });
    },
    async documentFile(id: number): Promise<OpenedDocument> {
      const row = await one(db.select().from(centreDocuments).where(eq(centreDocuments.id, id)));
      return {
        bytes: await files.get(row.storedName, CENTRE_DOCUMENT_CONTEXT),
        contentType: row.contentType,
        fileName: row.fileName
      };
    },

    // ---- Centres ----
    centres: (page: number) => paged(centres, undefined, page, centreRow),
    centre: async (id: number) => centreRow(await one(db.select().from(centres).where(eq(centres.id, id)))),
    async saveCentre(id: number | null, body: DeskCentreBody, asker: DeskAsker): Promise<DeskCentre> {
      const values = centreValues(body);
      const row = id
        ? await one(
            db
              .update(centres)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(centres.id, id))
              .returning()
          )
        : await one(db.insert(centres).values(values).returning());
      await log(asker, id ? 'centre.location.update' : 'centre.location.create', 'centre_location', row.id, {
        after: { display: body.display, name: body.name, region: body.region }
      });
      return centreRow(row);
    },
    async removeCentre(id: number, asker: DeskAsker) {
      await one(db.delete(centres).where(eq(centres.id, id)).returning());
      await log(asker, 'centre.location.delete', 'centre_location', id);
    },

    // ---- Partnership applications (audited reads: a sender's name, mail and phone) ----
    async partnerships(page: number, asker: DeskAsker) {
      const answer = await partnerships.page(page);
      await audit({
        staffId: asker.staff.staffId,
        action: 'centre.partnership.list',
        address: asker.address,
        targetType: 'centre_partnership',
        after: { page, applicationIds: answer.list.map((row) => row.applicationId) }
      });
      return answer;
    },
    async partnership(id: number, asker: DeskAsker) {
      const answer = await partnerships.detail(id);
      await log(asker, 'centre.partnership.read', 'centre_partnership', id);
      return answer;
    },
    async partnershipFile(id: number, fileId: number, asker: DeskAsker) {
      const opened = await partnerships.file(id, fileId);
      await log(asker, 'centre.partnership.file', 'centre_partnership', id, {
        after: { fileId, fileName: opened.fileName }
      });
      return opened;
    }
  };
}

export type CentreDesk = ReturnType<typeof createCentreDesk>;
