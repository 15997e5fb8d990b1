import { PartnershipBodySchema, type PartnershipInput } from '@mall/domain';
import { isApiError } from '../../../shared/api/api-error';

/** A refusal to show, translated when shown: a rule key (`centre.rule.*`) or an error code (`centre.error.*`). */
export type FieldNote = { key: string; data?: Record<string, unknown> | undefined };
export type PartnershipErrors = Partial<Record<keyof PartnershipInput | 'files' | 'form', FieldNote>>;

const FIELDS = ['company', 'contactName', 'email', 'phone', 'category', 'message', 'agree'] as const;
const RULES = new Set([
  'CC_CompanyRequired',
  'CC_ContactRequired',
  'VA_EmailFormat',
  'ALT_InputMobile',
  'VA_MobileOnlyNumber',
  'VA_MobileLength',
  'CC_CategoryRequired',
  'CC_MessageRequired',
  'CC_MessageLength',
  'CC_AgreeRequired',
  'VA_InvalidCharacters'
]);
const rule = (code: string): FieldNote => ({ key: `centre.rule.${RULES.has(code) ? code : 'invalid'}` });

/** The first refusal of each field by the domain's schema (the server's own check), or none. */
export function checkPartnership(values: PartnershipInput): PartnershipErrors {
  const parsed = PartnershipBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: PartnershipErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as (typeof FIELDS)[number];
    if (FIELDS.includes(field) && !errors[field]) errors[field] = rule(issue.message);
  }
  return errors;
}

const FILE_CODES = new Set(['ALT_FileError', 'ALT_ImageValidation', 'RETURN_PHOTO_TOO_MANY']);

/** Where a server refusal lands: its fields, the files, or the form (rate limit, anything else). */
export function serverErrors(error: unknown): PartnershipErrors {
  if (!isApiError(error)) return { form: { key: 'centre.error.UNKNOWN' } };
  if (FILE_CODES.has(error.code)) return { files: { key: `centre.error.${error.code}`, data: error.data } };
  if (error.fields.length > 0) {
    const errors: PartnershipErrors = {};
    for (const { field, code } of error.fields) {
      const name = field as (typeof FIELDS)[number];
      if (FIELDS.includes(name) && !errors[name]) errors[name] = rule(code ?? '');
    }
    if (Object.keys(errors).length > 0) return errors;
  }
  if (error.status === 429) return { form: { key: 'centre.error.RATE_LIMITED' } };
  return { form: { key: 'centre.error.UNKNOWN' } };
}
