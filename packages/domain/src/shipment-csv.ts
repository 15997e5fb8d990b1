import type { DeskShipment } from './staff.ts';

/**
 * The desk's tracking-number upload (issue 16): a CSV of `order number, courier, tracking number` as a
 * courier's or a spreadsheet's export writes it — an optional header row, commas or tabs, quoted fields,
 * blank lines skipped. Rows that do not have three fields are reported by line, not guessed at.
 */
export type ShipmentCsv = { rows: (DeskShipment & { line: number })[]; badLines: number[] };

const HEADER = /주문|order/i;

export function parseShipmentCsv(text: string): ShipmentCsv {
  const rows: ShipmentCsv['rows'] = [];
  const badLines: number[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const fields = splitFields(raw);
    if (line === 1 && HEADER.test(fields[0] ?? '')) return;
    const [orderNumber, courier, trackingNumber] = fields;
    if (fields.length < 3 || !orderNumber || !courier || !trackingNumber) {
      badLines.push(line);
      return;
    }
    rows.push({ line, orderNumber, courier, trackingNumber });
  });
  return { rows, badLines };
}

/** One CSV (or tab-separated) line into trimmed fields; `""` inside quotes is a quote. */
function splitFields(line: string): string[] {
  const separator = line.includes('\t') && !line.includes(',') ? '\t' : ',';
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}
