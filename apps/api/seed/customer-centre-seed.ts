import { count } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { bytesBox } from '../src/lib/field-encryption.ts';
import { createPrivateFiles } from '../src/modules/media/private-files.ts';
import {
  CENTRE_DOCUMENT_CONTEXT,
  searchTextOf
} from '../src/modules/customer-centre/customer-centre.service.ts';
import {
  centreDocuments,
  centres,
  faqCategories,
  faqs,
  guides
} from '../src/modules/customer-centre/customer-centre.table.ts';
import { CENTRE_HOURS, CENTRES, FAQ_CATEGORIES, FAQS, GUIDES, RESOURCES } from './customer-centre-data.ts';

/** A one-page PDF with a few lines of Helvetica text (ASCII): a real file a viewer opens. */
export function simplePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, '\\$&');
  const stream = [
    'BT /F1 20 Tf 72 760 Td',
    ...lines.map((line, index) => `${index ? '0 -28 Td /F1 12 Tf ' : ''}(${escape(line)}) Tj`),
    'ET'
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The customer centre's demo content (docs/decisions/079) when none exists: 5 FAQ categories with 20 questions, 3
 * guides, 3 resources and 2 certificates (generated PDFs, sealed like uploads) and 12 centres — all published.
 */
export async function seedCustomerCentreIfEmpty(db: Database, mediaDir: string, secrets: readonly string[]) {
  const [existing] = await db.select({ n: count() }).from(faqCategories);
  if ((existing?.n ?? 0) > 0) return;
  const files = createPrivateFiles(mediaDir, 'centre-documents', bytesBox(secrets, 'centre-document'));
  const stored = await Promise.all(
    RESOURCES.map((resource) => files.put(simplePdf(resource.lines), CENTRE_DOCUMENT_CONTEXT))
  );
  await db.transaction(async (tx) => {
    const categories = await tx
      .insert(faqCategories)
      .values(FAQ_CATEGORIES.map((category, index) => ({ ...category, sortOrder: index + 1, display: true })))
      .returning();
    const idOf = new Map(categories.map((row) => [row.code, row.id]));
    await tx.insert(faqs).values(
      FAQS.map((faq, index) => ({
        categoryId: idOf.get(faq.category)!,
        question: faq.q,
        answer: faq.a,
        searchText: searchTextOf(faq.q, faq.a),
        top: faq.top ?? false,
        sortOrder: index + 1,
        display: true
      }))
    );
    await tx
      .insert(guides)
      .values(
        GUIDES.map((guide, index) => ({ ...guide, imageUrl: null, sortOrder: index + 1, display: true }))
      );
    await tx.insert(centreDocuments).values(
      RESOURCES.map((resource, index) => ({
        kind: resource.kind,
        title: resource.title,
        description: resource.description,
        storedName: stored[index]!,
        fileName: resource.file,
        contentType: 'application/pdf',
        byteSize: simplePdf(resource.lines).length,
        sortOrder: index + 1,
        display: true
      }))
    );
    await tx.insert(centres).values(
      CENTRES.map(({ lat, lng, saturday, ...centre }, index) => ({
        ...centre,
        hours: saturday ? CENTRE_HOURS.saturday : CENTRE_HOURS.weekday,
        latitude: lat,
        longitude: lng,
        searchText: searchTextOf(centre.name, centre.address),
        sortOrder: index + 1,
        display: true
      }))
    );
  });
}
