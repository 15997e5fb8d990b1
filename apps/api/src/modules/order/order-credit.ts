import { isActivePlanner, MEMBER_NUMBER_PATTERN, type AccountStatus, type UserType } from '@mall/domain';

/**
 * Who an order is credited to (`sales_order.referrer_user_number`, docs/decisions/075), decided once at init:
 * the buyer's own referrer when that is an active planner; else the easy bag's planner when the order comes from a
 * bag; else the planner of the shop-referrer cookie; else nobody. A planner's own purchase and the company's own
 * number credit nobody. Every candidate is looked up now: a cookie's value is only a member number someone sent.
 */
export type CreditInput = {
  /** The buying member's userSeqNo; null for a guest. */
  buyer: number | null;
  /** The `mall_shop_referrer` cookie as the request carried it (any string, or null). */
  shopReferrerCookie: string | null;
  /** The member number of the planner whose easy bag the order comes from, or null. */
  easyBagOwnerNumber: string | null;
};

/** The member number the order is credited to, or null. */
export type OrderCredit = (input: CreditInput) => Promise<string | null>;

type MemberFacts = {
  userNumber: string;
  userType: UserType;
  status: AccountStatus;
  referralUserNumber: string | null;
};

export function createOrderCredit(deps: {
  findMember: (userSeqNo: number) => Promise<MemberFacts | undefined>;
  findByUserNumber: (userNumber: string) => Promise<MemberFacts | undefined>;
  companyReferrerNumber: string;
}): OrderCredit {
  return async ({ buyer: buyerId, shopReferrerCookie, easyBagOwnerNumber }) => {
    const buyer = buyerId === null ? undefined : await deps.findMember(buyerId);
    if (buyerId !== null && !buyer) return null;
    // A planner buying is their own business, whoever's link they came by.
    if (buyer?.userType === 'SOLE_PROPRIETORSHIP') return null;
    for (const candidate of [buyer?.referralUserNumber, easyBagOwnerNumber, shopReferrerCookie]) {
      if (!candidate || !MEMBER_NUMBER_PATTERN.test(candidate)) continue;
      if (candidate === deps.companyReferrerNumber || candidate === buyer?.userNumber) continue;
      const planner = await deps.findByUserNumber(candidate);
      if (planner && isActivePlanner(planner)) return planner.userNumber;
    }
    return null;
  };
}

/** What the checkout routes know of an init beyond its body: the request's cookie, the bag's planner. */
export type CheckoutContext = { shopReferrerCookie?: string | null; easyBagOwnerNumber?: string | null };

/** The resolver's input for a buyer (null: a guest) and an init's context. */
export function creditInput(buyer: number | null, context: CheckoutContext): CreditInput {
  return {
    buyer,
    shopReferrerCookie: context.shopReferrerCookie ?? null,
    easyBagOwnerNumber: context.easyBagOwnerNumber ?? null
  };
}
