import type { ProductMessages } from './product.ko-KR';

const productZhTW: ProductMessages = {
  detail: {
    autoShip: '定期配送',
    autoShipYes: '可以',
    autoShipNo: '不可',
    coupon: '優惠券',
    couponYes: '可使用',
    couponNo: '不可使用',
    notes: '購買須知',
    buyPeriodNote: '此商品僅於限定期間販售，無法以定期配送訂購。',
    quantityLimitNote: '此商品每次最多可購買 {{max}} 件，無法以定期配送訂購。',
    addToCart: '加入購物車',
    buyNow: '立即購買',
    share: '分享'
  },
  share: {
    title: '分享',
    messenger: 'KakaoTalk',
    messengerLabel: '分享到 KakaoTalk',
    webShare: '其他應用程式',
    webShareLabel: '透過其他應用程式分享',
    copyLink: '複製連結',
    linkLabel: '商品連結',
    popupBlocked: '分享視窗已被封鎖。請在瀏覽器中允許本網站的彈出式視窗後再試一次。'
  },
  ALT_CopySuccess: '已複製連結。',
  ALT_CopyFailed: '無法複製連結，請再試一次。',
  ALT_CopyItemMissing: '沒有可複製的內容。'
};

export default productZhTW;
