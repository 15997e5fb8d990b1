import type { AutoshipDetail, AutoshipSummary, FavoriteCard } from '@mall/domain';
import { savedAddress } from '../../address/testing/address-fixtures';

/** Test data of the autoship screens: saved cards, a subscription's detail and its list row. */
export const SUBSCRIPTIONS = '/api/order/v1/autoship/subscriptions';
export const CARDS = 'GET /api/member/v1/users/favorite-cards-v2';

export function savedCard(id: number, overrides: Partial<FavoriteCard> = {}): FavoriteCard {
  return {
    userFavoriteCardsId: id,
    cardCompanyCode: '41',
    cardCompanyName: '신한카드',
    cardNumber: '43301234****123*',
    cardType: '신용',
    fixedTermYn: 'N',
    hasOrderPassword: true,
    failCount: 0,
    orderPasswordLocked: false,
    registeredAt: '2027-02-20T00:00:00Z',
    ...overrides
  };
}

export const cardsAnswer = (cards: FavoriteCard[]) => ({ customerKey: 'mc_0123456789abcdef', cards });

export function autoshipDetail(overrides: Partial<AutoshipDetail> = {}): AutoshipDetail {
  return {
    autoshipId: 41,
    status: 'ACTIVE',
    cycle: { kind: 'WEEKS', weeks: 4 },
    nextChargeDay: '2027-03-10',
    amount: 58400,
    productNames: ['비타 글로우 세럼', '로즈 크림'],
    imageUrl: '/media/products/1001-0.svg',
    card: { userFavoriteCardsId: 8, cardCompanyName: '현대카드', cardNumber: '51234567****987*' },
    createdAt: '2027-03-02T01:00:00.000Z',
    firstChargeDay: '2027-03-10',
    lines: [
      {
        productId: 1001,
        productOptionId: null,
        productName: '비타 글로우 세럼',
        optionValue: null,
        imageUrl: '/media/products/1001-0.svg',
        quantity: 1,
        priceOriginal: 48000,
        price: 38400,
        available: true,
        unavailableReason: null
      },
      {
        productId: 1002,
        productOptionId: 21,
        productName: '로즈 크림',
        optionValue: '50ml',
        imageUrl: '/media/products/1002-0.svg',
        quantity: 2,
        priceOriginal: 10000,
        price: 10000,
        available: true,
        unavailableReason: null
      }
    ],
    address: savedAddress(2, { defaultValue: true, addressName: '집', fixedTermYn: 'Y' }),
    history: [],
    ...overrides
  };
}

/** The list row of a detail, as the API answers it. */
export function summaryOf(detail: AutoshipDetail): AutoshipSummary {
  const { firstChargeDay: _first, lines: _lines, address: _address, history: _history, ...summary } = detail;
  return summary;
}
