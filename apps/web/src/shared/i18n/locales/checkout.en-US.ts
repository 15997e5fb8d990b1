import type { CheckoutMessages } from './checkout.ko-KR';
import autoshipEnUS from './autoship.en-US';

const checkoutEnUS: CheckoutMessages = {
  title: 'Checkout',
  guestTitle: 'Guest checkout',
  loading: 'Loading your order…',
  loadFailed: 'We could not load your order. Please try again shortly.',
  retry: 'Try again',
  empty: {
    title: 'Nothing to order',
    body: 'Choose the items to order in your cart.',
    action: 'Go to cart'
  },
  testMode: 'Test mode — no real payment is made',
  lines: {
    title: 'Items',
    count: '{{count}} in total',
    option: 'Option: {{value}}',
    quantity: 'Qty {{count}}',
    unavailable: 'Some items cannot be ordered. Please change them in your cart.',
    unavailableBadge: 'Unavailable',
    backToCart: 'Back to cart'
  },
  address: {
    title: 'Shipping address',
    change: 'Change',
    add: 'New address',
    none: 'You have no saved address. Please add one.',
    required: 'Please enter a shipping address.',
    edit: 'Enter address',
    defaultBadge: 'Default'
  },
  message: {
    title: 'Delivery message',
    label: 'Choose a delivery message',
    none: 'None',
    DOOR: 'Leave it at the door',
    SECURITY: 'Leave it with the security office',
    CALL_BEFORE: 'Call before delivery',
    PARCEL_BOX: 'Put it in the parcel box',
    OTHER: 'Write my own',
    otherLabel: 'Your delivery message',
    otherPlaceholder: 'Write a delivery message (up to 50 characters)',
    counter: '{{count}}/{{max}}',
    required: 'Please write your delivery message.'
  },
  coupon: {
    title: 'Coupon',
    choose: 'Choose a coupon',
    change: 'Change coupon',
    none: 'No coupon',
    noCoupons: 'No coupons available.',
    available: '{{count}} available',
    dialogTitle: 'Choose a coupon',
    discount: '{{amount}} off',
    rate: '{{rate}}% off',
    cap: 'up to {{amount}}',
    min: 'on orders from {{amount}}',
    expires: 'until {{date}}',
    apply: 'Apply',
    reason: {
      MIN_AMOUNT: 'Below the minimum order',
      NO_ELIGIBLE_PRODUCT: 'No eligible items'
    },
    loading: 'Loading coupons…'
  },
  points: {
    title: 'Points',
    balance: 'Balance {{amount}}P',
    label: 'Points to use',
    useAll: 'Use all',
    max: 'Up to {{amount}}P usable',
    invalid: 'Enter a whole number of points from 0 to {{max}}P.',
    unit: 'P'
  },
  payment: {
    title: 'Payment method',
    card: 'Card',
    split: 'Pay in two parts',
    splitHint: 'Split the payment over two cards. At least {{min}} each.',
    firstAmount: 'First payment',
    remaining: 'Second payment {{amount}}',
    splitInvalid: 'Each of the two payments must be at least {{min}}.',
    noCardNeeded: 'Points and the coupon pay the whole order.',
    methodLabel: 'How to pay',
    window: 'Card (payment window)',
    savedCard: 'Saved card',
    savedCardsLabel: 'Saved card to pay with',
    manageCards: 'Manage cards',
    autoshipCard: 'Autoship card',
    unknownIssuer: 'Card',
    registerHint: 'Save a card and next time you only need its card password to pay.',
    register: 'Save a card'
  },
  savedCard: {
    lead: 'Enter the 6-digit card password to pay {{amount}} with {{card}}.',
    paying: 'Processing your payment…'
  },
  summary: {
    title: 'Payment summary',
    productPrice: 'Items',
    productDiscount: 'Item discount',
    couponDiscount: 'Coupon',
    pointUsed: 'Points',
    deliveryFee: 'Shipping',
    free: 'Free',
    amount: 'Total',
    earnPoint: 'You will earn {{amount}}P',
    updating: 'Updating the total…'
  },
  agreements: {
    title: 'Agreements',
    all: 'Agree to all',
    required: '(required)',
    viewTerms: 'View {{title}}',
    view: 'View',
    purchase: 'I agree to the order details and payment',
    privacy: 'I agree to the collection and use of personal data',
    thirdParty: 'I agree to personal data being provided to third parties',
    guestPrivacy: 'I agree to the collection of guest orderer data',
    missing: 'Please agree to all required terms.'
  },
  pay: 'Pay {{amount}}',
  payStep: 'Pay part {{step}}: {{amount}}',
  paying: 'Opening the payment window…',
  steps: {
    progress: 'Payment {{step}} done {{paid}} — second payment {{rest}}',
    hint: 'The order is placed once the second payment is done. If you leave, the first payment is cancelled automatically after 30 minutes.'
  },
  confirming: 'Confirming your payment…',
  failed: {
    title: 'The payment was not completed',
    PAY_PROCESS_CANCELED: 'You cancelled the payment. Please pay again.',
    PAY_PROCESS_ABORTED: 'The approval failed and the payment was stopped. Please try again.',
    REJECT_CARD_COMPANY: 'The card company declined the payment. Please try another card.',
    refunded: 'The first payment has been cancelled (refunded).',
    generic: 'The payment could not be made. Please try again.'
  },
  sdkFailed: 'The payment window could not be loaded. Please try again shortly.',
  orderName: '{{first}} and {{others}} more',
  guest: {
    orderer: 'Orderer',
    edit: 'Edit',
    password: 'Order lookup password',
    passwordConfirm: 'Confirm password',
    passwordHint: 'Used to look up your guest order ({{min}}–{{max}} characters).',
    passwordMismatch: 'The passwords do not match.',
    ORD_GuestPasswordLength: 'Use {{min}}–{{max}} characters.',
    memberLogin: 'Have an account? Log in to use points and coupons.'
  },
  nonuser: {
    title: 'Guest order',
    intro: 'Enter the orderer details. We use them to find your order and for delivery notices.',
    name: 'Name',
    mobile: 'Mobile number',
    mobilePlaceholder: '01012345678',
    email: 'Email',
    agree: 'I agree to the collection and use of guest orderer data (required)',
    agreeRequired: 'Please agree to the data collection.',
    next: 'Next',
    login: 'Log in and order',
    rule: {
      VA_EnterName: 'Please enter your name.',
      VA_NameLength: 'Use up to 20 characters for the name.',
      VA_EmailFormat: 'This email address is not valid.',
      ALT_InputMobile: 'Please enter your mobile number.',
      VA_MobileOnlyNumber: 'Use digits only for the mobile number.',
      VA_MobileLength: 'The mobile number has at most 11 digits.'
    }
  },
  success: {
    title: 'Your order is placed',
    guestTitle: 'Your guest order is placed',
    thanks: 'Thank you for your order.',
    orderNumber: 'Order number',
    items: 'Items',
    paid: 'Amount paid',
    paidStep: 'Payment {{step}}',
    pointUsed: 'Points used',
    couponDiscount: 'Coupon',
    earnLater: 'You will earn {{amount}}P: collect them from the order details once your parcel ships.',
    address: 'Shipping address',
    detail: 'Order details',
    continue: 'Continue shopping',
    guestLookup: 'Look up a guest order',
    guestHint: 'Look up your guest order with the number {{orderNumber}} and the password you entered.',
    missing: 'We could not find this order.'
  },
  autoship: autoshipEnUS,
  withdrawal: {
    title: 'Your right to cancel',
    period: 'You may cancel the purchase (return for a refund) within {{days}} days of receiving the goods.',
    exceptions:
      'This does not apply when the value has dropped sharply through use, such as opened or used cosmetics, when the goods were damaged through your fault, or when time has made them unsellable. Opening the packaging only to check the contents does not count.',
    mismatch:
      'If the goods differ from their description or the contract, you may cancel within {{months}} months of receipt or {{days}} days of finding out.'
  }
};

export default checkoutEnUS;
