import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import type * as z from 'zod';
import { DomainError } from '@mall/domain';

/** A file of a form with the field it came under and the name the sender gave it (for display only). */
export type FormFile = { field: string; fileName: string; bytes: Buffer };

/** `files`: every file's bytes in the order sent; `named`: the same files with their field and file name. */
export type ImageForm = { fields: Map<string, string>; files: Buffer[]; named: FormFile[] };

/**
 * What one form may carry; anything past it is refused while the body streams in, not after. `fileField` names the
 * one file field, or the fields a form takes; `maxPerField` bounds each field's files (a second one → ALT_FileError
 * with data.field).
 */
export type ImageFormLimits = {
  fileField: string | readonly string[];
  maxFiles: number;
  maxBytes: number;
  maxPerField?: number;
};

const FIELD_BYTES = 64 * 1024;

/** What the parser is told of a form: every media form here takes up to 8 text fields of at most 64 KiB. */
type PartLimits = { maxFiles: number; maxBytes: number };

/** Bytes as whole megabytes, as the refusals name a size (data.maxMb). */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** The form's parts, with the parser stopping at `maxFiles` files of `maxBytes` each and at 8 text fields. */
export function formParts(request: FastifyRequest, limits: PartLimits) {
  return request.parts({
    limits: {
      fileSize: limits.maxBytes,
      files: limits.maxFiles,
      fields: 8,
      fieldSize: FIELD_BYTES,
      parts: limits.maxFiles + 8
    }
  });
}

/**
 * What reading a form threw, as the refusal to answer: a DomainError as it is; the parser's limits as
 * ALT_ImageValidation (data.maxMb), RETURN_PHOTO_TOO_MANY (data.max) or VALIDATION_FAILED; anything else as it is.
 */
export function formRefusal(error: unknown, limits: PartLimits): unknown {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new DomainError('ALT_ImageValidation', { maxMb: megabytes(limits.maxBytes) });
  if (code === 'FST_FILES_LIMIT') return new DomainError('RETURN_PHOTO_TOO_MANY', { max: limits.maxFiles });
  if (
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
  )
    return new DomainError('VALIDATION_FAILED');
  return error;
}

/**
 * Reads a multipart form of text fields and up to `maxFiles` files of at most `maxBytes` each, into memory
 * (a few images). Refusals: a file over the size → ALT_ImageValidation (data.maxMb); too many files →
 * RETURN_PHOTO_TOO_MANY (data.max); a file under another name or an empty one → ALT_FileError; not multipart → 400.
 * `beforeFiles` sees the text fields sent before the first file (or all of them, without files) and may refuse
 * the form there: a caller whose asker is named in a field (a guest's lookup credentials) checks them before a
 * single photo byte is read.
 */
export async function readImageForm(
  request: FastifyRequest,
  limits: ImageFormLimits,
  beforeFiles?: (fields: ReadonlyMap<string, string>) => Promise<void>
): Promise<ImageForm> {
  if (!request.isMultipart()) throw new DomainError('VALIDATION_FAILED');
  const fields = new Map<string, string>();
  const files: Buffer[] = [];
  const named: FormFile[] = [];
  const fileFields: readonly string[] =
    typeof limits.fileField === 'string' ? [limits.fileField] : limits.fileField;
  const perField = new Map<string, number>();
  let checked = false;
  const check = async () => {
    if (checked) return;
    checked = true;
    await beforeFiles?.(fields);
  };
  try {
    for await (const part of formParts(request, limits)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      await check();
      const bytes = await part.toBuffer();
      const field = part.fieldname;
      const count = (perField.get(field) ?? 0) + 1;
      perField.set(field, count);
      const tooMany = limits.maxPerField !== undefined && count > limits.maxPerField;
      if (!fileFields.includes(field) || tooMany || bytes.length === 0)
        throw new DomainError('ALT_FileError', { field });
      files.push(bytes);
      named.push({ field, fileName: part.filename, bytes });
    }
  } catch (error) {
    throw formRefusal(error, limits);
  }
  await check();
  return { fields, files, named };
}

const MESSAGE_KEY = /^[A-Z]{2,4}_[A-Za-z0-9_]+$/;

/**
 * A JSON text field of a multipart form parsed by its schema. A refusal is VALIDATION_FAILED with each issue's
 * field and the schema's message key, like a JSON body's (the storefront reads both the same way).
 */
export function jsonField<T extends z.ZodType>(schema: T, text: string | undefined): z.infer<T> {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw new DomainError('VALIDATION_FAILED', { fields: [{ field: 'request', code: 'invalid_type' }] });
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new DomainError('VALIDATION_FAILED', {
    fields: parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'request',
      code: MESSAGE_KEY.test(issue.message) ? issue.message : issue.code
    }))
  });
}
