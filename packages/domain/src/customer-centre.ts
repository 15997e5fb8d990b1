import * as z from 'zod';
import { queryInt, plainText } from './inputs.ts';
import type { LocalizedText } from './localized-text.ts';
import { DOCUMENT_FILE_MAX_BYTES, DOCUMENT_IMAGE_MAX_BYTES } from './planner-documents.ts';

/**
 * The customer centre (SPEC §2 /customer…, §5 uploads; issue 19, docs/decisions/079): FAQ, guides, downloadable
 * resources, certificates for members, the partnership application and the centre finder. 1:1 inquiries live in
 * inquiry.ts.
 */

// ---- Limits -----------------------------------------------------------------------------------------------

export const FAQ_PAGE_SIZE = 10;
export const FAQ_TOP_COUNT = 5;
export const CENTRE_PAGE_SIZE = 10;
export const CENTRE_LIST_PAGE_SIZE = 20;
export const CENTRE_KEYWORD_MAX = 40;
export const FAQ_KEYWORD_MAX = 40;
/** SPEC §5/§9: up to 3 files; images 20 MB, other files 10 MB. */
export const PARTNERSHIP_MAX_FILES = 3;
export const PARTNERSHIP_IMAGE_MAX_BYTES = DOCUMENT_IMAGE_MAX_BYTES;
export const PARTNERSHIP_FILE_MAX_BYTES = DOCUMENT_FILE_MAX_BYTES;
export const PARTNERSHIP_MESSAGE_MAX = 2000;
/** A staff-uploaded resource or certificate (PDF, XLS/XLSX or an image), one file. */
export const CENTRE_DOCUMENT_MAX_BYTES = DOCUMENT_FILE_MAX_BYTES;

// ---- Codes ------------------------------------------------------------------------------------------------

/** The 17 provinces and metropolitan cities (시/도) a centre is in. */
export const CENTRE_REGIONS = [
  'SEOUL',
  'BUSAN',
  'DAEGU',
  'INCHEON',
  'GWANGJU',
  'DAEJEON',
  'ULSAN',
  'SEJONG',
  'GYEONGGI',
  'GANGWON',
  'CHUNGBUK',
  'CHUNGNAM',
  'JEONBUK',
  'JEONNAM',
  'GYEONGBUK',
  'GYEONGNAM',
  'JEJU'
] as const;
export type CentreRegion = (typeof CENTRE_REGIONS)[number];

export const CENTRE_REGION_NAMES: Record<CentreRegion, LocalizedText> = {
  SEOUL: { 'ko-KR': '서울', 'en-US': 'Seoul', 'zh-TW': '首爾' },
  BUSAN: { 'ko-KR': '부산', 'en-US': 'Busan', 'zh-TW': '釜山' },
  DAEGU: { 'ko-KR': '대구', 'en-US': 'Daegu', 'zh-TW': '大邱' },
  INCHEON: { 'ko-KR': '인천', 'en-US': 'Incheon', 'zh-TW': '仁川' },
  GWANGJU: { 'ko-KR': '광주', 'en-US': 'Gwangju', 'zh-TW': '光州' },
  DAEJEON: { 'ko-KR': '대전', 'en-US': 'Daejeon', 'zh-TW': '大田' },
  ULSAN: { 'ko-KR': '울산', 'en-US': 'Ulsan', 'zh-TW': '蔚山' },
  SEJONG: { 'ko-KR': '세종', 'en-US': 'Sejong', 'zh-TW': '世宗' },
  GYEONGGI: { 'ko-KR': '경기', 'en-US': 'Gyeonggi', 'zh-TW': '京畿' },
  GANGWON: { 'ko-KR': '강원', 'en-US': 'Gangwon', 'zh-TW': '江原' },
  CHUNGBUK: { 'ko-KR': '충북', 'en-US': 'North Chungcheong', 'zh-TW': '忠清北道' },
  CHUNGNAM: { 'ko-KR': '충남', 'en-US': 'South Chungcheong', 'zh-TW': '忠清南道' },
  JEONBUK: { 'ko-KR': '전북', 'en-US': 'North Jeolla', 'zh-TW': '全羅北道' },
  JEONNAM: { 'ko-KR': '전남', 'en-US': 'South Jeolla', 'zh-TW': '全羅南道' },
  GYEONGBUK: { 'ko-KR': '경북', 'en-US': 'North Gyeongsang', 'zh-TW': '慶尚北道' },
  GYEONGNAM: { 'ko-KR': '경남', 'en-US': 'South Gyeongsang', 'zh-TW': '慶尚南道' },
  JEJU: { 'ko-KR': '제주', 'en-US': 'Jeju', 'zh-TW': '濟州' }
};

