import * as z from 'zod';
import { queryInt } from './inputs.ts';
import { plainText } from './inputs.ts';
import {
  PLANNER_DOCUMENT_EVENTS,
  PLANNER_DOCUMENT_KINDS,
  PLANNER_DOCUMENT_STATES
} from './planner-documents.ts';
import { COUNTRY_CODES, VISA_CODES } from './planner-codes.ts';

/**
 * Planner documents on the staff console (docs/decisions/067, 075): the documents by state, one document's file
 * (streamed, audited), approve or reject with a note the planner reads. Staff with `planner.documents`.
 */

export const DESK_DOCUMENT_NOTE_MAX = 500;

export const DeskPlannerDocumentQuerySchema = z.object({
  state: z.enum(PLANNER_DOCUMENT_STATES).default('SUBMITTED'),
  page: queryInt(1, 10_000).default(1)
});
export type DeskPlannerDocumentQuery = z.infer<typeof DeskPlannerDocumentQuerySchema>;

export const DeskPlannerDocumentRowSchema = z.object({
  plannerDocumentId: z.number().int(),
  kind: z.enum(PLANNER_DOCUMENT_KINDS),
  state: z.enum(PLANNER_DOCUMENT_STATES),
  originFileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  reviewNote: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The planner (member data: every read is audited). */
  member: z.object({
    userSeqNo: z.number().int(),
    userNumber: z.string(),
    name: z.string(),
    isForeign: z.boolean(),
    countryCode: z.enum(COUNTRY_CODES).nullable(),
    visaCode: z.enum(VISA_CODES).nullable()
  })
});
export type DeskPlannerDocumentRow = z.infer<typeof DeskPlannerDocumentRowSchema>;

export const DeskPlannerDocumentListSchema = z.object({
  list: z.array(DeskPlannerDocumentRowSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int(),
  counts: z.partialRecord(z.enum(PLANNER_DOCUMENT_STATES), z.number().int())
});
export type DeskPlannerDocumentList = z.infer<typeof DeskPlannerDocumentListSchema>;

/** Approve, or reject with the note the planner will read (required then, plain text). */
export const DeskPlannerDocumentReviewBodySchema = z
  .object({
    event: z.enum(PLANNER_DOCUMENT_EVENTS),
    note: plainText(2000).pipe(z.string().max(DESK_DOCUMENT_NOTE_MAX)).optional()
  })
  .refine((body) => body.event !== 'reject' || (body.note ?? '').length > 0, {
    message: 'STF_RejectReason',
    path: ['note']
  });
export type DeskPlannerDocumentReviewBody = z.infer<typeof DeskPlannerDocumentReviewBodySchema>;
