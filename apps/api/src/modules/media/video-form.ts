import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@mall/domain';
import { formParts, formRefusal } from './multipart-form.ts';

/** A form with one video: its text fields and the file streamed to a temporary path (the caller removes it). */
export type VideoForm = { fields: Map<string, string>; file: string | null; discard: () => Promise<void> };

/**
 * Reads a multipart form of text fields and at most one file under `fileField`, streaming the file to disk (a
 * video may be a hundred megabytes: never held in memory). Over `maxBytes` → ALT_ImageValidation (data.maxMb)
 * while the body streams, with the partial file removed; a file under another name or an empty one →
 * ALT_FileError; not multipart → VALIDATION_FAILED.
 */
export async function readVideoForm(
  request: FastifyRequest,
  limits: { fileField: string; maxBytes: number }
): Promise<VideoForm> {
  if (!request.isMultipart()) throw new DomainError('VALIDATION_FAILED');
  const fields = new Map<string, string>();
  let file: string | null = null;
  const discard = async () => {
    if (file) await fs.promises.rm(file, { force: true });
  };
  const partLimits = { maxFiles: 1, maxBytes: limits.maxBytes };
  try {
    for await (const part of formParts(request, partLimits)) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== limits.fileField)
        throw new DomainError('ALT_FileError', { field: part.fieldname });
      file = path.join(os.tmpdir(), `upload-${randomBytes(12).toString('base64url')}`);
      await pipeline(part.file, fs.createWriteStream(file, { mode: 0o600 }));
      if ((await fs.promises.stat(file)).size === 0)
        throw new DomainError('ALT_FileError', { field: part.fieldname });
    }
  } catch (error) {
    await discard();
    throw formRefusal(error, partLimits);
  }
  return { fields, file, discard };
}
