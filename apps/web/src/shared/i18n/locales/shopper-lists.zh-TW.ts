import type { ShopperListsMessages } from './shopper-lists.ko-KR';

const shopperListsZhTW: ShopperListsMessages = {
  heart: {
    add: '收藏 {{name}}',
    remove: '取消收藏 {{name}}',
    detailAdd: '收藏',
    detailRemove: '已收藏'
  },
  loginPrompt: '登入後即可使用。要前往登入頁面嗎？',
  restock: {
    ask: '申請補貨通知',
    askOption: '申請補貨通知 · {{option}}',
    asked: '已申請補貨通知',
    cancel: '取消申請',
    cancelOption: '取消 {{option}} 補貨通知',
    done: '商品補貨後，我們會以通知和郵件告訴您。',
    cancelled: '已取消補貨通知申請。',
    hint: '售完的商品重新到貨時會通知您。'
  },
  tabs: { label: '我的關注商品', wishlist: '收藏商品', recent: '最近瀏覽', restock: '補貨通知' },
  wishlist: {
    title: '收藏商品',
    total: '共 {{count}} 項',
    empty: '沒有收藏的商品。',
    remove: '刪除',
    removeLabel: '刪除收藏的 {{name}}',
    addToCart: '加入購物車',
    addToCartLabel: '將 {{name}} 加入購物車',
    added: '已加入購物車。',
    chooseOption: '請至商品頁面選擇選項。',
    soldOut: '售完',
    paused: '停止販售'
  },
  recent: {
    title: '最近瀏覽',
    hint: '顯示最近瀏覽的 50 項商品。',
    empty: '沒有最近瀏覽的商品。',
    remove: '刪除',
    removeLabel: '從最近瀏覽刪除 {{name}}'
  },
  alerts: {
    title: '補貨通知',
    empty: '沒有申請的補貨通知。',
    WAITING: '等待通知',
    NOTIFIED: '已通知',
    requestedAt: '申請日 {{date}}',
    cancel: '取消申請',
    cancelLabel: '取消 {{name}} 的補貨通知'
  },
  shop: '繼續購物',
  loadError: '無法載入清單。',
  retry: '重試',
  failed: '無法處理請求，請稍後再試。',
  pager: { previous: '上一頁', next: '下一頁', page: '{{page}} / {{total}}' }
};

export default shopperListsZhTW;
