import { count, desc, eq, inArray } from 'drizzle-orm';
import {
  DOCUMENT_FILE_TYPE_INFO,
  documentMaxBytes,
  documentTypeByName,
  DomainError,
  PARTNERSHIP_MAX_FILES,
  sanitizeDocumentName,
  sniffDocument,
  totalPageCount,
  type DeskPartnership,
  type DeskPartnershipPage,
  type Language,
  type PartnershipAnswer,
  type PartnershipBody,
  type PartnershipCategory
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import type { DocumentFile } from '../media/document-form.ts';
import type { PrivateFiles } from '../media/private-files.ts';
import type { OpenedDocument } from '../planner/planner-documents.service.ts';
import { partnershipApplications, partnershipFiles } from './customer-centre.table.ts';

export const DESK_PARTNERSHIP_PAGE_SIZE = 20;
/** An application's files are sealed bound to it: a file copied under another application opens nowhere. */
const fileContext = (applicationId: number) => `partnership:${applicationId}`;

/** Each file judged by its whole content, its name's extension agreeing, within its kind's size (SPEC §5). */
export function judgeDocument(file: DocumentFile) {
  const type = sniffDocument(file.bytes);
  if (!type || documentTypeByName(file.filename) !== type) throw new DomainError('ALT_FileError');
  const max = documentMaxBytes(type);
  if (file.bytes.length > max) throw new DomainError('ALT_ImageValidation', { maxMb: max / (1024 * 1024) });
  return {
    bytes: file.bytes,
    type,
    contentType: DOCUMENT_FILE_TYPE_INFO[type].mime,
    name: sanitizeDocumentName(file.filename, type)
  };
}

const MAIL: Record<Language, (name: string, id: number) => { subject: string; text: string }> = {
  'ko-KR': (name, id) => ({
    subject: '[제휴 문의] 접수되었습니다',
    text: `${name}님, 제휴 문의(접수번호 ${id})가 접수되었습니다.\n담당자가 검토 후 영업일 기준 5일 이내에 연락드리겠습니다.`
  }),
  'en-US': (name, id) => ({
    subject: '[Partnership] We have received your application',
    text: `Dear ${name}, we have received your partnership application (no. ${id}).\nOur team will review it and reply within 5 business days.`
  }),
  'zh-TW': (name, id) => ({
    subject: '[合作提案] 已收到您的申請',
    text: `${name} 您好，我們已收到您的合作提案（編號 ${id}）。\n負責人員將於 5 個工作天內與您聯繫。`
  })
};

/**
 * Partnership applications (SPEC §2 /customer/partnership, §5 uploads; docs/decisions/079): anyone sends one with up
 * to three files (judged by content, sealed); a confirmation mail goes to the sender. Staff with
 * `inquiries.answer` read them (the desk audits it).
 */
export function createPartnershipService({
  db,
  files,
  mail,
  log
}: {
  db: Database;
  files: PrivateFiles;
  mail: MailProvider;
  log: { warn: (object: object, message: string) => void };
}) {
  return {
    async apply(
      body: PartnershipBody,
      sent: DocumentFile[],
      sender: { language: Language; userSeqNo: number | null; address: string }
    ): Promise<PartnershipAnswer> {
      if (sent.length > PARTNERSHIP_MAX_FILES)
        throw new DomainError('RETURN_PHOTO_TOO_MANY', { max: PARTNERSHIP_MAX_FILES });
      const judged = sent.map(judgeDocument);
      const stored: string[] = [];
      try {
        const application = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(partnershipApplications)
            .values({
              company: body.company,
              contactName: body.contactName,
              email: body.email,
              phone: body.phone,
              category: body.category,
              message: body.message,
              language: sender.language,
              userSeqNo: sender.userSeqNo,
              address: sender.address
            })
            .returning();
          for (const file of judged) stored.push(await files.put(file.bytes, fileContext(row!.id)));
          if (judged.length > 0)
            await tx.insert(partnershipFiles).values(
              judged.map((file, index) => ({
                applicationId: row!.id,
                storedName: stored[index]!,
                fileName: file.name,
                contentType: file.contentType,
                byteSize: file.bytes.length
              }))
            );
          return row!;
        });
        try {
          await mail.send({ to: body.email, ...MAIL[sender.language](body.contactName, application.id) });
        } catch (error) {
          // The application is kept; staff see it whether or not the confirmation went out.
          log.warn({ err: error, applicationId: application.id }, 'partnership confirmation mail failed');
        }
        return { applicationId: application.id, receivedAt: application.receivedAt.toISOString() };
      } catch (error) {
        await files.remove(stored);
        throw error;
      }
    },

    async page(page: number): Promise<DeskPartnershipPage> {
      const size = DESK_PARTNERSHIP_PAGE_SIZE;
      const [rows, [total]] = await Promise.all([
        db
          .select({ app: partnershipApplications, fileCount: count(partnershipFiles.id) })
          .from(partnershipApplications)
          .leftJoin(partnershipFiles, eq(partnershipFiles.applicationId, partnershipApplications.id))
          .groupBy(partnershipApplications.id)
          .orderBy(desc(partnershipApplications.receivedAt), desc(partnershipApplications.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(partnershipApplications)
      ]);
      const totalSize = total?.n ?? 0;
      return {
        list: rows.map(({ app, fileCount }) => {
          const { message: _message, ...shown } = shownApplication(app, []);
          const { files: _files, ...row } = shown;
          return { ...row, fileCount };
        }),
        pageNumber: page,
        totalPageNumber: totalPageCount(totalSize, size),
        totalSize
      };
    },

    async detail(applicationId: number): Promise<DeskPartnership> {
      const [app] = await db
        .select()
        .from(partnershipApplications)
        .where(eq(partnershipApplications.id, applicationId));
      if (!app) throw new DomainError('CENTRE_ITEM_NOT_FOUND');
      const attached = await db
        .select()
        .from(partnershipFiles)
        .where(inArray(partnershipFiles.applicationId, [applicationId]))
        .orderBy(partnershipFiles.id);
      return shownApplication(app, attached);
    },

    async file(applicationId: number, fileId: number): Promise<OpenedDocument> {
      const [row] = await db.select().from(partnershipFiles).where(eq(partnershipFiles.id, fileId));
      if (!row || row.applicationId !== applicationId) throw new DomainError('CENTRE_ITEM_NOT_FOUND');
      const bytes = await files.get(row.storedName, fileContext(applicationId));
      return { bytes, contentType: row.contentType, fileName: row.fileName };
    }
  };
}

function shownApplication(
  app: typeof partnershipApplications.$inferSelect,
  attached: (typeof partnershipFiles.$inferSelect)[]
): DeskPartnership {
  return {
    applicationId: app.id,
    company: app.company,
    contactName: app.contactName,
    email: app.email,
    phone: app.phone,
    category: app.category as PartnershipCategory,
    message: app.message,
    language: app.language,
    userSeqNo: app.userSeqNo,
    files: attached.map((file) => ({
      fileId: file.id,
      fileName: file.fileName,
      contentType: file.contentType,
      byteSize: file.byteSize
    })),
    receivedAt: app.receivedAt.toISOString()
  };
}

export type PartnershipService = ReturnType<typeof createPartnershipService>;
