import type { ReturnsMessages } from './returns.ko-KR';

const returnsEnUS: ReturnsMessages = {
  title: 'Request a return',
  steps: {
    label: 'Return request steps',
    progress: '{{current}} / {{total}}',
    lines: 'Items & reason',
    photos: 'Photos & pickup',
    review: 'Review & submit'
  },
  step1: {
    lead: 'Choose the items, quantities and the reason for the return.',
    lines: 'Items to return',
    ordered: '{{count}} ordered',
    returnable: '{{count}} returnable',
    noneLeft: 'Nothing left to return',
    choose: 'Return {{name}}',
    quantity: 'Quantity to return',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    reason: 'Reason for return',
    reasonText: 'Details (optional)',
    reasonTextPlaceholder: 'Describe the condition of the item or why you are returning it.',
    reasonTextCount: '{{count}} / {{max}} characters',
    deadline: 'Request by {{date}}',
    deadlinePassed: 'The request period has ended (until {{date}})'
  },
  reason: {
    CHANGE_OF_MIND: 'Changed my mind',
    DEFECT: 'Defective or damaged',
    WRONG_ITEM: 'Wrong item delivered'
  },
  reasonNote: {
    CHANGE_OF_MIND:
      'Request within 7 days of delivery. Return shipping both ways is deducted from your refund.',
    DEFECT: 'Request within 3 months of delivery. We pay the shipping. Please attach photos.',
    WRONG_ITEM: 'Request within 3 months of delivery. We pay the shipping. Please attach photos.'
  },
  step2: {
    lead: 'Attach photos of the item and check the address where the courier will collect it.',
    photos: 'Photos of the item',
    photosRequired: 'Required',
    photosOptional: 'Optional',
    photosHint: 'Up to {{max}} JPG or PNG files, {{maxMb}} MB each',
    addPhoto: 'Add a photo',
    removePhoto: 'Remove photo {{index}}',
    photoAlt: 'Attached photo {{index}}',
    photoRequired: 'Please attach at least one photo for a defective or wrong item.',
    pickup: 'Pickup address',
    pickupEdit: 'Change pickup address',
    pickupAddressName: 'Return pickup',
    pickupMissing:
      "Please check the pickup address: use 'Change pickup address' to enter the name, phone and address.",
    refundMethod: 'Refund method',
    refundMethodValue: 'Refund to the original payment',
    refundMethodHint:
      'Card payments are cancelled through the card company; points you used are returned as points.'
  },
  step3: {
    lead: 'Check your request and the estimated refund.',
    summary: 'Your request',
    photoCount: 'Photos',
    photoCountValue: '{{count}}',
    estimate: 'Estimated refund',
    estimateLoading: 'Calculating the refund…',
    estimateError: 'We could not calculate the refund.',
    estimateNote: 'The final refund is set once the returned items have been checked.',
    agree: 'I have checked the return request and the refund, and agree to the return.',
    submit: 'Submit return',
    submitting: 'Submitting…'
  },
  refund: {
    goods: 'Items',
    couponShare: 'Coupon discount kept',
    deliveryFeeRefunded: 'Delivery fee refunded',
    shippingDeducted: 'Return shipping deducted',
    cashRefund: 'Card refund',
    pointsBack: 'Points returned',
    pointsEarnedTakenBack: 'Earned points taken back',
    estimated: 'Estimate',
    final: 'Refunded'
  },
  rule: {
    RET_SelectLine: 'Please choose an item to return.',
    RET_QuantityInvalid: 'Please check the quantity to return.',
    RET_SelectReason: 'Please choose a reason for the return.',
    RET_ReasonTextLength: 'Please keep the details within {{max}} characters.',
    RET_AgreeRequired: 'Please agree to the return request.',
    RET_PickupTyped: 'Please enter the pickup address.',
    invalid: 'Please check what you entered.'
  },
  error: {
    RETURN_ORDER_NOT_DELIVERED: 'Only delivered orders can be returned.',
    RETURN_WINDOW_PASSED: 'The return period has ended (until {{deadline}}).',
    RETURN_NOTHING_LEFT: 'There is nothing left to return in this order.',
    RETURN_NOTHING_REQUESTED: 'Please choose an item to return.',
    RETURN_LINE_NOT_FOUND: 'This item is not in the order. Please start again.',
    RETURN_LINE_DUPLICATE: 'The same item was chosen twice. Please start again.',
    RETURN_QUANTITY_INVALID: 'That is more than can be returned (at most {{max}}).',
    RETURN_NOT_CANCELLABLE: 'The return is already being processed and can no longer be withdrawn.',
    RETURN_PHOTO_TOO_MANY: 'You can attach at most {{max}} photos.',
    ALT_FileError: 'Only JPG or PNG images can be attached.',
    ALT_ImageValidation: 'Images must be {{maxMb}} MB or smaller.'
  },
  refusal: {
    title: 'This order cannot be returned',
    back: 'Back to the order'
  },
  status: {
    REQUESTED: 'Requested',
    APPROVED: 'Approved',
    COLLECTED: 'Collected',
    REFUNDED: 'Refunded',
    REJECTED: 'Rejected',
    CANCELLED: 'Withdrawn'
  },
  list: {
    title: 'Returns',
    total: '{{count}} in total',
    requestedAt: 'Requested',
    detail: 'Details',
    empty: 'You have no returns.',
    emptyHint: 'You can request a return of a delivered order from its order details.',
    orders: 'View orders',
    loadError: 'We could not load your returns.',
    retry: 'Try again',
    quantity: 'Qty {{count}}',
    more: '+{{count}} more'
  },
  tabs: { label: 'Order type', normal: 'Orders', autoship: 'Autoship orders' },
  detail: {
    title: 'Return details',
    orderNumber: 'Order number',
    lines: 'Returned items',
    reason: 'Reason',
    reasonText: 'Details',
    photos: 'Photos',
    photosNone: 'No photos attached.',
    photoLoadError: 'We could not load the photo.',
    pickup: 'Pickup address',
    receiver: 'Name',
    mobile: 'Phone',
    address: 'Address',
    refund: 'Refund',
    timeline: 'Progress',
    requestedAt: 'Requested',
    approvedAt: 'Approved',
    collectedAt: 'Collected',
    refundedAt: 'Refunded',
    rejectedAt: 'Rejected',
    cancelledAt: 'Withdrawn',
    rejectReason: 'Reason: {{reason}}',
    back: 'Back to returns',
    toOrder: 'View the order',
    loadError: 'We could not load the return.',
    guestExpired:
      'For your security, guest order details are kept on this screen only for a while. Please look up your order again.',
    guestLookup: 'Guest order lookup',
    submitted: 'Your return has been requested. Once approved, a courier will collect the items.'
  },
  cancel: {
    action: 'Withdraw return',
    title: 'Withdraw this return request?',
    body: 'A withdrawn return cannot be restored; you may request again within the return period.',
    keep: 'Close',
    confirm: 'Withdraw',
    submitting: 'Withdrawing…',
    done: 'Your return request has been withdrawn.'
  },
  panel: {
    title: 'Returns',
    request: 'Request a return',
    hint: 'After delivery, you can request a return within 7 days for a change of mind, or within 3 months for a defective or wrong item.',
    none: 'No returns for this order.',
    loadError: 'We could not load the returns of this order.'
  },
  common: {
    next: 'Next',
    back: 'Back',
    loading: 'Loading…',
    loadError: 'We could not load the return information.',
    retry: 'Try again'
  }
};

export default returnsEnUS;
