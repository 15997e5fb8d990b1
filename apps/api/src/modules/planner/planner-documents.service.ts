import {
  canDeletePlannerDocument,
  documentKindsShown,
  documentMaxBytes,
  DOCUMENT_FILE_TYPE_INFO,
  documentTypeByName,
  DomainError,
  requiredDocumentKinds,
  sanitizeDocumentName,
  sniffDocument,
  type CountryCode,
  type PlannerDocument,
  type PlannerDocumentKind,
  type PlannerDocumentsAnswer,
  type PlannerForeignInfo,
  type VisaCode
} from '@mall/domain';
import type { PrivateFiles } from '../media/private-files.ts';
import type { DocumentFile } from '../media/document-form.ts';
import type { DocumentRow, PlannerRepository } from './planner.repository.ts';

/** A document's file is sealed bound to its planner: a sealed file copied under another planner opens nowhere. */
export const documentContext = (userSeqNo: number) => `planner:${userSeqNo}`;

export function shownDocument(row: DocumentRow): PlannerDocument {
  return {
    plannerDocumentId: row.id,
    kind: row.kind as PlannerDocumentKind,
    state: row.state as PlannerDocument['state'],
    originFileName: row.originFileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    fileUrl: row.storedName,
    reviewNote: row.reviewNote,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null
  };
}

/** What opening a file answers: the plaintext with the type and the name to show. */
export type OpenedDocument = { bytes: Buffer; contentType: string; fileName: string };

/**
 * A planner's documents (issue 18 item 5, docs/decisions/075): the checklist with each kind's review state, the
 * encrypted upload (judged by content, sealed under a generated name), opening one's own file, withdrawing one not
 * approved, and a foreign planner's country and visa. Callers have checked the asker is a planner.
 */
export function createPlannerDocumentService({
  repository,
  files,
  now = () => new Date()
}: {
  repository: PlannerRepository;
  files: PrivateFiles;
  now?: () => Date;
}) {
  async function planner(userSeqNo: number) {
    const member = await repository.member(userSeqNo);
    if (!member) throw new DomainError('UNAUTHORIZED');
    return member;
  }

  /** Each file's type by its content, its name's extension agreeing, its size within its type's limit. */
  function judge(file: DocumentFile) {
    const type = sniffDocument(file.bytes);
    if (!type || documentTypeByName(file.filename) !== type) throw new DomainError('ALT_FileError');
    const max = documentMaxBytes(type);
    if (file.bytes.length > max) throw new DomainError('ALT_ImageValidation', { maxMb: max / (1024 * 1024) });
    return { ...file, type, name: sanitizeDocumentName(file.filename, type) };
  }

  return {
    async list(userSeqNo: number): Promise<PlannerDocumentsAnswer> {
      const [member, rows] = await Promise.all([planner(userSeqNo), repository.documents(userSeqNo)]);
      const required = requiredDocumentKinds(member.isForeign);
      const submitted = [...new Set(rows.map((row) => row.kind as PlannerDocumentKind))];
      return {
        isForeign: member.isForeign,
        foreignInfo:
          member.countryCode && member.visaCode
            ? { countryCode: member.countryCode as CountryCode, visaCode: member.visaCode as VisaCode }
            : null,
        kinds: documentKindsShown(member.isForeign, submitted).map((kind) => {
          const documents = rows.filter((row) => row.kind === kind).map(shownDocument);
          return { kind, required: required.includes(kind), state: documents[0]?.state ?? null, documents };
        })
      };
    },

    /**
     * Seals and records up to three files of one kind. A kind the planner need not submit is refused, and so is a
     * new file of a kind already approved (PLANNER_DOCUMENT_APPROVED).
     */
    async upload(
      userSeqNo: number,
      kind: PlannerDocumentKind,
      sent: DocumentFile[]
    ): Promise<PlannerDocument[]> {
      if (sent.length === 0) throw new DomainError('ALT_FileError');
      const member = await planner(userSeqNo);
      if (!requiredDocumentKinds(member.isForeign).includes(kind))
        throw new DomainError('VALIDATION_FAILED', { fields: [{ field: 'kind', code: 'PLD_KindRequired' }] });
      const judged = sent.map(judge);
      const [newest] = (await repository.documents(userSeqNo)).filter((row) => row.kind === kind);
      if (newest?.state === 'APPROVED') throw new DomainError('PLANNER_DOCUMENT_APPROVED');
      const stored: string[] = [];
      try {
        for (const file of judged) stored.push(await files.put(file.bytes, documentContext(userSeqNo)));
        const rows = await repository.insertDocuments(
          judged.map((file, index) => ({
            userSeqNo,
            kind,
            storedName: stored[index]!,
            originFileName: file.name,
            contentType: DOCUMENT_FILE_TYPE_INFO[file.type].mime,
            byteSize: file.bytes.length
          }))
        );
        return rows.map(shownDocument);
      } catch (error) {
        await files.remove(stored);
        throw error;
      }
    },

    /** The owner's own file, opened; anyone else's (or none) is PLANNER_DOCUMENT_NOT_FOUND alike. */
    async open(userSeqNo: number, fileUrl: string): Promise<OpenedDocument> {
      const row = await repository.byStoredName(fileUrl);
      if (!row || row.userSeqNo !== userSeqNo) throw new DomainError('PLANNER_DOCUMENT_NOT_FOUND');
      return {
        bytes: await files.get(row.storedName, documentContext(userSeqNo)),
        contentType: row.contentType,
        fileName: row.originFileName
      };
    },

    async remove(userSeqNo: number, documentId: number): Promise<void> {
      const row = await repository.document(documentId);
      if (!row || row.userSeqNo !== userSeqNo) throw new DomainError('PLANNER_DOCUMENT_NOT_FOUND');
      if (!canDeletePlannerDocument(row.state as PlannerDocument['state']))
        throw new DomainError('PLANNER_DOCUMENT_APPROVED');
      // Guarded: a review that approved it meanwhile wins.
      const deleted = await repository.deleteUnapproved(userSeqNo, documentId);
      if (!deleted) throw new DomainError('PLANNER_DOCUMENT_APPROVED');
      await files.remove([deleted.storedName]);
    },

    /** A foreign planner's country and visa (a Korean planner has none to give). */
    async saveForeignInfo(userSeqNo: number, info: PlannerForeignInfo): Promise<PlannerForeignInfo> {
      const member = await planner(userSeqNo);
      if (!member.isForeign) throw new DomainError('FORBIDDEN');
      const row = await repository.saveForeignInfo(userSeqNo, info.countryCode, info.visaCode, now());
      return { countryCode: row.countryCode as CountryCode, visaCode: row.visaCode as VisaCode };
    }
  };
}

export type PlannerDocumentService = ReturnType<typeof createPlannerDocumentService>;
