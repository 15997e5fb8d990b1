import type { BenefitsMessages } from './benefits.ko-KR';

const benefitsEnUS: BenefitsMessages = {
  backToMyPage: 'My page',
  loadError: 'This could not be loaded.',
  retry: 'Try again',
  coupon: {
    title: 'Coupons',
    tabs: {
      label: 'Coupon lists',
      active: 'My coupons',
      used: 'Used / expired'
    },
    total: '{{count}} in total',
    discountAmount: '{{amount}} off',
    discountRate: '{{rate}}% off',
    maxDiscount: 'up to {{amount}}',
    minOrder: 'On orders of {{amount}} or more',
    noMinimum: 'No minimum order',
    validity: 'Valid',
    dDay: 'D-{{days}}',
    dDayToday: 'D-DAY',
    endsSoon: 'Ends in {{days}} days',
    endsToday: 'Ends today',
    status: {
      ISSUED: 'Available',
      USED: 'Used',
      EXPIRED: 'Expired'
    },
    usedAt: 'Used on {{date}}',
    usedOrder: 'Order {{number}}',
    empty: {
      active: 'You have no coupons to use.',
      used: 'No used or expired coupons.'
    }
  },
  point: {
    title: 'Points',
    unit: '{{amount}}P',
    balance: 'Available points',
    expiringSoon: 'Expiring within 30 days',
    earnedTotal: 'Earned',
    usedTotal: 'Used',
    history: 'Point history',
    period: {
      label: 'Period',
      months: '{{count}} mo'
    },
    range: '{{from}} ~ {{to}}',
    columns: {
      date: 'Date',
      detail: 'Details',
      amount: 'Points',
      balanceAfter: 'Balance'
    },
    balanceAfter: 'Balance {{amount}}',
    kind: {
      EARN: 'Earned',
      USE: 'Used',
      REVERSE: 'Cancelled',
      EXPIRE: 'Expired',
      GRANT: 'Granted'
    },
    reason: {
      welcome: 'Welcome points',
      event: 'Event points',
      order: 'Order',
      cancel: 'Order cancelled',
      unpaid: 'Payment not completed',
      return: 'Returned goods',
      review: 'Product review',
      reviewReturn: 'Review points taken back (item returned)',
      reviewHidden: 'Review points taken back (review hidden by the shop)',
      expiry: 'Validity ended'
    },
    orderNumber: 'Order {{number}}',
    validUntil: 'Usable until {{date}}',
    empty: 'No point activity in this period.'
  }
};

export default benefitsEnUS;
