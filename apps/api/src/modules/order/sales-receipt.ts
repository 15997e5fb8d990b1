import { cardCompanyName, displayOrderNumber, maskCardNumber, type Language } from '@mall/domain';
import { escapeHtml } from '../../lib/html.ts';
import { SELLER, seoulTime } from './contract-pdf.ts';
import type { OrderLineRow, OrderPaymentRow, OrderRow } from './order-detail.ts';
import { won } from '../../lib/seoul.ts';

/** VAT inside a VAT-inclusive total (10 %): round(total / 11). */
const vatOf = (total: number) => Math.round(total / 11);

const TEXT = {
  'ko-KR': {
    title: '매출전표',
    orderNumber: '주문번호',
    product: '상품명',
    cardCompany: '카드사',
    cardNumber: '카드번호',
    installment: '할부',
    lumpSum: '일시불',
    months: '{n}개월',
    approvedAt: '승인일시',
    status: '거래상태',
    approved: '승인',
    cancelled: '취소',
    cancelledAt: '취소일시',
    supply: '공급가액',
    vat: '부가세',
    total: '합계',
    seller: '가맹점',
    ceo: '대표자',
    businessNumber: '사업자등록번호',
    address: '주소',
    note: '이 전표는 카드 결제의 확인용이며 세금계산서를 대신하지 않습니다. 인쇄는 브라우저의 인쇄 메뉴를 이용해 주세요.'
  },
  'en-US': {
    title: 'Sales slip',
    orderNumber: 'Order number',
    product: 'Item',
    cardCompany: 'Card issuer',
    cardNumber: 'Card number',
    installment: 'Installments',
    lumpSum: 'Single payment',
    months: '{n} months',
    approvedAt: 'Approved at',
    status: 'Status',
    approved: 'Approved',
    cancelled: 'Cancelled',
    cancelledAt: 'Cancelled at',
    supply: 'Supply value',
    vat: 'VAT',
    total: 'Total',
    seller: 'Merchant',
    ceo: 'Representative',
    businessNumber: 'Business registration no.',
    address: 'Address',
    note: 'This slip confirms a card payment and is not a tax invoice. Use your browser’s print menu to print it.'
  },
  'zh-TW': {
    title: '簽帳單',
    orderNumber: '訂單編號',
    product: '商品名稱',
    cardCompany: '發卡機構',
    cardNumber: '卡號',
    installment: '分期',
    lumpSum: '一次付清',
    months: '{n}期',
    approvedAt: '授權時間',
    status: '交易狀態',
    approved: '已授權',
    cancelled: '已取消',
    cancelledAt: '取消時間',
    supply: '未稅金額',
    vat: '營業稅',
    total: '合計',
    seller: '商店',
    ceo: '負責人',
    businessNumber: '統一編號',
    address: '地址',
    note: '本簽帳單僅供確認信用卡付款，不可作為稅務發票。請使用瀏覽器的列印功能列印。'
  }
} as const satisfies Record<Language, Record<string, string>>;

/** The 매출전표 page of one payment: printable, 375 px friendly, no script (the document CSP forbids inline ones). */
export function salesReceiptPage(
  receipt: { order: OrderRow; payment: OrderPaymentRow; lines: readonly OrderLineRow[] },
  language: Language
): string {
  const t = TEXT[language];
  const { order, payment, lines } = receipt;
  const total = payment.amount;
  const vat = vatOf(total);
  const first = lines[0]?.productName ?? '';
  const product = lines.length > 1 ? `${first} +${lines.length - 1}` : first;
  const months = payment.card?.installmentPlanMonths ?? 0;
  const rows: [string, string][] = [
    [t.orderNumber, displayOrderNumber(order.orderNumber)],
    [t.product, product],
    [t.cardCompany, cardCompanyName(payment.card?.issuerCode, language) ?? payment.method ?? '-'],
    [t.cardNumber, maskCardNumber(payment.card?.number) ?? '-'],
    [t.installment, months > 0 ? t.months.replace('{n}', String(months)) : t.lumpSum],
    [t.approvedAt, seoulTime(payment.approvedAt?.toISOString() ?? null)],
    [t.status, payment.status === 'CANCELED' ? t.cancelled : t.approved],
    ...(payment.status === 'CANCELED'
      ? ([[t.cancelledAt, seoulTime(payment.cancelledAt?.toISOString() ?? null)]] as [string, string][])
      : []),
    [t.supply, won(total - vat)],
    [t.vat, won(vat)],
    [t.total, won(total)]
  ];
  const sellerRows: [string, string][] = [
    [t.seller, SELLER.name],
    [t.ceo, SELLER.ceo],
    [t.businessNumber, SELLER.businessNumber],
    [t.address, SELLER.address]
  ];
  const table = (items: [string, string][]) =>
    items
      .map(
        ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`
      )
      .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} ${escapeHtml(displayOrderNumber(order.orderNumber))}</title>
<style>
body{margin:0;padding:16px;font-family:system-ui,-apple-system,'Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1f2937;background:#f4f4f5}
main{max-width:420px;margin:0 auto;background:#fff;border:1px solid #d4d4d8;border-radius:8px;padding:20px}
h1{font-size:20px;margin:0 0 12px;text-align:center;letter-spacing:.1em}
table{width:100%;border-collapse:collapse;font-size:14px;margin-bottom:16px}
th{text-align:left;font-weight:500;color:#52525b;padding:6px 8px 6px 0;width:40%;vertical-align:top}
td{text-align:right;padding:6px 0;word-break:break-all}
tr{border-bottom:1px solid #f0f0f0}
p{font-size:12px;color:#71717a;line-height:1.5}
@media print{body{background:#fff;padding:0}main{border:0}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<table>${table(rows)}</table>
<table>${table(sellerRows)}</table>
<p>${escapeHtml(t.note)}</p>
</main>
</body>
</html>`;
}
