import * as z from 'zod';
import { BANK_CODES } from './bank-account.ts';
import { COUNTRY_CODES, VISA_CODES } from './planner-codes.ts';

/**
 * A planner's documents and allowance account (SPEC §2 /mypage/checkPlannerDocument, /mypage/allowanceInfo, §5/§9
 * uploads, §7 media upload and decrypt; issue 18 item 5, docs/decisions/075): which documents a planner submits,
 * their review lifecycle, what an upload may carry (judged by content), and the wire shapes.
 */

export const PLANNER_DOCUMENT_KINDS = [
  'ID_CARD',
  'BANK_BOOK',
  'BUSINESS_REGISTRATION',
  'ALIEN_REGISTRATION',
  'VISA'
] as const;
export type PlannerDocumentKind = (typeof PLANNER_DOCUMENT_KINDS)[number];

/**
 * What a planner must submit: a Korean planner's ID card; a foreign planner's alien registration card and visa in
 * its place (their identity document in Korea); everyone's bank book (the allowance account) and business
 * registration (planners are sole proprietors).
 */
export function requiredDocumentKinds(isForeign: boolean): PlannerDocumentKind[] {
  return isForeign
    ? ['ALIEN_REGISTRATION', 'VISA', 'BANK_BOOK', 'BUSINESS_REGISTRATION']
    : ['ID_CARD', 'BANK_BOOK', 'BUSINESS_REGISTRATION'];
}

export const PLANNER_DOCUMENT_STATES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type PlannerDocumentState = (typeof PLANNER_DOCUMENT_STATES)[number];
export const PLANNER_DOCUMENT_EVENTS = ['approve', 'reject'] as const;
export type PlannerDocumentEvent = (typeof PLANNER_DOCUMENT_EVENTS)[number];

/** The review as data (like RETURN_TRANSITIONS): staff approve or reject a submitted document, once. */
export const PLANNER_DOCUMENT_TRANSITIONS: Readonly<
  Record<PlannerDocumentState, Readonly<Partial<Record<PlannerDocumentEvent, PlannerDocumentState>>>>
> = {
  SUBMITTED: { approve: 'APPROVED', reject: 'REJECTED' },
  APPROVED: {},
  REJECTED: {}
};

export function nextPlannerDocumentState(
  state: PlannerDocumentState,
  event: PlannerDocumentEvent
): PlannerDocumentState | null {
  return PLANNER_DOCUMENT_TRANSITIONS[state][event] ?? null;
}

/** A move as a guarded update: from these states only (`WHERE state IN from`), to this one. */
export function plannerDocumentMove(event: PlannerDocumentEvent): {
  from: PlannerDocumentState[];
  to: PlannerDocumentState;
} {
  const from = PLANNER_DOCUMENT_STATES.filter((state) => nextPlannerDocumentState(state, event) !== null);
  const to = nextPlannerDocumentState(from[0]!, event)!;
  return { from, to };
}

export function plannerDocumentEventsFor(state: PlannerDocumentState): PlannerDocumentEvent[] {
  return PLANNER_DOCUMENT_EVENTS.filter((event) => nextPlannerDocumentState(state, event) !== null);
}

/** The planner withdraws a submission under review or a rejected one; an approved document stays. */
export const canDeletePlannerDocument = (state: PlannerDocumentState) => state !== 'APPROVED';

/** SPEC §5/§9: images 20 MB, files 10 MB, 3 files per upload. */
export const DOCUMENT_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_MAX_FILES = 3;

export const DOCUMENT_FILE_TYPES = ['jpeg', 'png', 'pdf', 'xls', 'xlsx'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

type FileTypeInfo = { family: 'image' | 'file'; mime: string; extensions: readonly string[] };
export const DOCUMENT_FILE_TYPE_INFO: Readonly<Record<DocumentFileType, FileTypeInfo>> = {
  jpeg: { family: 'image', mime: 'image/jpeg', extensions: ['.jpeg', '.jpg'] },
  png: { family: 'image', mime: 'image/png', extensions: ['.png'] },
  pdf: { family: 'file', mime: 'application/pdf', extensions: ['.pdf'] },
  xls: { family: 'file', mime: 'application/vnd.ms-excel', extensions: ['.xls'] },
  xlsx: {
    family: 'file',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx']
  }
};

/** What a file dialog offers (`accept`): the SPEC's extensions and their types. */
export const DOCUMENT_ACCEPT = DOCUMENT_FILE_TYPES.flatMap((type) => [
  ...DOCUMENT_FILE_TYPE_INFO[type].extensions,
  DOCUMENT_FILE_TYPE_INFO[type].mime
]).join(',');

export const documentMaxBytes = (type: DocumentFileType) =>
  DOCUMENT_FILE_TYPE_INFO[type].family === 'image' ? DOCUMENT_IMAGE_MAX_BYTES : DOCUMENT_FILE_MAX_BYTES;

/** The type a name claims by its extension (what the browser checks before sending); null outside the list. */
export function documentTypeByName(name: string): DocumentFileType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot).toLowerCase();
  return (
    DOCUMENT_FILE_TYPES.find((type) => DOCUMENT_FILE_TYPE_INFO[type].extensions.includes(extension)) ?? null
  );
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Bytes enough to tell the family (the size limit applies from there while the body streams). */
export const DOCUMENT_HEAD_BYTES = 8;

/** The family the first bytes announce, or null for anything else (refused before more is read). */
export function documentFamilyOf(head: Uint8Array): 'image' | 'file' | null {
  if (startsWith(head, JPEG) || startsWith(head, PNG)) return 'image';
  if (startsWith(head, PDF) || startsWith(head, OLE2) || startsWith(head, ZIP)) return 'file';
  return null;
}

