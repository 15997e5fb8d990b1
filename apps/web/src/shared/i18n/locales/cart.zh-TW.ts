import type { CartMessages } from './cart.ko-KR';

const cartZhTW: CartMessages = {
  title: '購物車',
  tabs: {
    label: '購物車類型',
    normal: '一般購買',
    autoship: '定期配送'
  },
  autoshipLogin: {
    title: '定期配送購物車僅限會員使用',
    body: '登入後即可加入定期配送商品，定期收到商品。',
    action: '登入'
  },
  selectAll: '全選（{{selected}}/{{total}}）',
  selectLine: '選擇 {{name}}',
  deleteSelected: '刪除所選',
  deleteLine: '刪除',
  deleteLineLabel: '刪除 {{name}}',
  confirmDeleteSelected: '要從購物車刪除所選的 {{count}} 件商品嗎？',
  confirmDeleteLine: '要從購物車刪除此商品嗎？',
  nothingToDelete: '請選擇要刪除的商品。',
  delete: '刪除',
  option: '選項',
  optionFor: '變更 {{name}} 的選項',
  changeOption: '變更選項',
  unavailable: {
    SOLD_OUT: '已售完',
    PAUSE: '停止販售',
    NOT_FOUND: '停止販售',
    OPTION_REQUIRED: '需選擇選項',
    AUTOSHIP_NOT_ALLOWED: '不可定期配送',
    QUANTITY_LIMIT: '超過數量'
  },
  unavailableHint: {
    SOLD_OUT: '已售完的商品無法訂購。',
    PAUSE: '此商品已停止販售。',
    NOT_FOUND: '此商品已不再販售。',
    OPTION_REQUIRED: '選擇選項後即可訂購。',
    AUTOSHIP_NOT_ALLOWED: '此商品無法以定期配送訂購。',
    QUANTITY_LIMIT: '最多可訂購 {{max}} 件，請減少數量。'
  },
  summary: {
    title: '預計付款金額',
    productPrice: '商品金額',
    discount: '折扣金額',
    points: '預計累積點數',
    deliveryFee: '運費',
    free: '免運',
    total: '預計付款金額',
    freeDeliveryRemaining: '再買 {{amount}} 即可免運',
    freeDeliveryReached: '已達免運條件',
    freeDeliveryRule: '購買滿 {{amount}} 免運'
  },
  order: '訂購（{{count}}）',
  orderAutoship: '申請定期配送（{{count}}）',
  nothingSelected: '請選擇要訂購的商品。',
  empty: {
    title: '購物車是空的',
    body: '把喜歡的商品加入購物車吧。',
    autoshipBody: '加入定期配送商品，即可依您選擇的週期收到商品。',
    shop: '繼續購物',
    purchased: '適合再次購買的商品',
    suggested: '您可能也喜歡',
    bestSellers: '現在熱門的商品',
    suggestionsFailed: '無法載入推薦商品。'
  },
  loadFailed: '無法載入購物車。',
  retry: '重試',
  removedNotice: '已停止販售的 {{count}} 件商品已從購物車刪除。',
  dismiss: '關閉',
  guestNote: '非會員購物車只保存在此瀏覽器中。登入後將移至會員購物車。',
  lineTotal: '商品小計',
  unitPrice: '售價',
  purchaseType: '購買方式',
  purchaseNormal: '一般購買',
  purchaseAutoship: '定期配送',
  autoshipNotAllowed: '有購買期間或數量限制的商品無法以定期配送購買。',
  drawer: {
    title: '已加入購物車',
    titleAutoship: '已加入定期配送購物車',
    quantity: '數量 {{count}} 件',
    continue: '繼續購物',
    goToCart: '查看購物車',
    chooseTitle: '加入購物車',
    add: '加入',
    adding: '加入中…',
    loading: '正在載入商品資訊。',
    loadFailed: '無法載入商品資訊。',
    unavailable: '此商品目前無法購買。'
  },
  refusal: {
    PR_MaxQuantityLimit: '有數量限制的商品需登入後才能購買。要登入嗎？',
    PR_SubsNeedLogin: '定期配送需登入後才能使用。要登入嗎？',
    CA_MaxQuantityLimitHundred: '同一商品最多可加入 100 件。'
  },
  chooseOptionFirst: '請選擇選項。',
  merge: {
    title: '已移動購物車',
    body: '以非會員身分加入的部分商品無法加入會員購物車。',
    partial: '{{name}}：僅加入 {{added}} 件（{{reason}}）',
    skipped: '{{name}}：未能加入（{{reason}}）',
    unknownProduct: '已停止販售的商品',
    reason: {
      SOLD_OUT: '已售完',
      PAUSE: '停止販售',
      NOT_FOUND: '已停售',
      OPTION_REQUIRED: '需選擇選項',
      AUTOSHIP_NOT_ALLOWED: '不可定期配送',
      QUANTITY_LIMIT: '超過最大數量',
      CART_FULL: '購物車已滿'
    },
    failed: '無法將非會員購物車移至會員購物車。商品會保留，並在下次登入時再次移動。'
  }
};

export default cartZhTW;