/** What a centre offers (named by the storefront's texts). */
export const CENTRE_SERVICES = ['CONSULTING', 'PICKUP', 'RETURNS', 'EDUCATION', 'SKIN_CARE'] as const;
export type CentreService = (typeof CENTRE_SERVICES)[number];

export const PARTNERSHIP_CATEGORIES = ['SUPPLY', 'DISTRIBUTION', 'MARKETING', 'OVERSEAS', 'OTHER'] as const;
export type PartnershipCategory = (typeof PARTNERSHIP_CATEGORIES)[number];

/** Downloadable documents: resources are public, certificates for logged-in members only. */
export const CENTRE_DOCUMENT_KINDS = ['RESOURCE', 'CERTIFICATE'] as const;
export type CentreDocumentKind = (typeof CENTRE_DOCUMENT_KINDS)[number];

// ---- Files (SPEC §5) --------------------------------------------------------------------------------------

/** The extensions a partnership file may have, and its size limit by its extension (the client's check). */
export const PARTNERSHIP_ACCEPT = '.pdf,.xls,.xlsx,.jpg,.jpeg,.png';
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'];
const FILE_EXTENSIONS = ['.pdf', '.xls', '.xlsx'];

export type PartnershipFileRefusal =
  | { code: 'ALT_FileError' }
  | { code: 'ALT_ImageValidation'; maxMb: number }
  | { code: 'RETURN_PHOTO_TOO_MANY'; max: number };

/**
 * What the browser can judge before sending (the server judges the bytes again): the extension, the size for its
 * kind, the count. Answers the first refusal or null.
 */
export function partnershipFilesRefusal(
  files: readonly { name: string; size: number }[]
): PartnershipFileRefusal | null {
  if (files.length > PARTNERSHIP_MAX_FILES)
    return { code: 'RETURN_PHOTO_TOO_MANY', max: PARTNERSHIP_MAX_FILES };
  for (const file of files) {
    const dot = file.name.lastIndexOf('.');
    const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
    const image = IMAGE_EXTENSIONS.includes(extension);
    if (!image && !FILE_EXTENSIONS.includes(extension)) return { code: 'ALT_FileError' };
    if (file.size === 0) return { code: 'ALT_FileError' };
    const max = image ? PARTNERSHIP_IMAGE_MAX_BYTES : PARTNERSHIP_FILE_MAX_BYTES;
    if (file.size > max) return { code: 'ALT_ImageValidation', maxMb: max / (1024 * 1024) };
  }
  return null;
}

// ---- Localised text on the wire ---------------------------------------------------------------------------

/** Text staff write in every language: Korean required, the others optional (blank → absent). */
export function centreText(max: number, required = true) {
  const optional = plainText(max)
    .optional()
    .transform((value) => (value ? value : undefined));
  return z.object({
    'ko-KR': required ? plainText(max).min(1, 'VA_Required') : plainText(max),
    'en-US': optional,
    'zh-TW': optional
  });
}
/** HTML staff write (sanitised when served): newlines allowed. */
export function centreHtml(max: number) {
  const text = z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex -- newlines and tabs allowed, other control characters not
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'VA_InvalidCharacters');
  const optional = text.optional().transform((value) => (value ? value : undefined));
  return z.object({ 'ko-KR': text.min(1, 'VA_Required'), 'en-US': optional, 'zh-TW': optional });
}

// ---- Public reads -----------------------------------------------------------------------------------------

const Id = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNumber: z.number().int(),
    totalPageNumber: z.number().int(),
    totalSize: z.number().int()
  });

export const FaqCategorySchema = z.object({ categoryId: Id, code: z.string(), name: z.string() });
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

export const FaqItemSchema = z.object({
  faqId: Id,
  categoryId: Id,
  categoryName: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string()
});
export type FaqItem = z.infer<typeof FaqItemSchema>;
export const FaqPageSchema = pageOf(FaqItemSchema);
export type FaqPage = z.infer<typeof FaqPageSchema>;

/** Keyword search: trimmed, at most 40 characters; blank means none. */
const keyword = (max: number) =>
  plainText(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const FaqQuerySchema = z.object({
  categoryId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  keyword: keyword(FAQ_KEYWORD_MAX),
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, 100).default(FAQ_PAGE_SIZE)
});
export type FaqQuery = z.infer<typeof FaqQuerySchema>;

