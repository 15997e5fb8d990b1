import type { FastifyReply } from 'fastify';
import { privateAnswer } from '../../http/route-kit.ts';
import type { OpenedDocument } from './planner-documents.service.ts';

/** Shown in the browser (an image or a PDF); a workbook is a download. */
const INLINE = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/**
 * A decrypted document as its owner or staff receive it: never cached, its type as judged at upload (nosniff),
 * the shown name as an RFC 6266 filename* (the ASCII fallback keeps only safe characters).
 */
export function sendDocument(reply: FastifyReply, opened: OpenedDocument) {
  const ascii = opened.fileName.replace(/[^A-Za-z0-9._-]/g, '_') || 'document';
  const disposition = INLINE.has(opened.contentType) ? 'inline' : 'attachment';
  return privateAnswer(reply)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(opened.fileName)}`
    )
    .type(opened.contentType)
    .send(opened.bytes);
}
