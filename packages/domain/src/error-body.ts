import * as z from 'zod';

export const FieldErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string()
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The body of every error answer (ARCHITECTURE §3). */
export const ErrorBodySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(FieldErrorSchema).optional(),
  requestId: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional()
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
