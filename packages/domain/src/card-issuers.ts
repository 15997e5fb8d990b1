import type { Language } from './languages.ts';

/**
 * Card issuers by the payment provider's code (INTEGRATIONS §6.2, `card.issuerCode`): the Korean name as printed
 * on slips, then the names English and Traditional Chinese shoppers know them by. Order details, receipts and
 * saved cards name a card by it.
 */
const CARD_ISSUERS: Readonly<Record<string, readonly [ko: string, en: string, zh: string]>> = {
  '3K': ['기업BC', 'IBK BC', 'IBK BC'],
  '46': ['광주', 'Kwangju Bank', '光州銀行'],
  '71': ['롯데', 'Lotte Card', '樂天卡'],
  '30': ['KDB산업', 'KDB', 'KDB產業銀行'],
  '31': ['BC', 'BC Card', 'BC卡'],
  '51': ['삼성', 'Samsung Card', '三星卡'],
  '38': ['새마을', 'MG Saemaeul', 'MG新村金庫'],
  '41': ['신한', 'Shinhan Card', '新韓卡'],
  '62': ['신협', 'Shinhyup', '信協'],
  '36': ['씨티', 'Citi', '花旗'],
  '33': ['우리', 'Woori Card', '友利卡'],
  W1: ['우리', 'Woori Card', '友利卡'],
  '37': ['우체국', 'Korea Post', '韓國郵局'],
  '39': ['저축', 'Savings Bank', '儲蓄銀行'],
  '35': ['전북', 'Jeonbuk Bank', '全北銀行'],
  '42': ['제주', 'Jeju Bank', '濟州銀行'],
  '15': ['카카오뱅크', 'KakaoBank', 'KakaoBank'],
  '3A': ['케이뱅크', 'K Bank', 'K Bank'],
  '24': ['토스뱅크', 'Toss Bank', 'Toss Bank'],
  '21': ['하나', 'Hana Card', '韓亞卡'],
  '61': ['현대', 'Hyundai Card', '現代卡'],
  '11': ['KB국민', 'KB Kookmin Card', 'KB國民卡'],
  '91': ['NH농협', 'NH NongHyup Card', 'NH農協卡'],
  '34': ['Sh수협', 'Sh Suhyup Bank', 'Sh水協銀行'],
  '4V': ['VISA', 'VISA', 'VISA'],
  '4M': ['Mastercard', 'Mastercard', 'Mastercard'],
  '4J': ['JCB', 'JCB', 'JCB'],
  '3C': ['은련', 'UnionPay', '銀聯'],
  '7A': ['AMEX', 'AMEX', 'AMEX'],
  '6D': ['다이너스', 'Diners Club', '大來卡']
};

const NAME_INDEX: Record<Language, 0 | 1 | 2> = { 'ko-KR': 0, 'en-US': 1, 'zh-TW': 2 };

/** The card company of an issuer code in a language; an unknown code as it came, no code null. */
export function cardCompanyName(issuerCode: string | null | undefined, language: Language): string | null {
  if (!issuerCode) return null;
  return CARD_ISSUERS[issuerCode]?.[NAME_INDEX[language]] ?? issuerCode;
}
