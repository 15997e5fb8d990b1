import * as z from 'zod';

/**
 * Identity verification (휴대폰/카드 본인확인, SPEC §7 Member > Identity). The names `authToken`,
 * `txSn`, `retCd`, `cpParam`, `certInfo` are the spec's and exist only in our contract; the vendor's
 * own fields stay behind the provider adapter (docs/decisions/007).
 */

/** `cpCode` in the spec: which certification product the popup runs. */
export const CERT_METHODS = ['MOBILE', 'CARD'] as const;
export type CertMethod = (typeof CERT_METHODS)[number];

/** What a verification is for; a consumer spends it for exactly one purpose. */
export const CERT_PURPOSES = [
  'SIGNUP',
  'FIND_ACCOUNT',
  'CHANGE_INFO',
  'CARD_PASSWORD_RESET',
  'PLANNER_CONVERSION',
  'GUEST_ORDER'
] as const;
export type CertPurpose = (typeof CERT_PURPOSES)[number];

/** Who asks: a logged-in member, a visitor, or a guest buyer (the spec's nonMember endpoint). */
export const CERT_CHANNELS = ['MEMBER', 'PUBLIC', 'NON_MEMBER'] as const;
export type CertChannel = (typeof CERT_CHANNELS)[number];

export const CERT_STATUSES = ['PENDING', 'VERIFIED', 'CANCELED', 'FAILED', 'EXPIRED'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

export const CARRIERS = ['SKT', 'KT', 'LGU', 'SKT_MVNO', 'KT_MVNO', 'LGU_MVNO'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARD_COMPANIES = [
  'SHINHAN',
  'SAMSUNG',
  'HYUNDAI',
  'KOOKMIN',
  'LOTTE',
  'HANA',
  'WOORI',
  'BC',
  'NONGHYUP'
] as const;
export type CardCompany = (typeof CARD_COMPANIES)[number];

/** SPEC §4: `S000` is success, anything else is posted as `ERROR`. */
export const CERT_RET_SUCCESS = 'S000';
export const CERT_RET_ERROR = 'ERROR';
export type CertRetCode = typeof CERT_RET_SUCCESS | typeof CERT_RET_ERROR;

/** The popup must be finished within this time after the request was made. */
export const CERT_REQUEST_TTL_SECONDS = 10 * 60;
/** A verified identity may be read and spent for this long after the popup finished. */
export const CERT_RESULT_TTL_SECONDS = 30 * 60;
/** SPEC §9: identity popup 500x550, card-cert popup 430x725. */
export const CERT_POPUP_SIZE: Record<CertMethod, { width: number; height: number }> = {
  MOBILE: { width: 500, height: 550 },
  CARD: { width: 430, height: 725 }
};
/** The window name the storefront opens and the form targets. */
export const CERT_POPUP_NAME = 'idv';
/** `type` of the message the result page posts to the opener. */
export const CERT_MESSAGE_TYPE = 'IDV_RESULT';

/** Purposes that need a member (the account is theirs) and those done before/without logging in. */
const MEMBER_PURPOSES: readonly CertPurpose[] = ['CHANGE_INFO', 'CARD_PASSWORD_RESET', 'PLANNER_CONVERSION'];
const PUBLIC_PURPOSES: readonly CertPurpose[] = ['SIGNUP', 'FIND_ACCOUNT', 'GUEST_ORDER'];

/** Whether a purpose may be started or read through a channel. */
export function isCertPurposeAllowed(purpose: CertPurpose, channel: CertChannel): boolean {
  if (channel === 'MEMBER') return MEMBER_PURPOSES.includes(purpose) || purpose === 'GUEST_ORDER';
  if (channel === 'NON_MEMBER') return purpose === 'GUEST_ORDER';
  return PUBLIC_PURPOSES.includes(purpose);
}

/** Whether a request can still be completed by the popup, or its result still be read/spent. */
export function certificationState(
  row: { status: CertStatus; expiresAt: Date; resultExpiresAt: Date | null; consumedAt: Date | null },
  now: Date
): 'OPEN' | 'USABLE' | 'EXPIRED' | 'USED' | 'CLOSED' {
  if (row.status === 'PENDING') return row.expiresAt > now ? 'OPEN' : 'EXPIRED';
  if (row.status !== 'VERIFIED') return row.status === 'EXPIRED' ? 'EXPIRED' : 'CLOSED';
  if (row.consumedAt) return 'USED';
  return row.resultExpiresAt && row.resultExpiresAt > now ? 'USABLE' : 'EXPIRED';
}

/** A storefront path (same origin) for the full-page fallback when the popup became a tab. */
const StorefrontPathSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?![/\\])[A-Za-z0-9/_\-.~?=&%]*$/, 'VA_InvalidCharacters');

/** The caller's own correlation value, echoed back (`nr` in the spec). */
const NonceSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'VA_InvalidCharacters');

/** Public request ids: 32 base64url characters (192 random bits). */
export const CertRequestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'VA_InvalidCharacters');

/** A verification a form spends with its own call (sign-up, conversion): required, our request id format. */
export const CertificationRequestRefSchema = z
  .string({ error: 'ALT_Certification' })
  .regex(/^[A-Za-z0-9_-]{32}$/, 'ALT_Certification');

