import type { OrderHistoryMessages } from './order-history.ko-KR';
import returnsEnUS from './returns.en-US';

const orderHistoryEnUS: OrderHistoryMessages = {
  listTitle: 'Orders & delivery',
  tabs: { label: 'Order type', normal: 'Orders', autoship: 'Autoship orders' },
  period: {
    label: 'Period',
    months: '{{count}} mo',
    from: 'From',
    to: 'To',
    search: 'Search',
    format: 'Enter dates as YYYY-MM-DD.',
    order: 'The start date cannot be after the end date.',
    tooLong: 'You can search up to 366 days at a time.'
  },
  list: {
    total: '{{count}} in total',
    empty: 'No orders in this period.',
    emptyHint: 'Try a different period.',
    shop: 'Go shopping',
    orderNumber: 'Order no.',
    orderedAt: 'Ordered',
    detail: 'View details',
    quantity: 'Qty {{count}}',
    writeReview: 'Write a review',
    reviewed: 'Reviewed',
    loadError: 'We could not load your orders.',
    retry: 'Try again'
  },
  status: {
    PAYMENT_PENDING: 'Awaiting payment',
    PLACED: 'Paid',
    PREPARING: 'Preparing',
    SHIPPING: 'Shipping',
    DELIVERED: 'Delivered',
    CANCEL_REQUESTED: 'Cancelling',
    CANCELLED: 'Cancelled',
    FAILED: 'Payment failed'
  },
  detail: {
    title: 'Order details',
    orderedAt: 'Ordered at',
    items: 'Items',
    price: 'Payment summary',
    productPrice: 'Items total',
    productDiscount: 'Item discount',
    couponDiscount: 'Coupon discount',
    deliveryFee: 'Delivery',
    free: 'Free',
    pointUsed: 'Points used',
    amount: 'Total paid',
    earnPoint: 'Points earned',
    earned: 'credited',
    notEarned: 'pending',
    earnAction: 'Collect points',
    earnDone: '{{amount}}P have been added to your points.',
    payments: 'Payments',
    step: 'Payment {{step}}',
    approvedAt: 'Approved',
    cancelledAt: 'Refunded',
    receipt: 'Receipt',
    noPayment: 'Paid with points and coupons.',
    paymentMethod: {
      card: 'Card',
      easyPay: 'Easy pay',
      transfer: 'Bank transfer',
      virtualAccount: 'Virtual account',
      mobile: 'Mobile phone'
    },
    paymentStatus: {
      READY: 'Awaiting payment',
      CONFIRMING: 'Approving',
      DONE: 'Paid',
      FAILED: 'Failed',
      CANCELED: 'Refunded'
    },
    delivery: 'Delivery',
    receiver: 'Recipient',
    mobile: 'Phone',
    address: 'Address',
    message: 'Delivery note',
    deliveryStatus: 'Delivery status',
    courier: 'Courier',
    trackingNumber: 'Tracking no.',
    preparingAt: 'Preparing since',
    trackParcel: 'Track with {{courier}}',
    parcelTimeline: 'Parcel tracking',
    shippedAt: 'Shipped',
    deliveredAt: 'Delivered',
    orderer: 'Ordered by',
    contract: 'Contract PDF',
    contractError: 'We could not download the contract. Please try again shortly.',
    back: 'Back to orders',
    loadError: 'We could not load this order.',
    none: '-'
  },
  cancel: {
    action: 'Cancel order',
    title: 'Cancel this order?',
    body: 'Your payment will be refunded through the card company, and any coupon and points used are returned. A cancelled order cannot be restored.',
    reason: 'Reason (optional)',
    reasonPlaceholder: 'e.g. changed my mind, wrong address',
    confirm: 'Cancel order',
    keep: 'Close',
    submitting: 'Cancelling…',
    done: 'Your order was cancelled. The payment will be refunded through the card company.',
    refunded: '{{amount}} refunded',
    shipped: 'For orders that have shipped, please contact customer care to cancel or return.'
  },
  address: {
    change: 'Change delivery address',
    saving: 'Changing…',
    hint: 'You can change it until a tracking number is issued.',
    changed: 'The delivery address has been changed.'
  },
  guest: {
    title: 'Guest order lookup',
    intro: 'Look up an order with its order number and the orderer’s details, or with the order password.',
    methodLabel: 'Look up by',
    byName: 'Orderer details',
    byPassword: 'Order password',
    orderNumber: 'Order number',
    orderNumberHint: 'Starts with TP (e.g. TP261123000042)',
    name: 'Orderer name',
    mobile: 'Mobile number',
    mobileHint: 'Digits only (e.g. 01012345678)',
    password: 'Order password',
    submit: 'Look up',
    submitting: 'Looking up…',
    rule: {
      ORD_EnterOrderNumber: 'Please enter the order number.',
      ORD_InvalidOrderNumber: 'Check the order number (TP and 12 digits).',
      VA_EnterName: "Please enter the orderer's name.",
      VA_NameLength: 'The name can be up to {{max}} characters.',
      VA_InvalidCharacters: 'This contains characters that cannot be used.',
      ALT_InputMobile: 'Please enter the mobile number.',
      VA_MobileOnlyNumber: 'Enter the mobile number in digits only.',
      VA_MobileLength: 'The mobile number can be up to {{max}} digits.',
      ORD_EnterGuestPassword: 'Please enter the order password.',
      ORD_GuestPasswordLength:
        'Order passwords are {{min}}–{{max}} characters. Enter the one you chose when ordering.',
      invalid: 'Please check what you entered.'
    },
    refund: {
      title: 'Refund account',
      intro:
        "If a refund to your card is not possible, we refund to this account. Only an account in the orderer's own name can be registered.",
      register: 'Register an account',
      change: 'Change the account',
      close: 'Close',
      loading: 'Loading…',
      loadError: 'We could not load the refund account.',
      checkNote: 'The bank confirms the account holder when you save.',
      saved: 'Your refund account has been saved.',
      unverified:
        'The account could not be confirmed. Please check the bank, the account number and the holder.'
    },
    again: 'Look up another order',
    member: 'Have an account?',
    login: 'Log in to see your orders'
  },
  returns: returnsEnUS
};

export default orderHistoryEnUS;
