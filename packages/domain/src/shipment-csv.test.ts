import { describe, expect, it } from 'vitest';
import { parseShipmentCsv } from './shipment-csv.ts';

describe('tracking-number upload', () => {
  it('reads rows after an optional header, with quotes, tabs, a BOM and blank lines', () => {
    const csv =
      '\uFEFF주문번호,택배사,송장번호\r\nTP261126000001,CJ대한통운,612345678901\n\n"TP261126000002","한진","1234-5678-9012"\n';
    expect(parseShipmentCsv(csv)).toEqual({
      rows: [
        { line: 2, orderNumber: 'TP261126000001', courier: 'CJ대한통운', trackingNumber: '612345678901' },
        { line: 4, orderNumber: 'TP261126000002', courier: '한진', trackingNumber: '1234-5678-9012' }
      ],
      badLines: []
    });
    expect(parseShipmentCsv('AP261126000003\tLOGEN\t12345678901').rows).toEqual([
      { line: 1, orderNumber: 'AP261126000003', courier: 'LOGEN', trackingNumber: '12345678901' }
    ]);
  });

  it('reports short rows by line and keeps a quoted comma', () => {
    const csv = 'order,courier,tracking\nTP1,CJ\n"TP2, x",CJ,"61234""5"\n,,\n';
    const parsed = parseShipmentCsv(csv);
    expect(parsed.badLines).toEqual([2, 4]);
    expect(parsed.rows).toEqual([
      { line: 3, orderNumber: 'TP2, x', courier: 'CJ', trackingNumber: '61234"5' }
    ]);
  });
});
