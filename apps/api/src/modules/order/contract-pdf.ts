import type { OrderDetail } from '@mall/domain';
import { seoulClock, won } from '../../lib/seoul.ts';

/**
 * 주문 계약서 as a PDF 1.4 file without a font dependency (docs/decisions/038): one Type0 font over the CIDFont
 * HYGoThic-Medium (Adobe-Korea1) with the predefined CMap UniKS-UCS2-H, not embedded, so every viewer substitutes
 * its Korean gothic. Text is written as UCS-2 hex strings; the layout is fixed lines on A4 pages.
 */

/** The shop as seller (the storefront footer's company facts). */
export const SELLER = {
  name: '(주)루미에르비타',
  ceo: '한서윤',
  businessNumber: '214-88-31570',
  mailOrderNumber: '제2025-서울강남-01573호',
  address: '(06159) 서울특별시 강남구 테헤란로 427, 12층',
  phone: '1588-0000',
  email: 'care@lumiere-vita.example'
} as const;

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 48;

const STATUS_TEXT: Record<OrderDetail['status'], string> = {
  PAYMENT_PENDING: '결제대기',
  PLACED: '결제완료',
  PREPARING: '상품준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송완료',
  CANCEL_REQUESTED: '취소요청',
  CANCELLED: '취소완료',
  FAILED: '결제실패'
};

/** Seoul wall-clock time of an ISO instant: 2026-11-23 16:05. */
export function seoulTime(iso: string | null): string {
  if (!iso) return '-';
  const shifted = seoulClock(Date.parse(iso));
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** UCS-2 hex of a text; characters outside the BMP and controls become '?'. */
function hex(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const unit = code > 0xffff || code < 0x20 ? 0x3f : code;
    out += unit.toString(16).padStart(4, '0');
  }
  return `<${out.toUpperCase()}>`;
}

/**
 * Widths (1/1000 em) of the proportional Latin glyphs, space to tilde (CIDs 1–95 in Adobe-Korea1, which
 * UniKS-UCS2-H maps ASCII to): Helvetica's metrics, close to the gothic fonts viewers substitute. Without them a
 * viewer spaces Latin text at the default width.
 */
const LATIN_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584
];

/** The advance of a text: the Latin widths above, a full em for Hangul and everything else. */
function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    units += code >= 0x20 && code <= 0x7e ? LATIN_WIDTHS[code - 0x20]! : 1000;
  }
  return (units / 1000) * size;
}

/** Cuts a text to fit a width, with an ellipsis. */
function fit(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  let cut = '';
  for (const char of text) {
    if (textWidth(`${cut}${char}…`, size) > width) break;
    cut += char;
  }
  return `${cut}…`;
}

type Row = { kind: 'title' | 'heading' | 'pair' | 'line' | 'rule' | 'note'; left?: string; right?: string };

function rows(order: OrderDetail): Row[] {
  const out: Row[] = [
    { kind: 'title', left: '주문 계약서' },
    { kind: 'pair', left: '주문번호', right: order.displayOrderNumber },
    { kind: 'pair', left: '주문일시', right: seoulTime(order.orderedAt) },
    { kind: 'pair', left: '주문상태', right: STATUS_TEXT[order.status] },
    { kind: 'heading', left: '주문자' },
    { kind: 'pair', left: '이름', right: order.orderer.name },
    { kind: 'pair', left: '휴대폰', right: order.orderer.mobileNumber },
    { kind: 'pair', left: '이메일', right: order.orderer.email || '-' },
    { kind: 'heading', left: '주문 상품' }
  ];
  for (const line of order.lines) {
    const name = line.optionValue ? `${line.productName} (${line.optionValue})` : line.productName;
    out.push({ kind: 'line', left: `${name} × ${line.quantity}`, right: won(line.price * line.quantity) });
  }
  out.push(
    { kind: 'heading', left: '결제 금액' },
    { kind: 'pair', left: '상품금액', right: won(order.price.productPrice) },
    { kind: 'pair', left: '상품할인', right: `-${won(order.price.productDiscount)}` },
    { kind: 'pair', left: '쿠폰할인', right: `-${won(order.price.couponDiscount)}` },
    { kind: 'pair', left: '배송비', right: won(order.price.deliveryFee) },
    { kind: 'pair', left: '포인트 사용', right: `-${won(order.price.pointUsed)}` },
    { kind: 'pair', left: '최종 결제금액', right: won(order.amount) },
    { kind: 'heading', left: '결제 정보' }
  );
  if (order.payments.length === 0)
    out.push({ kind: 'line', left: '포인트/쿠폰 결제 (카드 결제 없음)', right: won(0) });
  for (const payment of order.payments) {
    const card = [payment.cardCompany, payment.cardNumber].filter(Boolean).join(' ');
    const state = payment.status === 'CANCELED' ? ' (취소)' : '';
    out.push({
      kind: 'line',
      left: `${payment.step}차 ${payment.method ?? '카드'} ${card} ${seoulTime(payment.approvedAt)}${state}`,
      right: won(payment.amount)
    });
  }
  const delivery = order.delivery;
  out.push(
    { kind: 'heading', left: '배송지' },
    { kind: 'pair', left: '받는 분', right: `${delivery.receiverName} ${delivery.mobileNumber}` },
    {
      kind: 'pair',
      left: '주소',
      right: `(${delivery.zipcode}) ${delivery.address1} ${delivery.address2}`.trim()
    },
    { kind: 'pair', left: '배송메시지', right: delivery.message || '-' },
    { kind: 'rule' },
    {
      kind: 'note',
      left: `판매자 ${SELLER.name}, 대표이사 ${SELLER.ceo}, 사업자등록번호 ${SELLER.businessNumber}`
    },
    {
      kind: 'note',
      left: `통신판매업신고 ${SELLER.mailOrderNumber}, 고객센터 ${SELLER.phone}, ${SELLER.email}`
    },
    { kind: 'note', left: SELLER.address },
    { kind: 'note', left: '본 계약서는 전자상거래 등에서의 소비자보호에 관한 법률에 따라 발행되었습니다.' }
  );
  return out;
}

