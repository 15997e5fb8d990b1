import * as z from 'zod';
import { LoginIdSchema } from './account-schemas.ts';
import { plainText } from './inputs.ts';
import { seesMemberPrices, type AccountStatus, type UserType } from './member-rules.ts';
import { SEOUL_OFFSET_MS } from './seoul-time.ts';

/**
 * A planner's personal mall, its links and QR codes, and the planner's month (SPEC §3 Personal mall, §4, §7;
 * issue 18; docs/decisions/075). Shared by the API and the storefront (/work/notes/personal-mall-contract.md).
 */

/** The name of the cookie that keeps the planner of the shopping link a visitor opened (member number). */
export const SHOP_REFERRER_COOKIE = 'mall_shop_referrer';
/** How long the shop-referrer cookie lasts (30 days), in seconds. */
export const SHOP_REFERRER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** The company's own referrer number when the configuration names none. */
export const DEFAULT_COMPANY_REFERRER_NUMBER = '1000000000';

export const SITE_URL_MIN = 4;
export const SITE_URL_MAX = 20;
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 20;
export const MALL_NAME_MAX = 30;
export const MALL_MESSAGE_MAX = 100;
/** Uploads of a mall's images (SPEC §5/§9): 20 MB each. */
export const PERSONAL_MALL_IMAGE_MAX_MB = 20;
/** The multipart file fields of the save, one file each at most. */
export const PERSONAL_MALL_IMAGE_FIELDS = ['profile', 'backgroundMobile', 'backgroundPc'] as const;
export type PersonalMallImageField = (typeof PERSONAL_MALL_IMAGE_FIELDS)[number];

const SITE_URL_PATTERN = /^(?=[a-z0-9]*[a-z])[a-z0-9]{4,20}$/;
const NICKNAME_PATTERN = /^[\p{L}\p{N}]{3,20}$/u;
const MEMBER_NUMBER_PATTERN = /^[0-9]{10}$/;

/** True when `value` (already lower-cased and trimmed) is a valid site address: 4–20 a–z/0–9, not all digits. */
export function isSiteUrl(value: string): boolean {
  return SITE_URL_PATTERN.test(value);
}

/** True when `value` (trimmed) is a valid nickname: 3–20 letters of any script or digits. */
export function isNickname(value: string): boolean {
  return NICKNAME_PATTERN.test(value);
}

/** What a referrer code in a link is: a ten-digit member number, a mall's site address, or neither (null). */
export function referrerCodeKind(code: string): 'NUMBER' | 'SITE_URL' | null {
  if (MEMBER_NUMBER_PATTERN.test(code)) return 'NUMBER';
  if (isSiteUrl(code)) return 'SITE_URL';
  return null;
}

/** A member who may have a mall, be shown, and be credited: a planner (SOLE_PROPRIETORSHIP) still active (SPEC §4). */
export function isActivePlanner(member: { userType: UserType; status: AccountStatus }): boolean {
  // The same standing that shows SP and BP (member-rules.ts): one rule for "an active planner".
  return seesMemberPrices(member);
}

/** A site address as typed: trimmed and lower-cased, then checked (PM_SiteUrlRule). */
export const SiteUrlSchema = z.string().trim().toLowerCase().refine(isSiteUrl, { message: 'PM_SiteUrlRule' });

/** A nickname as typed: trimmed, then checked (PM_NicknameRule). */
export const NicknameSchema = z.string().trim().refine(isNickname, { message: 'PM_NicknameRule' });

export const MallNameSchema = plainText(MALL_NAME_MAX).min(1, 'PM_MallNameRequired');
export const MallMessageSchema = plainText(MALL_MESSAGE_MAX);

/** An optional field: null, or an empty string (a cleared input), means "none". */
function optional<T extends z.ZodType<string | null, string>>(schema: T) {
  return z.union([z.literal('').transform(() => null), schema]).nullable();
}

