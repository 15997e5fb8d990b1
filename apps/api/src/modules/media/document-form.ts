import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { DOCUMENT_HEAD_BYTES, DomainError } from '@mall/domain';
import { formParts, formRefusal, megabytes } from './multipart-form.ts';

export type DocumentFile = { bytes: Buffer; filename: string };
export type DocumentForm = { fields: Map<string, string>; files: DocumentFile[] };

/**
 * What one form may carry. `maxBytesFor` reads a file's first bytes and answers its limit (images and other files
 * differ, SPEC §9), or null for content the form does not take: a file is judged while it streams, not after.
 */
export type DocumentFormLimits = {
  fileField: string;
  maxFiles: number;
  /** The largest any file may be (the parser stops there whatever the content). */
  maxBytes: number;
  maxBytesFor: (head: Buffer) => number | null;
};

/** Reads one file part, refusing it as soon as its head or its size says no. */
async function readFile(
  file: AsyncIterable<Buffer> & { truncated?: boolean; resume: () => void },
  limits: DocumentFormLimits
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let limit: number | null = null;
  for await (const chunk of file) {
    chunks.push(chunk);
    size += chunk.length;
    if (limit === null && size >= DOCUMENT_HEAD_BYTES) {
      limit = limits.maxBytesFor(Buffer.concat(chunks).subarray(0, DOCUMENT_HEAD_BYTES));
      if (limit === null) throw new DomainError('ALT_FileError');
    }
    if (limit !== null && size > limit)
      throw new DomainError('ALT_ImageValidation', { maxMb: megabytes(limit) });
  }
  if (file.truncated)
    throw new DomainError('ALT_ImageValidation', { maxMb: megabytes(limit ?? limits.maxBytes) });
  if (size === 0) throw new DomainError('ALT_FileError');
  // A file shorter than a head still has to pass the content check the caller makes on the whole file.
  if (limit === null && limits.maxBytesFor(Buffer.concat(chunks)) === null)
    throw new DomainError('ALT_FileError');
  return Buffer.concat(chunks, size);
}

/**
 * Reads a multipart form of text fields and up to `maxFiles` files (a planner's documents), into memory, each with
 * the name the browser gave (for display only). Refusals: content the form does not take → ALT_FileError; a file
 * over its kind's size → ALT_ImageValidation (data.maxMb); too many files → RETURN_PHOTO_TOO_MANY (data.max); a
 * file under another field name or an empty one → ALT_FileError; not multipart → 400. The same parser options
 * and refusals as `readImageForm` (`formParts`, `formRefusal`, multipart-form.ts); the difference is a size per
 * content.
 */
export async function readDocumentForm(
  request: FastifyRequest,
  limits: DocumentFormLimits
): Promise<DocumentForm> {
  if (!request.isMultipart()) throw new DomainError('VALIDATION_FAILED');
  const fields = new Map<string, string>();
  const files: DocumentFile[] = [];
  try {
    for await (const part of formParts(request, limits)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== limits.fileField) throw new DomainError('ALT_FileError');
      files.push({ bytes: await readFile(part.file, limits), filename: part.filename ?? '' });
    }
  } catch (error) {
    throw formRefusal(error, limits);
  }
  return { fields, files };
}