const SIZES: Record<Row['kind'], { size: number; before: number }> = {
  title: { size: 20, before: 0 },
  heading: { size: 12, before: 14 },
  pair: { size: 10, before: 0 },
  line: { size: 10, before: 0 },
  rule: { size: 10, before: 6 },
  note: { size: 8, before: 0 }
};

/** The content streams of the pages. */
function pages(order: OrderDetail): string[] {
  const streams: string[] = [];
  let ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  const right = PAGE_WIDTH - MARGIN;
  const text = (x: number, at: number, size: number, value: string) =>
    ops.push(`BT /F1 ${size} Tf ${x.toFixed(1)} ${at.toFixed(1)} Td ${hex(value)} Tj ET`);
  for (const row of rows(order)) {
    const { size, before } = SIZES[row.kind];
    const height = size * 1.6 + before;
    if (y - height < MARGIN) {
      streams.push(ops.join('\n'));
      ops = [];
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    if (row.kind === 'rule' || row.kind === 'heading') {
      ops.push(
        `0.6 w ${MARGIN} ${(y + size * 1.6 + (row.kind === 'heading' ? 2 : 0)).toFixed(1)} m ${right} ${(y + size * 1.6 + (row.kind === 'heading' ? 2 : 0)).toFixed(1)} l S`
      );
      if (row.kind === 'rule') continue;
    }
    const rightText = row.right ?? '';
    const rightWidth = textWidth(rightText, size);
    if (row.kind === 'pair') {
      text(MARGIN, y, size, row.left ?? '');
      text(MARGIN + 110, y, size, fit(rightText, size, right - MARGIN - 110));
    } else {
      text(MARGIN, y, size, fit(row.left ?? '', size, right - MARGIN - rightWidth - 12));
      if (rightText) text(right - rightWidth, y, size, rightText);
    }
  }
  streams.push(ops.join('\n'));
  return streams;
}

/** The whole file; xref offsets are byte offsets of each object. */
export function contractPdf(order: OrderDetail): Buffer {
  const streams = pages(order);
  const objects: string[] = [];
  const pageIds = streams.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] =
    '<< /Type /Font /Subtype /Type0 /BaseFont /HYGoThic-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [4 0 R] >>';
  objects[4] = `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYGoThic-Medium /CIDSystemInfo << /Registry (Adobe) /Ordering (Korea1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 [${LATIN_WIDTHS.join(' ')}]] >>`;
  objects[5] =
    '<< /Type /FontDescriptor /FontName /HYGoThic-Medium /Flags 6 /FontBBox [-6 -145 1003 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>';
  streams.forEach((stream, index) => {
    const pageId = pageIds[index]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  // Binary marker line after the header, as the spec recommends for files with binary content.
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info << /Title <FEFF${hex(`주문 계약서 ${order.displayOrderNumber}`).slice(1)} /Producer (Lumiere Vita) >> >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