const includesText = (bytes: Uint8Array, text: string) => {
  const needle = [...text].map((char) => char.charCodeAt(0));
  outer: for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

/**
 * A whole file's type by its content, never its name: JPEG, PNG, PDF (`%PDF-`), XLS (an OLE2 compound file) or
 * XLSX (a ZIP holding `[Content_Types].xml` and an `xl/` part: a Word file or any other ZIP is not a workbook).
 */
export function sniffDocument(bytes: Uint8Array): DocumentFileType | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, PDF)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'xls';
  if (startsWith(bytes, ZIP) && includesText(bytes, '[Content_Types].xml') && includesText(bytes, 'xl/'))
    return 'xlsx';
  return null;
}

/**
 * The name shown to the owner and staff: the last path part of what the browser sent, without control or
 * reserved characters, NFC, at most 100 characters with its extension kept; a name of nothing becomes
 * `document.<ext>`. It is shown, never used to store or find the file.
 */
export function sanitizeDocumentName(name: string, type: DocumentFileType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what goes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = `document${DOCUMENT_FILE_TYPE_INFO[type].extensions[0]}`;
  if (!base || base.startsWith('.')) return fallback;
  if (base.length <= 100) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 6 ? base.slice(dot) : '';
  return `${base.slice(0, 100 - extension.length)}${extension}`;
}

// ---- Wire shapes ------------------------------------------------------------------------------------------

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const PlannerDocumentSchema = z.object({
  plannerDocumentId: Id,
  kind: z.enum(PLANNER_DOCUMENT_KINDS),
  state: z.enum(PLANNER_DOCUMENT_STATES),
  originFileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int().nonnegative(),
  /** The `fileUrl` the decrypt call takes (a generated name: it opens only for its owner). */
  fileUrl: z.string(),
  reviewNote: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable()
});
export type PlannerDocument = z.infer<typeof PlannerDocumentSchema>;

export const PlannerForeignInfoSchema = z.object({
  countryCode: z.enum(COUNTRY_CODES, { error: 'PLD_CountryRequired' }),
  visaCode: z.enum(VISA_CODES, { error: 'PLD_VisaRequired' })
});
export type PlannerForeignInfo = z.infer<typeof PlannerForeignInfoSchema>;

/** One kind as the checklist shows it: its newest file's state (null: nothing yet) and every file, newest first. */
export const PlannerDocumentKindSummarySchema = z.object({
  kind: z.enum(PLANNER_DOCUMENT_KINDS),
  required: z.boolean(),
  state: z.enum(PLANNER_DOCUMENT_STATES).nullable(),
  documents: z.array(PlannerDocumentSchema)
});
export type PlannerDocumentKindSummary = z.infer<typeof PlannerDocumentKindSummarySchema>;

export const PlannerDocumentsAnswerSchema = z.object({
  isForeign: z.boolean(),
  foreignInfo: PlannerForeignInfoSchema.nullable(),
  kinds: z.array(PlannerDocumentKindSummarySchema)
});
export type PlannerDocumentsAnswer = z.infer<typeof PlannerDocumentsAnswerSchema>;

/** The encrypted upload's text field: which kind the files are (the files come as `files`). */
export const PlannerDocumentUploadFieldsSchema = z.object({
  kind: z.enum(PLANNER_DOCUMENT_KINDS, { error: 'PLD_KindRequired' })
});
export const PlannerDocumentUploadAnswerSchema = z.object({ documents: z.array(PlannerDocumentSchema) });

export const DecryptQuerySchema = z.object({
  fileUrl: z.string().regex(/^[a-f0-9]{32}\.bin$/, 'ALT_FileError')
});

export const DocumentIdParamSchema = z.object({
  documentId: z
    .string()
    .regex(/^[0-9]{1,15}$/, 'VA_NumberOnly')
    .transform(Number)
    .pipe(Id)
});

/** The kinds a list answer holds: the required ones, then any other with files (a planner who became foreign). */
export function documentKindsShown(isForeign: boolean, submitted: readonly PlannerDocumentKind[]) {
  const required = requiredDocumentKinds(isForeign);
  return [
    ...required,
    ...PLANNER_DOCUMENT_KINDS.filter((kind) => !required.includes(kind) && submitted.includes(kind))
  ];
}

/** Every required kind approved: what the planner's checklist calls complete. */
export function documentsComplete(kinds: readonly Pick<PlannerDocumentKindSummary, 'required' | 'state'>[]) {
  return kinds.every((kind) => !kind.required || kind.state === 'APPROVED');
}

// ---- The allowance account ----------------------------------------------------------------------------------

export const AllowanceAccountSchema = z.object({
  allowanceBankAccountId: Id,
  bankCode: z.enum(BANK_CODES),
  bankName: z.string(),
  /** Masked: first three and last three digits. */
  bankAccountNo: z.string(),
  bankHolderName: z.string(),
  isBankAccountAuth: z.literal(true),
  registeredAt: z.string(),
  changedAt: z.string().nullable()
});
export type AllowanceAccount = z.infer<typeof AllowanceAccountSchema>;
export const AllowanceAccountAnswerSchema = z.object({ account: AllowanceAccountSchema.nullable() });

/** Registering or changing names a holder check that matched (the refund account's check, spent once). */
export const AllowanceAccountSaveBodySchema = z.object({
  verificationId: z.uuid({ error: 'CMM_AccVerifyFirst' })
});
export type AllowanceAccountSaveBody = z.infer<typeof AllowanceAccountSaveBodySchema>;

/** SPEC §7 allowance-bank-account/alarm: true while the planner has no allowance account. */
export const AllowanceAlarmSchema = z.object({ alarm: z.boolean() });
