import type { ShopperListsMessages } from './shopper-lists.ko-KR';

const shopperListsEnUS: ShopperListsMessages = {
  heart: {
    add: 'Add {{name}} to wishlist',
    remove: 'Remove {{name}} from wishlist',
    detailAdd: 'Add to wishlist',
    detailRemove: 'In your wishlist'
  },
  loginPrompt: 'Please log in to use this. Go to the login page?',
  restock: {
    ask: 'Notify me when back in stock',
    askOption: 'Notify me when back · {{option}}',
    asked: 'Restock alert set',
    cancel: 'Cancel',
    cancelOption: 'Cancel the restock alert for {{option}}',
    done: 'We will let you know by notice and mail when it is back in stock.',
    cancelled: 'Your restock alert is cancelled.',
    hint: 'We let you know when a sold-out item is back.'
  },
  tabs: {
    label: 'My saved products',
    wishlist: 'Wishlist',
    recent: 'Recently viewed',
    restock: 'Restock alerts'
  },
  wishlist: {
    title: 'Wishlist',
    total: '{{count}} in total',
    empty: 'Your wishlist is empty.',
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from wishlist',
    addToCart: 'Add to cart',
    addToCartLabel: 'Add {{name}} to cart',
    added: 'Added to your cart.',
    chooseOption: 'Choose an option on the product page.',
    soldOut: 'Sold out',
    paused: 'Not on sale'
  },
  recent: {
    title: 'Recently viewed',
    hint: 'Your last 50 viewed products.',
    empty: 'You have not viewed any products yet.',
    remove: 'Remove',
    removeLabel: 'Remove {{name}} from recently viewed'
  },
  alerts: {
    title: 'Restock alerts',
    empty: 'You have no restock alerts.',
    WAITING: 'Waiting',
    NOTIFIED: 'Notified',
    requestedAt: 'Asked on {{date}}',
    cancel: 'Cancel',
    cancelLabel: 'Cancel the restock alert for {{name}}'
  },
  shop: 'Continue shopping',
  loadError: 'We could not load this list.',
  retry: 'Try again',
  failed: 'We could not do that. Please try again shortly.',
  pager: { previous: 'Previous', next: 'Next', page: '{{page}} / {{total}}' }
};

export default shopperListsEnUS;
