import {
  INQUIRY_PHOTO_MAX_BYTES,
  InquiryWriteSchema,
  type InquiryCategory,
  type InquiryWrite
} from '@mall/domain';
import { megabytes } from '../../../shared/lib/photo-refusal';
import type { Refusal } from '../../../shared/i18n/use-refusal-text';

export const PHOTO_MAX_MB = megabytes(INQUIRY_PHOTO_MAX_BYTES);

/** What the form holds (strings as typed; the schema trims and checks on send). */
export type InquiryDraft = {
  category: InquiryCategory | '';
  orderNumber: string;
  title: string;
  body: string;
};
export const EMPTY_DRAFT: InquiryDraft = { category: '', orderNumber: '', title: '', body: '' };

/** A refusal kept as data: a message key (the schema's or an API code) with the values it needs. */
export type FieldRefusals = Partial<Record<keyof InquiryDraft, Refusal>>;

/** The same check the server makes, field by field (first refusal of each). */
export function checkDraft(
  draft: InquiryDraft
): { ok: true; body: InquiryWrite } | { ok: false; fields: FieldRefusals } {
  const parsed = InquiryWriteSchema.safeParse({ ...draft, orderNumber: draft.orderNumber || null });
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields: FieldRefusals = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title') as keyof InquiryDraft;
    fields[field] ??= { code: issue.message };
  }
  return { ok: false, fields };
}
