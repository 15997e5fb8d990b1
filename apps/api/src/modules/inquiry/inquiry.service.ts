import {
  displayOrderNumber,
  DomainError,
  INQUIRY_PAGE_SIZE,
  INQUIRY_QUEUE_PAGE_SIZE,
  inquiryEventsFor,
  inquiryMove,
  storedOrderNumber,
  totalPageCount,
  type DeskInquiryAnswer,
  type DeskInquiryDetail,
  type DeskInquiryList,
  type DeskInquiryQuery,
  type InquiryDetail,
  type InquiryPage,
  type InquirySummary,
  type InquiryWrite,
  type Language
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { sanitizeRichHtml } from '../content/content-html.ts';
import { normaliseImage } from '../media/images.ts';
import type { PrivateFiles } from '../media/private-files.ts';
import { createStaffRepository } from '../staff/staff.repository.ts';
import { auditEntry, type StaffAsker } from '../staff/staff-audit.ts';
import { createInquiryRepository, type InquiryRow } from './inquiry.repository.ts';

type Member = { name: string; userNumber: string; userSeqNo: number };

/** Photos are sealed bound to their inquiry: a file copied under another inquiry does not open. */
export const inquiryPhotoContext = (inquiryId: number) => `inquiry:${inquiryId}`;

const nameOf = (member: { lastName: string; firstName: string }) => `${member.lastName}${member.firstName}`;

function summaryOf(row: InquiryRow): InquirySummary {
  return {
    inquiryId: row.id,
    category: row.category,
    title: row.title,
    state: row.state === 'ANSWERED' ? 'ANSWERED' : 'RECEIVED',
    orderNumber: row.orderNumber ? displayOrderNumber(row.orderNumber) : null,
    photoCount: row.photoCount,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null
  };
}

function detailOf(
  row: InquiryRow,
  actor: 'writer' | 'staff',
  photoUrl: (seq: number) => string
): InquiryDetail {
  return {
    ...summaryOf(row),
    body: row.body,
    photos: Array.from({ length: row.photoCount }, (_, seq) => photoUrl(seq)),
    // Stored as staff wrote it; sanitised on the way out (docs/decisions/080).
    answerHtml: row.answer === null ? null : sanitizeRichHtml(row.answer),
    answerUpdatedAt: row.answerUpdatedAt?.toISOString() ?? null,
    events: inquiryEventsFor(row.state, actor)
  };
}

const memberPhotoUrl = (inquiryId: number) => (seq: number) =>
  `/api/etc/v1/inquiries/${inquiryId}/photos/${seq}`;
const staffPhotoUrl = (inquiryId: number) => (seq: number) =>
  `/api/staff/v1/inquiries/${inquiryId}/photos/${seq}`;

/**
 * 1:1 inquiries (docs/decisions/080): the writer's calls (their own only: anyone else's is INQUIRY_NOT_FOUND, never
 * a refusal that tells it exists) and the console's (every read of the writer's data and every write audited).
 * Moves follow the domain's table as guarded updates; the first answer queues the member's notice in its
 * transaction.
 */
export function createInquiryService({
  db,
  photos,
  notifyAnswered,
  now = () => new Date()
}: {
  db: Database;
  photos: PrivateFiles;
  notifyAnswered: (inquiryId: number, exec: Executor) => Promise<void>;
  now?: () => Date;
}) {
  const repository = createInquiryRepository(db);
  const { audit } = createStaffRepository(db);
  async function own(userSeqNo: number, inquiryId: number): Promise<InquiryRow> {
    const row = await repository.byId(inquiryId);
    if (!row || row.userSeqNo !== userSeqNo) throw new DomainError('INQUIRY_NOT_FOUND');
    return row;
  }

  async function orderOf(userSeqNo: number, typed: string | null): Promise<string | null> {
    if (typed === null) return null;
    const stored = storedOrderNumber(typed);
    if (!stored || !(await repository.ownsOrder(userSeqNo, stored)))
      throw new DomainError('VALIDATION_FAILED', {
        fields: [{ field: 'orderNumber', code: 'INQ_OrderNumber' }]
      });
    return stored;
  }

  async function withWriter(inquiryId: number) {
    const found = await repository.withWriter(inquiryId);
    if (!found) throw new DomainError('INQUIRY_NOT_FOUND');
    return found;
  }

  function deskDetailOf(found: Awaited<ReturnType<typeof withWriter>>): DeskInquiryDetail {
    const { inquiry, member } = found;
    return {
      ...detailOf(inquiry, 'staff', staffPhotoUrl(inquiry.id)),
      answerSource: inquiry.answer,
      answeredBy: found.answeredBy,
      writer: {
        userSeqNo: member.userSeqNo,
        userNumber: member.userNumber,
        name: nameOf(member),
        userType: member.userType,
        email: member.email,
        mobileNumber: member.mobileNumber
      }
    };
  }

  const writerOf = (member: Member) => ({
    userSeqNo: member.userSeqNo,
    userNumber: member.userNumber,
    name: member.name
  });

  return {
    /** Photos normalised and sealed first (slow work outside the transaction); refused: the sealed ones removed. */
    async write(
      userSeqNo: number,
      body: InquiryWrite,
      files: Buffer[],
      language: Language
    ): Promise<InquiryDetail> {
      const orderNumber = await orderOf(userSeqNo, body.orderNumber);
      // One at a time: a phone photo decodes to ~200 MB of pixels.
      const images: Buffer[] = [];
      for (const file of files) images.push(await normaliseImage(file));
      const stored: { fileName: string; bytes: number }[] = [];
      try {
        const row = await db.transaction(async (tx) => {
          const repo = createInquiryRepository(tx);
          const inserted = await repo.insert({
            userSeqNo,
            category: body.category,
            orderNumber,
            title: body.title,
            body: body.body,
            photoCount: images.length,
            language,
            createdAt: now(),
            updatedAt: now()
          });
          for (const image of images)
            stored.push({
              fileName: await photos.put(image, inquiryPhotoContext(inserted.id)),
              bytes: image.length
            });
          await repo.insertPhotos(inserted.id, stored);
          return inserted;
        });
        return detailOf(row, 'writer', memberPhotoUrl(row.id));
      } catch (error) {
        await photos.remove(stored.map((photo) => photo.fileName));
        throw error;
      }
    },

    async page(userSeqNo: number, page: number): Promise<InquiryPage> {
      const { rows, total } = await repository.pageOf(userSeqNo, page, INQUIRY_PAGE_SIZE);
      return {
        list: rows.map(summaryOf),
        pageNumber: page,
        totalPageNumber: totalPageCount(total, INQUIRY_PAGE_SIZE),
        totalSize: total
      };
    },

    async detail(userSeqNo: number, inquiryId: number): Promise<InquiryDetail> {
      return detailOf(await own(userSeqNo, inquiryId), 'writer', memberPhotoUrl(inquiryId));
    },

    async edit(userSeqNo: number, inquiryId: number, body: InquiryWrite): Promise<InquiryDetail> {
      await own(userSeqNo, inquiryId);
      const orderNumber = await orderOf(userSeqNo, body.orderNumber);
      const { from } = inquiryMove('edit');
      const moved = await repository.move(
        inquiryId,
        from,
        { category: body.category, orderNumber, title: body.title, body: body.body, updatedAt: now() },
        userSeqNo
      );
      if (!moved) throw new DomainError('INQUIRY_MOVE_REFUSED');
      return detailOf(moved, 'writer', memberPhotoUrl(inquiryId));
    },

    /** Deleted while unanswered: the row stays as DELETED (gone for every reader), its photos are removed. */
    async remove(userSeqNo: number, inquiryId: number): Promise<void> {
      await own(userSeqNo, inquiryId);
      const { from, to } = inquiryMove('delete');
      const names = await db.transaction(async (tx) => {
        const repo = createInquiryRepository(tx);
        const moved = await repo.move(
          inquiryId,
          from,
          { state: to, photoCount: 0, updatedAt: now() },
          userSeqNo
        );
        if (!moved) throw new DomainError('INQUIRY_MOVE_REFUSED');
        const rows = await repo.photos(inquiryId);
        await repo.removePhotos(inquiryId);
        return rows.map((row) => row.fileName);
      });
      await photos.remove(names);
    },

    async photo(userSeqNo: number, inquiryId: number, seq: number): Promise<Buffer> {
      await own(userSeqNo, inquiryId);
      const row = await repository.photo(inquiryId, seq);
      if (!row) throw new DomainError('NOT_FOUND');
      return photos.get(row.fileName, inquiryPhotoContext(inquiryId));
    },

    // ── The console (inquiries.answer) ──────────────────────────────────────────────────────────────────────

    async queue(query: DeskInquiryQuery, asker: StaffAsker): Promise<DeskInquiryList> {
      const { rows, total, counts } = await repository.deskPage(query, INQUIRY_QUEUE_PAGE_SIZE);
      await audit(
        auditEntry(asker, 'inquiries.list', {
          after: { ...query, inquiryIds: rows.map((row) => row.inquiry.id) }
        })
      );
      return {
        list: rows.map(({ inquiry, member }) => ({
          ...summaryOf(inquiry),
          writer: writerOf({
            userSeqNo: member.userSeqNo,
            userNumber: member.userNumber,
            name: nameOf(member)
          })
        })),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, INQUIRY_QUEUE_PAGE_SIZE),
        totalSize: total,
        counts: Object.fromEntries(
          counts.filter((row) => row.state !== 'DELETED').map((row) => [row.state, row.n])
        )
      };
    },

    async deskDetail(inquiryId: number, asker: StaffAsker): Promise<DeskInquiryDetail> {
      const found = await withWriter(inquiryId);
      await audit(
        auditEntry(asker, 'inquiries.read', {
          targetType: 'member',
          targetId: String(found.inquiry.userSeqNo),
          after: { inquiryId }
        })
      );
      return deskDetailOf(found);
    },

    async deskPhoto(inquiryId: number, seq: number, asker: StaffAsker): Promise<Buffer> {
      const found = await withWriter(inquiryId);
      const row = await repository.photo(inquiryId, seq);
      if (!row) throw new DomainError('NOT_FOUND');
      const bytes = await photos.get(row.fileName, inquiryPhotoContext(inquiryId));
      await audit(
        auditEntry(asker, 'inquiries.photo', {
          targetType: 'member',
          targetId: String(found.inquiry.userSeqNo),
          after: { inquiryId, seq }
        })
      );
      return bytes;
    },

    /**
     * The first answer (RECEIVED → ANSWERED) queues the writer's notice and mail in the same transaction, keyed by
     * the inquiry: answered once, noticed once. A correction (editAnswer) changes the words, not the notice.
     */
    async answer(
      inquiryId: number,
      event: 'answer' | 'editAnswer',
      body: DeskInquiryAnswer,
      asker: StaffAsker
    ): Promise<DeskInquiryDetail> {
      const before = await withWriter(inquiryId);
      const { from, to } = inquiryMove(event);
      const at = now();
      await db.transaction(async (tx) => {
        const moved = await createInquiryRepository(tx).move(inquiryId, from, {
          state: to,
          answer: body.answer,
          answeredBy: asker.staff.staffId,
          answerUpdatedAt: at,
          updatedAt: at,
          ...(event === 'answer' ? { answeredAt: at } : {})
        });
        if (!moved) throw new DomainError('INQUIRY_MOVE_REFUSED');
        if (event === 'answer') await notifyAnswered(inquiryId, tx);
        await createStaffRepository(tx).audit(
          auditEntry(asker, `inquiries.${event}`, {
            targetType: 'member',
            targetId: String(moved.userSeqNo),
            before: { inquiryId, state: before.inquiry.state, answer: before.inquiry.answer },
            after: { inquiryId, state: moved.state, answer: moved.answer }
          })
        );
      });
      return deskDetailOf(await withWriter(inquiryId));
    }
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
