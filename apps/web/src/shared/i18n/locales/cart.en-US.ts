import type { CartMessages } from './cart.ko-KR';

const cartEnUS: CartMessages = {
  title: 'Cart',
  tabs: {
    label: 'Cart type',
    normal: 'One-time purchase',
    autoship: 'Autoship'
  },
  autoshipLogin: {
    title: 'The autoship cart is for members',
    body: 'Log in to add autoship products and receive them on a regular schedule.',
    action: 'Log in'
  },
  selectAll: 'Select all ({{selected}}/{{total}})',
  selectLine: 'Select {{name}}',
  deleteSelected: 'Delete selected',
  deleteLine: 'Delete',
  deleteLineLabel: 'Delete {{name}}',
  confirmDeleteSelected: 'Delete the {{count}} selected items from your cart?',
  confirmDeleteLine: 'Delete this item from your cart?',
  nothingToDelete: 'Select the items to delete.',
  delete: 'Delete',
  option: 'Option',
  optionFor: 'Change the option of {{name}}',
  changeOption: 'Change option',
  unavailable: {
    SOLD_OUT: 'Sold out',
    PAUSE: 'Not on sale',
    NOT_FOUND: 'Not on sale',
    OPTION_REQUIRED: 'Choose an option',
    AUTOSHIP_NOT_ALLOWED: 'No autoship',
    QUANTITY_LIMIT: 'Too many'
  },
  unavailableHint: {
    SOLD_OUT: 'Sold-out items cannot be ordered.',
    PAUSE: 'This item is no longer on sale.',
    NOT_FOUND: 'This item is no longer sold.',
    OPTION_REQUIRED: 'Choose an option to order this item.',
    AUTOSHIP_NOT_ALLOWED: 'This item cannot be ordered on autoship.',
    QUANTITY_LIMIT: 'You can order at most {{max}}. Lower the quantity.'
  },
  summary: {
    title: 'Order total',
    productPrice: 'Items',
    discount: 'Discount',
    points: 'Points to earn',
    deliveryFee: 'Delivery',
    free: 'Free',
    total: 'Total',
    freeDeliveryRemaining: 'Add {{amount}} more for free delivery',
    freeDeliveryReached: 'You qualify for free delivery',
    freeDeliveryRule: 'Free delivery on orders of {{amount}} or more'
  },
  order: 'Order ({{count}})',
  orderAutoship: 'Start autoship ({{count}})',
  nothingSelected: 'Select the items to order.',
  empty: {
    title: 'Your cart is empty',
    body: 'Add the products you like.',
    autoshipBody: 'Add autoship products to receive them on the schedule you choose.',
    shop: 'Continue shopping',
    purchased: 'Worth buying again',
    suggested: 'You may also like',
    bestSellers: 'Popular right now',
    suggestionsFailed: 'Suggestions could not be loaded.'
  },
  loadFailed: 'Your cart could not be loaded.',
  retry: 'Try again',
  removedNotice: '{{count}} items that are no longer sold were removed from your cart.',
  dismiss: 'Dismiss',
  guestNote: 'A guest cart is kept in this browser only. Log in to move it to your member cart.',
  lineTotal: 'Item total',
  unitPrice: 'Price',
  purchaseType: 'Purchase type',
  purchaseNormal: 'One-time purchase',
  purchaseAutoship: 'Autoship',
  autoshipNotAllowed: 'Products with a purchase period or a quantity limit cannot be bought on autoship.',
  drawer: {
    title: 'Added to your cart',
    titleAutoship: 'Added to your autoship cart',
    quantity: 'Quantity {{count}}',
    continue: 'Continue shopping',
    goToCart: 'View cart',
    chooseTitle: 'Add to cart',
    add: 'Add',
    adding: 'Adding…',
    loading: 'Loading the product…',
    loadFailed: 'The product could not be loaded.',
    unavailable: 'This product cannot be bought right now.'
  },
  refusal: {
    PR_MaxQuantityLimit: 'Products with a quantity limit can be bought after logging in. Log in now?',
    PR_SubsNeedLogin: 'Autoship is available after logging in. Log in now?',
    CA_MaxQuantityLimitHundred: 'You can add at most 100 of one item.'
  },
  chooseOptionFirst: 'Choose an option.',
  merge: {
    title: 'Your cart was moved',
    body: 'Some items you added as a guest could not go into your member cart.',
    partial: '{{name}}: only {{added}} added ({{reason}})',
    skipped: '{{name}}: not added ({{reason}})',
    unknownProduct: 'A product no longer sold',
    reason: {
      SOLD_OUT: 'sold out',
      PAUSE: 'not on sale',
      NOT_FOUND: 'no longer sold',
      OPTION_REQUIRED: 'option needed',
      AUTOSHIP_NOT_ALLOWED: 'no autoship',
      QUANTITY_LIMIT: 'over the maximum quantity',
      CART_FULL: 'cart full'
    },
    failed:
      'Your guest cart could not be moved to your member cart. Its items are kept and will be moved at your next login.'
  }
};

export default cartEnUS;