/** The `request` part of the multipart save (POST /api/personal/v1/users/{id}/personalMall). */
export const PersonalMallSaveSchema = z.object({
  mallName: MallNameSchema,
  message1: MallMessageSchema.default(''),
  message2: MallMessageSchema.default(''),
  siteUrl: optional(SiteUrlSchema).default(null),
  nickname: optional(NicknameSchema).default(null),
  removeProfile: z.boolean().default(false),
  removeBackgroundMobile: z.boolean().default(false),
  removeBackgroundPc: z.boolean().default(false)
});
export type PersonalMallSave = z.input<typeof PersonalMallSaveSchema>;
export type PersonalMallSaveParsed = z.output<typeof PersonalMallSaveSchema>;

/** The planner behind a mall, as the drawer and profile modal show them. */
export const PersonalMallUserInfoSchema = z.object({
  fullName: z.string(),
  globalRefererRegionCode: z.object({ code: z.literal('KR') }),
  globalRefererUserNumber: z.string()
});
export type PersonalMallUserInfo = z.infer<typeof PersonalMallUserInfoSchema>;

export const PersonalMallSchema = z.object({
  userSeqNo: z.number().int(),
  /** null: never saved (the storefront shows its default title). */
  mallName: z.string().nullable(),
  message1: z.string(),
  message2: z.string(),
  siteUrl: z.string().nullable(),
  nickname: z.string().nullable(),
  profileUrl: z.string().nullable(),
  profileOriginFileName: z.string().nullable(),
  backgroundMobileUrl: z.string().nullable(),
  backgroundMobileOriginFileName: z.string().nullable(),
  backgroundPcUrl: z.string().nullable(),
  backgroundPcOriginFileName: z.string().nullable(),
  userInfo: PersonalMallUserInfoSchema,
  /** The sign-up link and its QR code's file name. */
  referralInfoResponse: z.object({
    userNumber: z.string(),
    userLink: z.string(),
    qrCodeFileName: z.string()
  }),
  /** The shopping link and its QR code's file name. */
  referralShoppingInfoResponse: z.object({ userLink: z.string(), qrCodeFileName: z.string() })
});
export type PersonalMall = z.infer<typeof PersonalMallSchema>;

/** The planner's month (Korean time): who they brought in and the orders credited to them. */
export const PersonalMallSummarySchema = z.object({
  month: z.string().regex(/^[0-9]{4}-[0-9]{2}$/),
  referredMembers: z.object({ total: z.number().int(), joinedThisMonth: z.number().int() }),
  orders: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    sp: z.number().int(),
    bp: z.number().int()
  })
});
export type PersonalMallSummary = z.infer<typeof PersonalMallSummarySchema>;

/** What anybody may see of a mall (banner, drawer, profile modal). */
export const PublicPersonalMallSchema = z.object({
  userNumber: z.string(),
  mallName: z.string().nullable(),
  message1: z.string(),
  message2: z.string(),
  profileUrl: z.string().nullable(),
  backgroundMobileUrl: z.string().nullable(),
  backgroundPcUrl: z.string().nullable(),
  nickname: z.string().nullable(),
  userInfo: PersonalMallUserInfoSchema,
  shoppingLink: z.string()
});
export type PublicPersonalMall = z.infer<typeof PublicPersonalMallSchema>;

export const HEADER_PERSONAL_STATES = ['SHOWN', 'NONE', 'INACTIVE', 'MISMATCH', 'COMPANY'] as const;
export type HeaderPersonalState = (typeof HEADER_PERSONAL_STATES)[number];

export const HeaderPersonalQuerySchema = z.object({
  referrerCode: z.string().trim().max(40).optional()
});
export type HeaderPersonalQuery = z.input<typeof HeaderPersonalQuerySchema>;

export const HeaderPersonalSchema = z.object({
  state: z.enum(HEADER_PERSONAL_STATES),
  /** The code the storefront puts in Home links: siteUrl ?? userNumber of the mall shown. */
  referrerCode: z.string().nullable(),
  /** With SHOWN and MISMATCH (then the member's OWN planner's mall). */
  mall: PublicPersonalMallSchema.nullable(),
  /** With MISMATCH: the member's own planner's code to go Home with. */
  memberReferrerCode: z.string().nullable()
});
export type HeaderPersonal = z.infer<typeof HeaderPersonalSchema>;