export const GuideSchema = z.object({
  guideId: Id,
  title: z.string(),
  summary: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  imageUrl: z.string().nullable()
});
export type Guide = z.infer<typeof GuideSchema>;

export const CentreDocumentSchema = z.object({
  documentId: Id,
  kind: z.enum(CENTRE_DOCUMENT_KINDS),
  title: z.string(),
  description: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int().nonnegative(),
  updatedAt: z.string()
});
export type CentreDocument = z.infer<typeof CentreDocumentSchema>;

export const CentreSchema = z.object({
  centreId: Id,
  name: z.string(),
  region: z.enum(CENTRE_REGIONS),
  regionName: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  services: z.array(z.enum(CENTRE_SERVICES))
});
export type Centre = z.infer<typeof CentreSchema>;
export const CentrePageSchema = pageOf(CentreSchema);
export type CentrePage = z.infer<typeof CentrePageSchema>;

export const CentreQuerySchema = z.object({
  region: z.enum(CENTRE_REGIONS, { error: 'VA_Invalid' }).optional(),
  keyword: keyword(CENTRE_KEYWORD_MAX),
  page: queryInt(1, 10_000).default(1),
  size: queryInt(1, 100).default(CENTRE_PAGE_SIZE)
});
export type CentreQuery = z.infer<typeof CentreQuerySchema>;

export const CentreDocumentIdParamSchema = z.object({ documentId: queryInt(1, Number.MAX_SAFE_INTEGER) });

// ---- The partnership application --------------------------------------------------------------------------

const PHONE = /^[0-9]{9,11}$/;
export const PartnershipBodySchema = z.object({
  company: plainText(100).min(1, 'CC_CompanyRequired'),
  contactName: plainText(40).min(1, 'CC_ContactRequired'),
  email: z
    .string()
    .trim()
    .max(100)
    .pipe(z.email({ error: 'VA_EmailFormat' })),
  phone: z
    .string()
    .trim()
    .min(1, 'ALT_InputMobile')
    .regex(/^[0-9]*$/, 'VA_MobileOnlyNumber')
    .max(11, 'VA_MobileLength')
    .regex(PHONE, 'VA_MobileLength'),
  category: z.enum(PARTNERSHIP_CATEGORIES, { error: 'CC_CategoryRequired' }),
  message: z
    .string()
    .trim()
    .min(1, 'CC_MessageRequired')
    .max(PARTNERSHIP_MESSAGE_MAX, 'CC_MessageLength')
    // eslint-disable-next-line no-control-regex -- newlines and tabs allowed, other control characters not
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'VA_InvalidCharacters'),
  agree: z.literal(true, { error: 'CC_AgreeRequired' })
});
export type PartnershipBody = z.infer<typeof PartnershipBodySchema>;
export type PartnershipInput = z.input<typeof PartnershipBodySchema>;

export const PartnershipAnswerSchema = z.object({ applicationId: Id, receivedAt: z.string() });
export type PartnershipAnswer = z.infer<typeof PartnershipAnswerSchema>;

// ---- Staff desk -------------------------------------------------------------------------------------------

const Text = z.object({
  'ko-KR': z.string(),
  'en-US': z.string().optional(),
  'zh-TW': z.string().optional()
});
const when = z.iso.datetime({ offset: true }).nullable();
const Period = { display: z.boolean(), startAt: when, endAt: when };
const periodOk = (value: { startAt: string | null; endAt: string | null }) =>
  !value.startAt || !value.endAt || Date.parse(value.startAt) < Date.parse(value.endAt);
const periodIssue = { message: 'CC_PeriodOrder', path: ['endAt'] };

export const DeskFaqCategoryBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{1,29}$/, 'CC_CodeFormat'),
  name: centreText(40),
  sortOrder: z.number().int().min(0).max(9999),
  display: z.boolean()
});
export type DeskFaqCategoryBody = z.input<typeof DeskFaqCategoryBodySchema>;
export const DeskFaqCategorySchema = z.object({
  categoryId: Id,
  code: z.string(),
  name: Text,
  sortOrder: z.number().int(),
  display: z.boolean(),
  items: z.number().int()
});
export type DeskFaqCategory = z.infer<typeof DeskFaqCategorySchema>;

export const DeskFaqBodySchema = z
  .object({
    categoryId: Id,
    question: centreText(200),
    answer: centreHtml(20_000),
    top: z.boolean(),
    sortOrder: z.number().int().min(0).max(9999),
    ...Period
  })
  .refine(periodOk, periodIssue);
