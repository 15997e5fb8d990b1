import type { AutoshipMessages } from './autoship.ko-KR';

const autoshipEnUS: AutoshipMessages = {
  failed: "We couldn't complete that. Please try again shortly.",
  loading: 'Loading your autoship…',
  loadError: "We couldn't load your autoship.",
  retry: 'Try again',
  status: {
    ACTIVE: 'Active',
    PAUSED: 'Paused',
    HELD: 'On hold',
    CANCELLED: 'Cancelled'
  },
  cycle: {
    WEEKS: 'Every {{weeks}} weeks',
    MONTHLY: 'Monthly, on day {{day}}'
  },
  cycleField: {
    legend: 'Delivery cycle',
    WEEKS_2: 'Every 2 weeks',
    WEEKS_4: 'Every 4 weeks',
    WEEKS_8: 'Every 8 weeks',
    MONTHLY: 'Monthly',
    dayOfMonth: 'Charge day each month',
    dayOfMonthChoose: 'Choose a day',
    dayOfMonthOption: 'Day {{day}}',
    dayOfMonthHint:
      'Choose a day from 1 to 28. After the first charge, you are charged on this day every month.'
  },
  line: {
    quantity: 'Qty {{count}}',
    option: 'Option: {{value}}',
    unavailable:
      "This item isn't available right now. If it still isn't on a charge day, it is left out of that delivery."
  },
  productsMore: '{{name}} and {{count}} more',
  unknownIssuer: 'Card',
  amountNote: "Based on today's prices. Each delivery is charged at the prices of its charge day.",
  list: {
    title: 'My autoship',
    lead: 'See and change the schedule and payment card of your autoship subscriptions.',
    empty: "You don't have any autoship subscriptions",
    emptyHint: 'Add items to your autoship cart and get them delivered on the schedule you choose.',
    toCart: 'Go to autoship cart',
    count: 'Subscriptions: {{count}}',
    cycle: 'Cycle',
    nextCharge: 'Next charge',
    noNextCharge: 'None scheduled',
    amount: 'Next amount',
    card: 'Payment card',
    detail: 'View details',
    detailLabel: 'View details: {{name}}'
  },
  init: {
    title: 'Set up autoship',
    lead: 'We charge your saved card and ship the selected items on the schedule you choose.',
    lines: 'Autoship items',
    schedule: 'Cycle and first charge',
    firstChargeDay: 'First charge date',
    firstChargeDayHint: 'Any date from {{min}} to {{max}}.',
    address: 'Shipping address',
    addressChange: 'Change',
    addressAdd: 'New address',
    addressNone: 'You have no saved address yet. Please add one.',
    defaultBadge: 'Default',
    card: 'Payment card',
    cardsLabel: 'Saved card for recurring payments',
    autoshipCard: 'Autoship card',
    cardNone: 'None of your saved cards has a card password yet.',
    cardNoneHint:
      'Add a card and set its card password under Payment cards, then come back to set up autoship.',
    cardRegister: 'Add a card',
    cardManage: 'Manage cards',
    consentTitle: 'Recurring payment consent',
    consent: 'I agree to recurring payments — my saved card is charged automatically on each charge date',
    termsTitle: 'Autoship terms',
    viewTerms: 'View the autoship terms',
    summary: 'Amount per delivery',
    productPrice: 'Items',
    discount: 'Discount',
    deliveryFee: 'Shipping',
    free: 'Free',
    total: 'Per delivery',
    submit: 'Start autoship',
    passwordLead:
      '{{card}} will be charged {{amount}} automatically for each delivery. To agree, enter the 6-digit card password.',
    submitting: 'Setting up your autoship…',
    problem: {
      lines: 'There is nothing to subscribe. Please choose items in your autoship cart.',
      dayOfMonth: 'Please choose the charge day for each month.',
      firstChargeDay: 'Please choose the first charge date.',
      firstChargeDayRange: 'Please choose a first charge date from {{min}} to {{max}}.',
      address: 'Please add a shipping address.',
      card: 'Please choose a saved card.',
      consent: 'Please agree to recurring payments.'
    },
    empty: {
      title: 'Nothing to subscribe',
      body: 'Choose items in your autoship cart, then set up autoship.',
      action: 'Go to autoship cart'
    }
  },
  result: {
    title: 'Your autoship is set up',
    lead: 'On the first charge date we charge your saved card and place the order. You can change the schedule and items until the day before.',
    firstCharge: 'First charge',
    amount: 'Estimated amount',
    toDetail: 'View autoship details',
    toList: 'All my autoship',
    missing: "We couldn't find this autoship."
  },
  detail: {
    title: 'Autoship details',
    back: 'My autoship',
    schedule: 'Schedule',
    nextCharge: 'Next charge',
    nextChargeNone: 'No charge scheduled',
    amount: 'Next amount',
    firstCharge: 'First charge',
    createdAt: 'Started on',
    lines: 'Autoship items',
    address: 'Shipping address',
    card: 'Payment card',
    history: 'Charges so far',
    historyEmpty: 'No charge date has passed yet.',
    cycleNumber: 'Delivery {{number}}',
    chargeStatus: {
      CHARGED: 'Charged',
      SKIPPED: 'Skipped',
      FAILED: 'Payment failed',
      SOLD_OUT_SKIPPED: 'Skipped (sold out)'
    },
    orderLink: 'Order {{orderNumber}}',
    actions: 'Manage autoship',
    skip: 'Skip next delivery',
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel autoship',
    change: 'Change schedule or items',
    changeCard: 'Change card',
    confirm: {
      skip: "Skip the delivery of {{day}}? A skipped delivery isn't charged or shipped.",
      skipOk: 'Skip',
      pause: 'Pause this autoship? Nothing is charged until you resume it.',
      pauseOk: 'Pause',
      cancel: "Cancel this autoship? A cancelled autoship can't be resumed.",
      cancelOk: 'Cancel autoship',
      keep: 'Keep it'
    },
    done: {
      skip: 'The next delivery is skipped.',
      pause: 'Your autoship is paused.',
      resume: 'Your autoship is active again.',
      cancel: 'Your autoship is cancelled.',
      change: 'Your changes are saved.',
      card: 'The payment card is changed.',
      reactivated: 'The payment card is changed and your autoship is active again.'
    },
    paused: 'Paused. When you resume, charges start again from the first delivery after today.',
    cancelled: 'This autoship is cancelled.',
    held: {
      title: 'Your autoship is on hold because the card was declined',
      body: "We tried your card {{tries}} times, but the issuer didn't approve the payment. Change to another card and charges start again from the first delivery after today.",
      action: 'Change card and resume'
    },
    notFound: "We couldn't find this autoship."
  },
  change: {
    title: 'Change autoship',
    lead: 'Changes apply from the next charge.',
    nextChargeDay: 'Next charge date',
    nextChargeDayHint: 'Any date from {{min}} to {{max}}. Leave it empty to keep the current schedule.',
    address: 'Shipping address',
    quantities: 'Quantities',
    quantity: 'Quantity of {{name}}',
    decrease: 'Decrease quantity of {{name}}',
    increase: 'Increase quantity of {{name}}',
    save: 'Save changes',
    saving: 'Saving…',
    cancel: 'Cancel',
    problem: {
      dayOfMonth: 'Please choose the charge day for each month.',
      nextChargeDayRange: 'Please choose a next charge date from {{min}} to {{max}}.',
      nextChargeDayEarly: 'Please choose a next charge date after the last delivery ({{after}}).',
      nothing: "You haven't changed anything."
    }
  },
  cardChange: {
    title: 'Change payment card',
    lead: 'Enter the card password of the card you choose; from the next charge, it is charged instead.',
    current: 'Current card',
    next: 'Enter card password',
    passwordLead: 'Your autoship will be charged to {{card}}. To agree, enter the 6-digit card password.',
    saving: 'Changing the payment card…',
    noOther: 'There is no other card to change to. Add a card and set its card password first.',
    cancel: 'Cancel'
  }
};

export default autoshipEnUS;