export const SiteUrlCheckBodySchema = z.object({ siteUrl: SiteUrlSchema });
export type SiteUrlCheckBody = z.input<typeof SiteUrlCheckBodySchema>;
export const NicknameCheckBodySchema = z.object({ nickName: NicknameSchema });
export type NicknameCheckBody = z.input<typeof NicknameCheckBodySchema>;
/**
 * The body findExistUserNickNm takes: sign-up's login id check `{ loginId }` (signup.ts) or the mall's nickname
 * check `{ nickName }`, exactly one of them (the SPEC's one path serves both).
 */
export const FindExistUserNickNmBodySchema = z
  .object({ loginId: LoginIdSchema.optional(), nickName: NicknameSchema.optional() })
  .refine((body) => (body.loginId === undefined) !== (body.nickName === undefined), {
    message: 'PM_NicknameRule',
    path: ['nickName']
  });
export type FindExistUserNickNmBody = z.input<typeof FindExistUserNickNmBodySchema>;
export const DuplicateCheckAnswerSchema = z.object({ duplicate: z.boolean() });
export type DuplicateCheckAnswer = z.infer<typeof DuplicateCheckAnswerSchema>;

export const QR_CODE_KINDS = ['signup', 'shopping'] as const;
export type QrCodeKind = (typeof QR_CODE_KINDS)[number];
export const QR_CODE_FORMATS = ['png', 'svg'] as const;
export type QrCodeFormat = (typeof QR_CODE_FORMATS)[number];

const QR_FILE_NAME_PATTERN = /^([0-9]{10})-(signup|shopping)\.(png|svg)$/;

/** Reads `<userNumber>-<signup|shopping>.<png|svg>`; null for anything else. */
export function parseQrCodeFileName(
  name: string
): { userNumber: string; kind: QrCodeKind; format: QrCodeFormat } | null {
  const match = QR_FILE_NAME_PATTERN.exec(name);
  if (!match) return null;
  return {
    userNumber: match[1] as string,
    kind: match[2] as QrCodeKind,
    format: match[3] as QrCodeFormat
  };
}

export function qrCodeFileName(userNumber: string, kind: QrCodeKind, format: QrCodeFormat = 'png'): string {
  return `${userNumber}-${kind}.${format}`;
}

/** `GET /share/v1/messenger/personal-malls/{userNumber}?kind=`: which of a planner's two links is shared. */
export const MallMessengerQuerySchema = z.object({ kind: z.enum(QR_CODE_KINDS) });
export const MallMessengerParamsSchema = z.object({ userNumber: z.string().regex(/^[0-9]{10}$/) });

export const QrCodeDownloadQuerySchema = z.object({ qrcodeFileName: z.string().max(64) });
export type QrCodeDownloadQuery = z.input<typeof QrCodeDownloadQuerySchema>;

/** The sign-up link's path: the wizard opens with the planner filled in as referrer. */
export function signupLinkPath(userNumber: string): string {
  return `/signup/selectType?referrer=${encodeURIComponent(userNumber)}`;
}

/** The shopping link's path: Home with the planner's banner; opening it credits the visitor's orders. */
export function shoppingLinkPath(code: string): string {
  return `/?referrer=${encodeURIComponent(code)}`;
}

/** The code a mall is linked with: its site address when it has one, else the planner's member number. */
export function mallReferrerCode(mall: { siteUrl: string | null; userNumber: string }): string {
  return mall.siteUrl ?? mall.userNumber;
}

/**
 * The Korean calendar month holding `now` (epoch ms): its label `YYYY-MM` and its bounds as instants
 * [start, end). Korea keeps no daylight saving, so the bounds are exact.
 */
export function seoulMonth(now: number): { month: string; start: Date; end: Date } {
  const local = new Date(now + SEOUL_OFFSET_MS);
  const year = local.getUTCFullYear();
  const monthIndex = local.getUTCMonth();
  const start = Date.UTC(year, monthIndex, 1) - SEOUL_OFFSET_MS;
  const end = Date.UTC(year, monthIndex + 1, 1) - SEOUL_OFFSET_MS;
  return {
    month: `${year}-${String(monthIndex + 1).padStart(2, '0')}`,
    start: new Date(start),
    end: new Date(end)
  };
}
