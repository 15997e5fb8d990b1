import * as z from 'zod';
import { queryInt } from './inputs.ts';
import type { LocalizedText } from './localized-text.ts';
import type { TermsCode } from './signup.ts';

/**
 * Terms as versioned documents (SPEC §2 /use_terms, /privacy_policy, §7 "terms (signUp, history, payment
 * member/planner/nonuser, autoship)"; issue 19, docs/decisions/077). Each kind has numbered versions; a
 * published version takes effect at its effective date and is never edited again (a change is a new version).
 * The version in effect is the published one with the latest effective date not after now.
 */

export const TERMS_KINDS = [
  'USE',
  'PRIVACY',
  'SIGN_UP',
  'MARKETING',
  'PLANNER',
  'PLANNER_PRIVACY',
  'HISTORY',
  'PAYMENT_MEMBER',
  'PAYMENT_PLANNER',
  'PAYMENT_NONUSER',
  'AUTOSHIP'
] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];
export const TermsKindSchema = z.enum(TERMS_KINDS, { error: 'TERMS_NOT_FOUND' });

export const TERMS_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type TermsStatus = (typeof TERMS_STATUSES)[number];

/**
 * Which document each sign-up consent agrees to: 이용약관 (USE), 개인정보 수집·이용 (SIGN_UP), 마케팅 수신
 * (MARKETING, both channels). AGE_14 is a statement of fact, not a document.
 */
export const SIGNUP_TERMS_KINDS: Readonly<Record<TermsCode, TermsKind | null>> = {
  SERVICE: 'USE',
  PRIVACY: 'SIGN_UP',
  AGE_14: null,
  MARKETING_EMAIL: 'MARKETING',
  MARKETING_SMS: 'MARKETING'
};

/** The planner conversion's consents (profile.ts PLANNER_TERMS). */
export const PLANNER_TERMS_KINDS = {
  PLANNER_AGREEMENT: 'PLANNER',
  PLANNER_PRIVACY: 'PLANNER_PRIVACY',
  PLANNER_MARKETING: 'MARKETING'
} as const satisfies Record<string, TermsKind>;

/** The consents of a consent code, whichever list it comes from (null: no document behind it). */
export function termsKindOf(code: string): TermsKind | null {
  return (
    (SIGNUP_TERMS_KINDS as Record<string, TermsKind | null>)[code] ??
    (PLANNER_TERMS_KINDS as Record<string, TermsKind>)[code] ??
    null
  );
}

/**
 * The payment step's agreements (purchase, privacy, thirdParty, and a guest's guestPrivacy) are sections of one
 * payment document chosen by who pays: a customer, a planner, or a guest.
 */
export function paymentTermsKind(buyer: 'MEMBER' | 'PLANNER' | 'NONUSER'): TermsKind {
  return buyer === 'PLANNER' ? 'PAYMENT_PLANNER' : buyer === 'NONUSER' ? 'PAYMENT_NONUSER' : 'PAYMENT_MEMBER';
}

export const TERMS_TITLE_MAX = 100;
/** A long privacy policy fits with room to spare; more is a paste gone wrong. */
export const TERMS_HTML_MAX = 200_000;

export type TermsVersionDates = { version: number; effectiveAt: Date | string | null; status: TermsStatus };

/** The version in effect at `now`: the published one with the latest effective date not after now (or null). */
export function termsVersionInEffect<T extends TermsVersionDates>(
  versions: readonly T[],
  now: Date
): T | null {
  let best: T | null = null;
  for (const candidate of versions) {
    if (candidate.status !== 'PUBLISHED' || candidate.effectiveAt === null) continue;
    const at = new Date(candidate.effectiveAt).getTime();
    if (at > now.getTime()) continue;
    if (!best || at > new Date(best.effectiveAt as Date | string).getTime()) best = candidate;
  }
  return best;
}

// ---- Public reads ----

export const TermsKindParamSchema = z.object({ kind: TermsKindSchema });
export const TermsVersionParamSchema = z.object({
  kind: TermsKindSchema,
  version: queryInt(1, 100_000)
});

export const TermsVersionSummarySchema = z.object({
  version: z.number().int(),
  effectiveAt: z.string(),
  /** The one in effect now. */
  current: z.boolean()
});
export type TermsVersionSummary = z.infer<typeof TermsVersionSummarySchema>;

/**
 * GET /etc/v1/public/terms/{kind}[/versions/{version}]: one version's text in the asked language (sanitised
 * HTML; headings carry ids for anchors) and every version that has taken effect, newest first.
 */
export const TermsDocumentSchema = z.object({
  kind: TermsKindSchema,
  version: z.number().int(),
  title: z.string(),
  html: z.string(),
  effectiveAt: z.string(),
  current: z.boolean(),
  versions: z.array(TermsVersionSummarySchema)
});
export type TermsDocument = z.infer<typeof TermsDocumentSchema>;

// ---- Staff desk ----

const localized = (max: number) =>
  z.object({
    'ko-KR': z.string().trim().min(1, 'VA_Required').max(max, 'VA_TooLong'),
    'en-US': z.string().trim().max(max, 'VA_TooLong').optional(),
    'zh-TW': z.string().trim().max(max, 'VA_TooLong').optional()
  }) satisfies z.ZodType<LocalizedText>;

export const DeskTermsDraftBodySchema = z
  .object({ title: localized(TERMS_TITLE_MAX), html: localized(TERMS_HTML_MAX) })
  .strict();
export type DeskTermsDraftBody = z.infer<typeof DeskTermsDraftBodySchema>;

/** A new draft starts from the version in effect (or the latest published one), or empty for a new kind. */
export const DeskTermsCreateBodySchema = z.object({}).strict();

export const DeskTermsPublishBodySchema = z
  .object({ effectiveAt: z.iso.datetime({ offset: true, error: 'VA_DateFormat' }) })
  .strict();
export type DeskTermsPublishBody = z.infer<typeof DeskTermsPublishBodySchema>;

export const DeskTermsVersionSchema = z.object({
  id: z.number().int(),
  kind: TermsKindSchema,
  version: z.number().int(),
  status: z.enum(TERMS_STATUSES),
  title: z.object({ 'ko-KR': z.string(), 'en-US': z.string().optional(), 'zh-TW': z.string().optional() }),
  html: z.object({ 'ko-KR': z.string(), 'en-US': z.string().optional(), 'zh-TW': z.string().optional() }),
  effectiveAt: z.string().nullable(),
  current: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string()
});
export type DeskTermsVersion = z.infer<typeof DeskTermsVersionSchema>;

export const DeskTermsKindRowSchema = z.object({
  kind: TermsKindSchema,
  currentVersion: z.number().int().nullable(),
  currentEffectiveAt: z.string().nullable(),
  /** A published version waiting for its effective date. */
  scheduledVersion: z.number().int().nullable(),
  draftVersion: z.number().int().nullable()
});
export const DeskTermsKindListSchema = z.object({ list: z.array(DeskTermsKindRowSchema) });
export type DeskTermsKindList = z.infer<typeof DeskTermsKindListSchema>;
export const DeskTermsVersionListSchema = z.object({ list: z.array(DeskTermsVersionSchema) });
export type DeskTermsVersionList = z.infer<typeof DeskTermsVersionListSchema>;
