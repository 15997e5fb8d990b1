import {
  DESK_PAGE_SIZE,
  DomainError,
  plannerDocumentMove,
  totalPageCount,
  type CountryCode,
  type DeskPlannerDocumentList,
  type DeskPlannerDocumentQuery,
  type DeskPlannerDocumentReviewBody,
  type DeskPlannerDocumentRow,
  type Language,
  type VisaCode
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { PrivateFiles } from '../media/private-files.ts';
import { createStaffRepository, type AuditEntry } from '../staff/staff.repository.ts';
import type { StaffPrincipal } from '../staff/staff.service.ts';
import { documentContext, shownDocument, type OpenedDocument } from './planner-documents.service.ts';
import { createPlannerRepository, type DeskDocumentRow } from './planner.repository.ts';

type Asker = { staff: StaffPrincipal; address: string; language: Language };

function rowOf({ doc, member }: DeskDocumentRow): DeskPlannerDocumentRow {
  const { fileUrl: _stored, ...shown } = shownDocument(doc);
  return {
    ...shown,
    member: {
      userSeqNo: member.userSeqNo,
      userNumber: member.userNumber,
      name: `${member.lastName}${member.firstName}`,
      isForeign: member.isForeign,
      countryCode: member.countryCode as CountryCode | null,
      visaCode: member.visaCode as VisaCode | null
    }
  };
}

/**
 * Planner documents on the staff console (docs/decisions/067, 075): the documents in a state with their planner,
 * one document's file opened, approve or reject (a guarded move: the first reviewer wins, the second is
 * PLANNER_DOCUMENT_MOVE_REFUSED). Every read and move is in the staff audit log with the member it concerns.
 */
export function createPlannerDocumentDesk({
  db,
  files,
  now = () => new Date()
}: {
  db: Database;
  files: PrivateFiles;
  now?: () => Date;
}) {
  const repository = createPlannerRepository(db);
  const { audit } = createStaffRepository(db);
  const entry = (asker: Asker, action: string, rest: Partial<AuditEntry> = {}): AuditEntry => ({
    staffId: asker.staff.staffId,
    action,
    address: asker.address,
    ...rest
  });

  async function withMember(documentId: number): Promise<DeskDocumentRow> {
    const doc = await repository.document(documentId);
    const member = doc && (await repository.member(doc.userSeqNo));
    if (!doc || !member) throw new DomainError('PLANNER_DOCUMENT_NOT_FOUND');
    return { doc, member };
  }

  return {
    async list(query: DeskPlannerDocumentQuery, asker: Asker): Promise<DeskPlannerDocumentList> {
      const [{ rows, total }, counts] = await Promise.all([
        repository.page(query.state, query.page, DESK_PAGE_SIZE),
        repository.counts()
      ]);
      await audit(
        entry(asker, 'planner.documents.list', {
          after: { state: query.state, page: query.page, documentIds: rows.map((row) => row.doc.id) }
        })
      );
      return {
        list: rows.map(rowOf),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, DESK_PAGE_SIZE),
        totalSize: total,
        counts
      };
    },

    async detail(documentId: number, asker: Asker): Promise<DeskPlannerDocumentRow> {
      const found = await withMember(documentId);
      await audit(
        entry(asker, 'planner.documents.read', {
          targetType: 'member',
          targetId: String(found.doc.userSeqNo),
          after: { documentId, kind: found.doc.kind }
        })
      );
      return rowOf(found);
    },

    /** The decrypted file: who opened which member's document is written before a byte is answered. */
    async file(documentId: number, asker: Asker): Promise<OpenedDocument> {
      const { doc } = await withMember(documentId);
      const bytes = await files.get(doc.storedName, documentContext(doc.userSeqNo));
      await audit(
        entry(asker, 'planner.documents.file', {
          targetType: 'member',
          targetId: String(doc.userSeqNo),
          after: { documentId, kind: doc.kind, fileName: doc.originFileName }
        })
      );
      return { bytes, contentType: doc.contentType, fileName: doc.originFileName };
    },

    async review(
      documentId: number,
      body: DeskPlannerDocumentReviewBody,
      asker: Asker
    ): Promise<DeskPlannerDocumentRow> {
      const found = await withMember(documentId);
      const { from, to } = plannerDocumentMove(body.event);
      const note = body.event === 'reject' ? (body.note ?? null) : body.note || null;
      const moved = await repository.move(documentId, from, to, {
        note,
        staffId: asker.staff.staffId,
        at: now()
      });
      if (!moved) throw new DomainError('PLANNER_DOCUMENT_MOVE_REFUSED');
      await audit(
        entry(asker, `planner.documents.${body.event}`, {
          targetType: 'member',
          targetId: String(moved.userSeqNo),
          before: { documentId, state: found.doc.state },
          after: { documentId, state: moved.state, note }
        })
      );
      return rowOf({ doc: moved, member: found.member });
    }
  };
}

export type PlannerDocumentDesk = ReturnType<typeof createPlannerDocumentDesk>;