export type DeskFaqBody = z.input<typeof DeskFaqBodySchema>;
export const DeskFaqSchema = z.object({
  faqId: Id,
  categoryId: Id,
  question: Text,
  answer: Text,
  top: z.boolean(),
  sortOrder: z.number().int(),
  display: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  updatedAt: z.string()
});
export type DeskFaq = z.infer<typeof DeskFaqSchema>;

export const DeskGuideBodySchema = z
  .object({
    title: centreText(100),
    summary: centreText(300),
    body: centreHtml(50_000),
    imageUrl: z
      .string()
      .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, 'ALT_FileError')
      .refine((url) => !url.includes('..'), 'ALT_FileError')
      .nullable(),
    sortOrder: z.number().int().min(0).max(9999),
    ...Period
  })
  .refine(periodOk, periodIssue);
export type DeskGuideBody = z.input<typeof DeskGuideBodySchema>;
export const DeskGuideSchema = z.object({
  guideId: Id,
  title: Text,
  summary: Text,
  body: Text,
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  display: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  updatedAt: z.string()
});
export type DeskGuide = z.infer<typeof DeskGuideSchema>;

/** A resource's or certificate's words (its file comes with the multipart form, or stays). */
export const DeskCentreDocumentBodySchema = z
  .object({
    kind: z.enum(CENTRE_DOCUMENT_KINDS),
    title: centreText(100),
    description: centreText(300, false),
    sortOrder: z.number().int().min(0).max(9999),
    ...Period
  })
  .refine(periodOk, periodIssue);
export type DeskCentreDocumentBody = z.input<typeof DeskCentreDocumentBodySchema>;
export const DeskCentreDocumentSchema = z.object({
  documentId: Id,
  kind: z.enum(CENTRE_DOCUMENT_KINDS),
  title: Text,
  description: Text,
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  sortOrder: z.number().int(),
  display: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  updatedAt: z.string()
});
export type DeskCentreDocument = z.infer<typeof DeskCentreDocumentSchema>;

export const DeskCentreBodySchema = z.object({
  name: centreText(60),
  region: z.enum(CENTRE_REGIONS, { error: 'VA_Required' }),
  address: centreText(200),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9-]{9,14}$/, 'VA_MobileOnlyNumber'),
  hours: centreText(120),
  latitude: z.number().min(33).max(39).nullable(),
  longitude: z.number().min(124).max(132).nullable(),
  services: z.array(z.enum(CENTRE_SERVICES)).max(CENTRE_SERVICES.length),
  sortOrder: z.number().int().min(0).max(9999),
  display: z.boolean()
});
export type DeskCentreBody = z.input<typeof DeskCentreBodySchema>;
export const DeskCentreSchema = z.object({
  centreId: Id,
  name: Text,
  region: z.enum(CENTRE_REGIONS),
  address: Text,
  phone: z.string(),
  hours: Text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  services: z.array(z.enum(CENTRE_SERVICES)),
  sortOrder: z.number().int(),
  display: z.boolean(),
  updatedAt: z.string()
});
export type DeskCentre = z.infer<typeof DeskCentreSchema>;

export const DeskPartnershipFileSchema = z.object({
  fileId: Id,
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int()
});
export const DeskPartnershipSchema = z.object({
  applicationId: Id,
  company: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  category: z.enum(PARTNERSHIP_CATEGORIES),
  message: z.string(),
  language: z.string(),
  userSeqNo: z.number().int().nullable(),
  files: z.array(DeskPartnershipFileSchema),
  receivedAt: z.string()
});
export type DeskPartnership = z.infer<typeof DeskPartnershipSchema>;
export const DeskPartnershipRowSchema = DeskPartnershipSchema.omit({ message: true, files: true }).extend({
  fileCount: z.number().int()
});
export type DeskPartnershipRow = z.infer<typeof DeskPartnershipRowSchema>;
export const DeskPartnershipPageSchema = pageOf(DeskPartnershipRowSchema);
export type DeskPartnershipPage = z.infer<typeof DeskPartnershipPageSchema>;

export const DeskPageQuerySchema = z.object({ page: queryInt(1, 10_000).default(1) });
export const DeskFaqQuerySchema = z.object({
  categoryId: queryInt(1, Number.MAX_SAFE_INTEGER).optional(),
  page: queryInt(1, 10_000).default(1)
});
export const DeskDocumentQuerySchema = z.object({ kind: z.enum(CENTRE_DOCUMENT_KINDS).optional() });
export const DeskPartnershipFileParamSchema = z.object({
  id: queryInt(1, Number.MAX_SAFE_INTEGER),
  fileId: queryInt(1, Number.MAX_SAFE_INTEGER)
});
