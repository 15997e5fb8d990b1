import type { EasyBagLine, PublicEasyBag } from '@mall/domain';
import { sessionStore } from '../../../shared/session/session-store';
import { tokenStore } from '../../../shared/api/token-store';

export const BAG_ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** planner1-like member 1 signed in (the 'planner' guard's member type). */
export function signInTestPlanner() {
  sessionStore.signIn({
    userSeqNo: 1,
    userNumber: '1000000001',
    userType: 'SOLE_PROPRIETORSHIP',
    fullName: '김서연',
    acceptId: null
  });
  tokenStore.set('access-token');
}

export function bagLine(overrides: Partial<EasyBagLine> = {}): EasyBagLine {
  return {
    productId: 1001,
    productOptionId: null,
    productName: '녹차 클렌징 폼',
    optionValue: null,
    imageUrl: '/media/products/1001-0.svg',
    brand: 'Dami',
    quantity: 1,
    maxQuantity: 100,
    priceOriginal: 20000,
    price: 18000,
    salesStatus: { code: 'ON_SALE' },
    soldOutMessage: null,
    state: 'ORDERABLE',
    ...overrides
  };
}

export function publicBag(lines: EasyBagLine[]): PublicEasyBag {
  return {
    bagId: BAG_ID,
    name: '데일리 선케어 세트',
    note: '외출 30분 전에 바르세요.',
    plannerName: '김서연',
    lines
  };
}
