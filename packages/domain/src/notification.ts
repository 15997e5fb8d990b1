import * as z from 'zod';
import type { Language } from './languages.ts';
import { queryInt } from './inputs.ts';

/**
 * The notification centre (SPEC §2 /notification/{category}, §3 Notification, §7 noti-center calls, issue 16
 * item 7): notices about a member's orders (COMMERCE) and about their planner business (RBO), five a page, each
 * read or deleted by its member. A notice keeps its event and facts, not its words: it is worded in the reader's
 * language when listed, and in the order's language when mailed.
 */
export const NOTIFICATION_CATEGORIES = ['COMMERCE', 'RBO'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export const NOTIFICATION_PAGE_SIZE = 5;

export const NOTIFICATION_EVENTS = [
  'ORDER_PLACED',
  'ORDER_SHIPPED',
  'ORDER_DELIVERED',
  'ORDER_CANCEL_REFUNDED',
  'RETURN_APPROVED',
  'RETURN_REJECTED',
  'RETURN_REFUNDED',
  'AUTOSHIP_LINES_SOLD_OUT',
  'AUTOSHIP_SKIPPED_SOLD_OUT',
  'AUTOSHIP_HELD',
  'INQUIRY_ANSWERED',
  'RESTOCK_AVAILABLE'
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The facts a notice is worded from. */
export type NotificationFacts = {
  orderNumber: string;
  courier?: string | null;
  trackingNumber?: string | null;
  amount?: number | null;
  /** Autoship notices: how many products a cycle left out as sold out. */
  count?: number | null;
  /** INQUIRY_ANSWERED: the inquiry's title; RESTOCK_AVAILABLE: the product's name (with its option). */
  title?: string | null;
};

/** Where each event's notice belongs. */
export const NOTIFICATION_CATEGORY_OF: Readonly<Record<NotificationEvent, NotificationCategory>> = {
  ORDER_PLACED: 'COMMERCE',
  ORDER_SHIPPED: 'COMMERCE',
  ORDER_DELIVERED: 'COMMERCE',
  ORDER_CANCEL_REFUNDED: 'COMMERCE',
  RETURN_APPROVED: 'COMMERCE',
  RETURN_REJECTED: 'COMMERCE',
  RETURN_REFUNDED: 'COMMERCE',
  AUTOSHIP_LINES_SOLD_OUT: 'COMMERCE',
  AUTOSHIP_SKIPPED_SOLD_OUT: 'COMMERCE',
  AUTOSHIP_HELD: 'COMMERCE',
  INQUIRY_ANSWERED: 'COMMERCE',
  RESTOCK_AVAILABLE: 'COMMERCE'
};

type Wording = { title: string; body: (facts: NotificationFacts, won: (amount: number) => string) => string };

const won = (language: Language) => (amount: number) =>
  language === 'ko-KR' ? `${amount.toLocaleString('ko-KR')}원` : `₩${amount.toLocaleString('en-US')}`;

const WORDS: Readonly<Record<Language, Readonly<Record<NotificationEvent, Wording>>>> = {
  'ko-KR': {
    ORDER_PLACED: {
      title: '주문이 완료되었습니다',
      body: (f) => `주문번호 ${f.orderNumber}의 결제가 완료되었습니다.`
    },
    ORDER_SHIPPED: {
      title: '상품이 발송되었습니다',
      body: (f) =>
        `주문번호 ${f.orderNumber}: ${f.courier ?? ''} ${f.trackingNumber ?? ''}로 발송되었습니다.`.replace(
          /\s+/g,
          ' '
        )
    },
    ORDER_DELIVERED: {
      title: '배송이 완료되었습니다',
      body: (f) => `주문번호 ${f.orderNumber}의 배송이 완료되었습니다.`
    },
    ORDER_CANCEL_REFUNDED: {
      title: '주문 취소 환불이 완료되었습니다',
      body: (f, w) =>
        `주문번호 ${f.orderNumber}의 결제 금액${f.amount ? ` ${w(f.amount)}` : ''}이 환불되었습니다.`
    },
    RETURN_APPROVED: {
      title: '반품이 승인되었습니다',
      body: (f) => `주문번호 ${f.orderNumber}의 반품 상품을 회수할 예정입니다.`
    },
    RETURN_REJECTED: {
      title: '반품 신청이 거부되었습니다',
      body: (f) =>
        `주문번호 ${f.orderNumber}의 반품 신청이 거부되었습니다. 사유는 반품 상세에서 확인해 주세요.`
    },
    RETURN_REFUNDED: {
      title: '반품 환불이 완료되었습니다',
      body: (f, w) =>
        `주문번호 ${f.orderNumber}의 반품 금액${f.amount ? ` ${w(f.amount)}` : ''}이 환불되었습니다.`
    },
    AUTOSHIP_LINES_SOLD_OUT: {
      title: '정기배송 일부 상품이 품절되었습니다',
      body: (f) =>
        `이번 정기배송(주문번호 ${f.orderNumber})에서 품절된 상품 ${f.count ?? 1}개를 빼고 결제했습니다.`
    },
    AUTOSHIP_SKIPPED_SOLD_OUT: {
      title: '정기배송 이번 회차를 건너뛰었습니다',
      body: () =>
        '정기배송 상품이 모두 품절되어 이번 회차는 결제하지 않았습니다. 다음 회차는 예정대로 진행됩니다.'
    },
    AUTOSHIP_HELD: {
      title: '정기배송 결제에 실패해 보류되었습니다',
      body: () =>
        '등록 카드 결제가 3번 실패해 정기배송을 보류했습니다. 정기배송 상세에서 결제 카드를 변경하면 다시 시작됩니다.'
    },
    INQUIRY_ANSWERED: {
      title: '1:1 문의에 답변이 등록되었습니다',
      body: (f) => `문의하신 "${f.title ?? ''}"에 답변이 등록되었습니다. 문의 상세에서 확인해 주세요.`
    },
    RESTOCK_AVAILABLE: {
      title: '재입고 알림: 상품이 다시 입고되었습니다',
      body: (f) =>
        `재입고 알림을 신청하신 "${f.title ?? ''}" 상품이 다시 입고되었습니다. 품절되기 전에 확인해 보세요.`
    }
  },
  'en-US': {
    ORDER_PLACED: {
      title: 'Your order is placed',
      body: (f) => `Payment for order ${f.orderNumber} is complete.`
    },
    ORDER_SHIPPED: {
      title: 'Your order has shipped',
      body: (f) =>
        `Order ${f.orderNumber} shipped with ${f.courier ?? 'the courier'}, tracking number ${f.trackingNumber ?? '-'}.`
    },
    ORDER_DELIVERED: {
      title: 'Your order was delivered',
      body: (f) => `Order ${f.orderNumber} has been delivered.`
    },
    ORDER_CANCEL_REFUNDED: {
      title: 'Your cancellation is refunded',
      body: (f, w) =>
        `The payment for order ${f.orderNumber}${f.amount ? ` (${w(f.amount)})` : ''} has been refunded.`
    },
    RETURN_APPROVED: {
      title: 'Your return is approved',
      body: (f) => `We will collect the returned items of order ${f.orderNumber}.`
    },
    RETURN_REJECTED: {
      title: 'Your return was declined',
      body: (f) =>
        `The return of order ${f.orderNumber} was declined. See the return's details for the reason.`
    },
    RETURN_REFUNDED: {
      title: 'Your return is refunded',
      body: (f, w) =>
        `The return of order ${f.orderNumber}${f.amount ? ` (${w(f.amount)})` : ''} has been refunded.`
    },
    AUTOSHIP_LINES_SOLD_OUT: {
      title: 'Some autoship items were sold out',
      body: (f) =>
        `This autoship delivery (order ${f.orderNumber}) was charged without ${f.count ?? 1} sold-out item(s).`
    },
    AUTOSHIP_SKIPPED_SOLD_OUT: {
      title: 'This autoship delivery was skipped',
      body: () =>
        'Every item of your autoship was sold out, so nothing was charged this time. The next one is on schedule.'
    },
    AUTOSHIP_HELD: {
      title: 'Your autoship is on hold: payment failed',
      body: () =>
        'Your saved card was declined three times, so your autoship is on hold. Change its card in the autoship details to restart it.'
    },
    INQUIRY_ANSWERED: {
      title: 'Your inquiry has been answered',
      body: (f) => `We answered your inquiry "${f.title ?? ''}". Open it to read the answer.`
    },
    RESTOCK_AVAILABLE: {
      title: 'Back in stock',
      body: (f) =>
        `"${f.title ?? ''}", which you asked about, is back in stock. Have a look before it sells out again.`
    }
  },
  'zh-TW': {
    ORDER_PLACED: { title: '訂單已完成', body: (f) => `訂單編號 ${f.orderNumber} 已完成付款。` },
    ORDER_SHIPPED: {
      title: '商品已出貨',
      body: (f) =>
        `訂單編號 ${f.orderNumber} 已由${f.courier ?? '物流公司'}出貨，追蹤編號 ${f.trackingNumber ?? '-'}。`
    },
    ORDER_DELIVERED: { title: '商品已送達', body: (f) => `訂單編號 ${f.orderNumber} 已送達。` },
    ORDER_CANCEL_REFUNDED: {
      title: '取消訂單已退款',
      body: (f, w) => `訂單編號 ${f.orderNumber} 的付款${f.amount ? ` ${w(f.amount)}` : ''}已退款。`
    },
    RETURN_APPROVED: { title: '退貨已核准', body: (f) => `我們將回收訂單編號 ${f.orderNumber} 的退貨商品。` },
    RETURN_REJECTED: {
      title: '退貨申請未獲核准',
      body: (f) => `訂單編號 ${f.orderNumber} 的退貨申請未獲核准，原因請見退貨詳情。`
    },
    RETURN_REFUNDED: {
      title: '退貨已退款',
      body: (f, w) => `訂單編號 ${f.orderNumber} 的退貨金額${f.amount ? ` ${w(f.amount)}` : ''}已退款。`
    },
    AUTOSHIP_LINES_SOLD_OUT: {
      title: '定期配送部分商品已售完',
      body: (f) => `本次定期配送（訂單編號 ${f.orderNumber}）已排除 ${f.count ?? 1} 項售完商品後結帳。`
    },
    AUTOSHIP_SKIPPED_SOLD_OUT: {
      title: '已跳過本期定期配送',
      body: () => '定期配送的商品皆已售完，本期未扣款。下一期將如期進行。'
    },
    AUTOSHIP_HELD: {
      title: '定期配送扣款失敗，已暫停',
      body: () => '已登錄卡片扣款失敗 3 次，定期配送已暫停。請至定期配送明細變更付款卡片後重新開始。'
    },
    INQUIRY_ANSWERED: {
      title: '您的一對一諮詢已回覆',
      body: (f) => `您諮詢的「${f.title ?? ''}」已有回覆，請至諮詢詳情查看。`
    },
    RESTOCK_AVAILABLE: {
      title: '補貨通知：商品已重新到貨',
      body: (f) => `您申請補貨通知的「${f.title ?? ''}」已重新到貨，售完前請盡快查看。`
    }
  }
};

/** A notice's title and body in a language. */
export function notificationText(
  event: NotificationEvent,
  facts: NotificationFacts,
  language: Language
): { title: string; body: string } {
  const wording = WORDS[language][event];
  return { title: wording.title, body: wording.body(facts, won(language)) };
}

export const NotificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);

export const NotificationListQuerySchema = z.object({
  /** SPEC: notiCenterCategory, default ALL. */
  category: z.enum(['ALL', ...NOTIFICATION_CATEGORIES]).default('ALL'),
  page: queryInt(1, 10_000).default(1)
});

export const NotificationItemSchema = z.object({
  notiCenterId: z.number().int(),
  notiCenterType: z.enum(NOTIFICATION_EVENTS),
  notiCenterCategory: NotificationCategorySchema,
  title: z.string(),
  body: z.string(),
  /** A storefront path to open (the order), or null. */
  linkUrl: z.string().nullable(),
  isReadYn: z.enum(['Y', 'N']),
  createdAt: z.string()
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationPageSchema = z.object({
  list: z.array(NotificationItemSchema),
  pageNumber: z.number().int(),
  totalPageNumber: z.number().int(),
  totalSize: z.number().int()
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationCheckSchema = z.object({
  commerceNonReadExists: z.boolean(),
  rboNonReadExists: z.boolean()
});
export type NotificationCheck = z.infer<typeof NotificationCheckSchema>;

export const NotificationReadBodySchema = z.object({ notiCenterId: z.number().int().min(1) });
export const NotificationCategoryBodySchema = z.object({
  category: z.enum(['ALL', ...NOTIFICATION_CATEGORIES]).default('ALL')
});
