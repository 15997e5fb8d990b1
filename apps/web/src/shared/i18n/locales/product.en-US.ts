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
  notice: {
    title: 'Product information notice',
    intro: 'Information the seller gives under Korea’s notice on product information in e-commerce.',
    kind: {
      COSMETICS: 'Cosmetics',
      HEALTH_FOOD: 'Health functional food',
      SMALL_APPLIANCE: 'Small electronics',
      GENERAL: 'Other goods'
    },
    show: 'Show',
    hide: 'Hide',
    items: {
      COSMETICS: {
        capacity: 'Volume or weight',
        specs: 'Main specifications',
        expiry: 'Shelf life or period after opening',
        usage: 'How to use',
        manufacturer: 'Manufacturer',
        responsibleSeller: 'Responsible seller',
        countryOfOrigin: 'Country of manufacture',
        ingredients: 'Full ingredients',
        functionalReview: 'Functional cosmetic review by the Ministry of Food and Drug Safety',
        cautions: 'Cautions',
        qualityStandard: 'Quality guarantee',
        consumerPhone: 'Customer advice line'
      },
      HEALTH_FOOD: {
        foodType: 'Food type',
        manufacturer: 'Manufacturer and address',
        dates: 'Date of manufacture, use-by date',
        contents: 'Contents per pack (volume or weight, count)',
        rawMaterials: 'Ingredients and amounts',
        nutrition: 'Nutrition facts',
        functionality: 'Functional information',
        intake: 'Daily intake, how to take it and cautions',
        notMedicine: 'Not a medicine',
        gmo: 'Genetically modified ingredients',
        imported: 'Imported or not',
        consumerPhone: 'Customer advice line'
      },
      SMALL_APPLIANCE: {
        modelName: 'Product and model name',
        certification: 'KC certification',
        powerRating: 'Rated voltage, power consumption',
        releaseDate: 'Model released',
        manufacturer: 'Manufacturer (importer)',
        countryOfOrigin: 'Country of manufacture',
        sizeWeight: 'Size, weight',
        specs: 'Main specifications',
        qualityStandard: 'Quality guarantee',
        consumerPhone: 'After-sales contact'
      },
      GENERAL: {
        modelName: 'Product and model name',
        certification: 'Legal certification or approval',
        countryOfOrigin: 'Country of manufacture or origin',
        manufacturer: 'Manufacturer (importer)',
        consumerPhone: 'Customer advice line'
      }
    }
  },
  returns: {
    title: 'Delivery, exchanges and returns',
    deliveryTitle: 'Delivery',
    deliveryFee: 'Delivery {{fee}}; free on orders of {{threshold}} or more',
    deliveryTime:
      'Ships within {{dispatch}} business day of payment and arrives {{min}}–{{max}} business days after shipping (weekends and holidays excluded; Jeju and remote islands may take 1–2 days longer).',
    exchangeTitle: 'Exchanges and returns',
    period: 'You can ask to exchange or return an item for any reason within {{days}} days of receiving it.',
    mismatch:
      'If the item differs from its description or the contract, you can ask within {{months}} months of receiving it, or within {{days}} days of finding out.',
    fee: 'For a change of mind you pay {{oneWay}} return delivery ({{bothWays}} both ways if the order shipped free), and {{bothWays}} both ways for an exchange. We pay when the item is faulty or was sent wrongly.',
    refund: 'We refund within {{days}} business days of the returned item reaching us.',
    refusedTitle:
      'When a return is not possible (Act on Consumer Protection in Electronic Commerce, Article 17(2))',
    refused: {
      DAMAGED_BY_BUYER:
        'The item was lost or damaged through your fault (opening the packaging to check the contents does not count)',
      USED_OR_CONSUMED:
        'Using or partly consuming the item has greatly reduced its value (such as cosmetics used after opening, or health foods opened or taken)',
      RESALE_IMPOSSIBLE_WITH_TIME:
        'Time has reduced the item’s value so much that it can no longer be resold',
      COPYABLE_PACKAGING_OPENED: 'The packaging of an item that can be copied has been opened',
      MADE_TO_ORDER:
        'The item was made individually to your order, and you agreed in writing after being told in advance'
    },
    howTitle: 'How to ask',
    howMember:
      'Members: choose the order in your order history on My Page and ask for an exchange or return.',
    howGuest: 'Guests: find the order in the guest order lookup, then ask there.',
    howPhone: 'Customer centre {{phone}} (weekdays 10:00–17:00)',
    orderListLink: 'Order history',
    guestLookupLink: 'Guest order lookup',
    addressLabel: 'Return address',
    address:
      'Returns, Lumière Vita Logistics Centre, 45 Dunjeon-ro, Pogok-eup, Cheoin-gu, Yongin-si, Gyeonggi-do 17098'
  },
  stickyBar: {
    label: 'Buy'
  },
  ALT_CopySuccess: 'The link has been copied.',
  ALT_CopyFailed: 'The link could not be copied. Please try again.',
  ALT_CopyItemMissing: 'There is nothing to copy.'
};

export default productEnUS;