/** Verified and typed names are the same person: spaces and case aside, in either order (Korean or Western). */
export function isSameVerifiedName(verifiedName: string, lastName: string, firstName: string): boolean {
  const norm = (value: string) => value.replace(/\s+/g, '').toLocaleUpperCase('ko-KR');
  const verified = norm(verifiedName);
  return (
    verified.length > 0 &&
    (norm(lastName + firstName) === verified || norm(firstName + lastName) === verified)
  );
}

/**
 * The verified full name as last and first name, to prefill a form: Korean names (2-5 Hangul syllables)
 * take the first syllable as the family name, other names split at the first space. The member may move
 * the split (compound family names); `isSameVerifiedName` still holds.
 */
export function splitVerifiedName(name: string): { lastName: string; firstName: string } {
  const trimmed = name.trim();
  if (/^[가-힣]{2,5}$/.test(trimmed)) return { lastName: trimmed.slice(0, 1), firstName: trimmed.slice(1) };
  const space = trimmed.indexOf(' ');
  if (space > 0) return { lastName: trimmed.slice(0, space), firstName: trimmed.slice(space + 1).trim() };
  return { lastName: trimmed, firstName: '' };
}

export const CertAuthTokenBodySchema = z.object({
  cpCode: z.enum(CERT_METHODS),
  purpose: z.enum(CERT_PURPOSES),
  retUrl: StorefrontPathSchema.optional(),
  nr: NonceSchema.optional()
});
export type CertAuthTokenBody = z.infer<typeof CertAuthTokenBodySchema>;

/** How to open the vendor popup: a named window, then a form POST into it. */
export const CertPopupSchema = z.object({
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string())
});

export const CertAuthTokenResultSchema = z.object({
  /** Our request number; `cpParam` carries the same value through the vendor. */
  requestId: z.string(),
  cpParam: z.string(),
  /** The vendor's token for this request (opaque to the storefront). */
  authToken: z.string(),
  baseUrl: z.string(),
  certInfo: z.object({ cpCode: z.enum(CERT_METHODS), purpose: z.enum(CERT_PURPOSES), provider: z.string() }),
  nr: z.string().nullable(),
  expiresAt: z.string(),
  popup: CertPopupSchema
});
export type CertAuthTokenResult = z.infer<typeof CertAuthTokenResultSchema>;

/** The spec's NICE-style start: `successUrl`/`errorUrl` are storefront paths for the tab fallback. */
export const CertSiteInfoBodySchema = z.object({
  cpCode: z.enum(CERT_METHODS).default('MOBILE'),
  purpose: z.enum(CERT_PURPOSES),
  successUrl: StorefrontPathSchema.optional(),
  errorUrl: StorefrontPathSchema.optional()
});
export type CertSiteInfoBody = z.infer<typeof CertSiteInfoBodySchema>;

export const CertSiteInfoResultSchema = z.object({
  requestId: z.string(),
  reqUrl: z.string(),
  encData: z.string(),
  expiresAt: z.string(),
  popup: CertPopupSchema
});
export type CertSiteInfoResult = z.infer<typeof CertSiteInfoResultSchema>;

/** `POST .../result`: the storefront names the request it got the message for. */
export const CertResultBodySchema = z.object({
  cpParam: CertRequestIdSchema,
  authToken: z.string().max(200).optional(),
  txSn: z.string().max(100).optional(),
  retCd: z.string().max(20).optional(),
  resData: z.string().max(4000).optional()
});
export type CertResultBody = z.infer<typeof CertResultBodySchema>;

/** `POST .../private-info`: `encodeData` is the request id the result page posted. */
export const CertPrivateInfoBodySchema = z.object({ encodeData: CertRequestIdSchema });
export type CertPrivateInfoBody = z.infer<typeof CertPrivateInfoBodySchema>;

export const CertRequestParamsSchema = z.object({ requestId: CertRequestIdSchema });

/** The verified person as the starter may see it: never CI/DI. */
export const CertIdentitySchema = z.object({
  name: z.string(),
  /** YYYY-MM-DD */
  birthDate: z.string(),
  gender: z.enum(['MALE', 'FEMALE']),
  nationality: z.enum(['LOCAL', 'FOREIGNER']),
  mobileNumber: z.string().nullable(),
  carrier: z.enum(CARRIERS).nullable(),
  cardCompany: z.enum(CARD_COMPANIES).nullable()
});
export type CertIdentity = z.infer<typeof CertIdentitySchema>;

export const CertificationResultSchema = z.object({
  requestId: z.string(),
  cpCode: z.enum(CERT_METHODS),
  purpose: z.enum(CERT_PURPOSES),
  status: z.enum(CERT_STATUSES),
  retCd: z.enum([CERT_RET_SUCCESS, CERT_RET_ERROR]).nullable(),
  /** The vendor's transaction number, for support. */
  txSn: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** Until when the result may be spent (sign-up, recovery, guest order). */
  usableUntil: z.string().nullable(),
  consumed: z.boolean(),
  identity: CertIdentitySchema.nullable()
});
export type CertificationResult = z.infer<typeof CertificationResultSchema>;

/** What the result page posts to `window.opener`; nothing personal travels this way. */
export const CertMessageSchema = z.object({
  type: z.literal(CERT_MESSAGE_TYPE),
  requestId: z.string().nullable(),
  ok: z.boolean(),
  retCd: z.enum([CERT_RET_SUCCESS, CERT_RET_ERROR])
});
export type CertMessage = z.infer<typeof CertMessageSchema>;
