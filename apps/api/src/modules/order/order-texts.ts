import type { DeliveryMessagePreset, Language } from '@mall/domain';
import { orderNameParts } from '@mall/domain';

/**
 * The texts an order keeps in the orderer's language: the provider's orderName ("상품명 외 N건") and the delivery
 * message presets as the courier reads them. The storefront shows its own translations of the presets
 * (`order:message.*`); these are the copies stored with the order.
 */
const OTHERS: Record<Language, (first: string, others: number) => string> = {
  'ko-KR': (first, others) => `${first} 외 ${others}건`,
  'en-US': (first, others) => `${first} and ${others} more`,
  'zh-TW': (first, others) => `${first} 等${others}件`
};

export function orderName(productNames: readonly string[], language: Language): string {
  const { first, others } = orderNameParts(productNames);
  return (others > 0 ? OTHERS[language](first, others) : first).slice(0, 100);
}

const PRESETS: Record<Language, Record<Exclude<DeliveryMessagePreset, 'OTHER'>, string>> = {
  'ko-KR': {
    DOOR: '문 앞에 놓아 주세요.',
    SECURITY: '경비실에 맡겨 주세요.',
    CALL_BEFORE: '배송 전에 연락 주세요.',
    PARCEL_BOX: '택배함에 넣어 주세요.'
  },
  'en-US': {
    DOOR: 'Please leave it at the door.',
    SECURITY: 'Please leave it with the security office.',
    CALL_BEFORE: 'Please call before delivery.',
    PARCEL_BOX: 'Please put it in the parcel box.'
  },
  'zh-TW': {
    DOOR: '請放在門口。',
    SECURITY: '請交給警衛室。',
    CALL_BEFORE: '配送前請先聯絡。',
    PARCEL_BOX: '請放入包裹箱。'
  }
};

/** The message as the order keeps it: a preset's text in the orderer's language, or what was typed. */
export function deliveryMessage(
  message: { preset: DeliveryMessagePreset | null; text: string },
  language: Language
): string {
  if (message.preset === null) return message.text;
  return message.preset === 'OTHER' ? message.text : PRESETS[language][message.preset];
}
