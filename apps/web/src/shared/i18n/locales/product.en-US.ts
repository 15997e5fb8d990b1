import type { ProductMessages } from './product.ko-KR';

const productEnUS: ProductMessages = {
  detail: {
    autoShip: 'Subscription',
    autoShipYes: 'Available',
    autoShipNo: 'Not available',
    coupon: 'Coupons',
    couponYes: 'Accepted',
    couponNo: 'Not accepted',
    notes: 'Before you buy',
    buyPeriodNote: 'This product is sold for a limited period. It cannot be ordered by subscription.',
    quantityLimitNote:
      'You can buy up to {{max}} of this product at a time. It cannot be ordered by subscription.',
    addToCart: 'Add to cart',
    buyNow: 'Buy now',
    share: 'Share'
  },
  share: {
    title: 'Share',
    messenger: 'KakaoTalk',
    messengerLabel: 'Share on KakaoTalk',
    webShare: 'Other apps',
    webShareLabel: 'Share with another app',
    copyLink: 'Copy link',
    linkLabel: 'Product link',
    popupBlocked: 'The share window was blocked. Allow pop-ups for this site in your browser and try again.'
  },
  ALT_CopySuccess: 'The link has been copied.',
  ALT_CopyFailed: 'The link could not be copied. Please try again.',
  ALT_CopyItemMissing: 'There is nothing to copy.'
};

export default productEnUS;
