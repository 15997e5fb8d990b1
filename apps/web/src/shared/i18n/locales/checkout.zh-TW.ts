import type { CheckoutMessages } from './checkout.ko-KR';
import autoshipZhTW from './autoship.zh-TW';

const checkoutZhTW: CheckoutMessages = {
  title: '訂購/結帳',
  guestTitle: '非會員結帳',
  loading: '正在載入訂單…',
  loadFailed: '無法載入訂單，請稍後再試。',
  retry: '重試',
  empty: {
    title: '沒有要訂購的商品',
    body: '請在購物車中選擇要訂購的商品。',
    action: '前往購物車'
  },
  testMode: '測試模式 — 不會實際付款',
  lines: {
    title: '訂購商品',
    count: '{{count}}件',
    option: '選項：{{value}}',
    quantity: '數量 {{count}}',
    unavailable: '部分商品無法訂購，請至購物車變更。',
    unavailableBadge: '無法訂購',
    backToCart: '返回購物車'
  },
  address: {
    title: '收件地址',
    change: '變更',
    add: '新增地址',
    none: '尚無已登錄的地址，請新增地址。',
    required: '請輸入收件地址。',
    edit: '輸入地址',
    defaultBadge: '預設'
  },
  message: {
    title: '配送備註',
    label: '選擇配送備註',
    none: '不選擇',
    DOOR: '請放在門口',
    SECURITY: '請交給警衛室',
    CALL_BEFORE: '配送前請先聯絡',
    PARCEL_BOX: '請放入包裹箱',
    OTHER: '自行輸入',
    otherLabel: '自行輸入配送備註',
    otherPlaceholder: '請輸入配送備註（最多50字）',
    counter: '{{count}}/{{max}}',
    required: '請輸入配送備註。'
  },
  coupon: {
    title: '優惠券',
    choose: '選擇優惠券',
    change: '變更優惠券',
    none: '不使用',
    noCoupons: '沒有可用的優惠券。',
    available: '可用 {{count}} 張',
    dialogTitle: '選擇優惠券',
    discount: '折抵 {{amount}}',
    rate: '{{rate}}% 折扣',
    cap: '最多 {{amount}}',
    min: '滿 {{amount}} 可用',
    expires: '至 {{date}}',
    apply: '套用',
    reason: {
      MIN_AMOUNT: '未達最低訂購金額',
      NO_ELIGIBLE_PRODUCT: '無適用商品'
    },
    loading: '正在載入優惠券…'
  },
  points: {
    title: '點數',
    balance: '持有 {{amount}}P',
    label: '使用點數',
    useAll: '全部使用',
    max: '最多可使用 {{amount}}P',
    invalid: '請輸入 0 至 {{max}}P 的整數點數。',
    unit: 'P'
  },
  payment: {
    title: '付款方式',
    card: '信用卡付款',
    split: '分兩次付款',
    splitHint: '可用兩張卡分開付款，每次至少 {{min}}。',
    firstAmount: '第一次付款金額',
    remaining: '第二次付款金額 {{amount}}',
    splitInvalid: '第一次與第二次付款金額各需至少 {{min}}。',
    noCardNeeded: '點數與優惠券已支付全額。',
    methodLabel: '選擇付款方式',
    window: '信用卡付款（付款視窗）',
    savedCard: '使用已登錄的卡片付款',
    savedCardsLabel: '選擇付款卡片',
    manageCards: '管理卡片',
    autoshipCard: '定期配送卡',
    unknownIssuer: '卡片',
    registerHint: '登錄卡片後，下次只要輸入卡片密碼即可付款。',
    register: '登錄卡片'
  },
  savedCard: {
    lead: '請輸入 6 位數卡片密碼，以 {{card}} 支付 {{amount}}。',
    paying: '付款處理中…'
  },
  summary: {
    title: '付款金額',
    productPrice: '商品金額',
    productDiscount: '商品折扣',
    couponDiscount: '優惠券折扣',
    pointUsed: '使用點數',
    deliveryFee: '運費',
    free: '免運',
    amount: '最終付款金額',
    earnPoint: '預計累積 {{amount}}P',
    updating: '正在重新計算金額…'
  },
  agreements: {
    title: '條款同意',
    all: '全部同意',
    required: '（必填）',
    viewTerms: '查看{{title}}',
    view: '查看',
    purchase: '我同意訂購商品資訊並進行付款',
    privacy: '我同意個人資料的蒐集與使用',
    thirdParty: '我同意提供個人資料予第三方',
    guestPrivacy: '我同意蒐集非會員訂購者資料',
    missing: '請同意所有必填條款。'
  },
  pay: '付款 {{amount}}',
  payStep: '第{{step}}次付款 {{amount}}',
  paying: '正在開啟付款視窗…',
  steps: {
    progress: '第{{step}}次付款完成 {{paid}} — 第二次付款 {{rest}}',
    hint: '完成第二次付款後訂單即成立。若離開此頁，第一次付款將於30分鐘後自動取消。'
  },
  confirming: '正在確認付款…',
  failed: {
    title: '付款未完成',
    PAY_PROCESS_CANCELED: '您已取消付款，請重新付款。',
    PAY_PROCESS_ABORTED: '付款核准失敗，付款已中止。請再試一次。',
    REJECT_CARD_COMPANY: '發卡機構拒絕了此筆付款，請改用其他卡片。',
    refunded: '已付款的第一次金額已取消（退款）。',
    generic: '無法完成付款，請再試一次。'
  },
  sdkFailed: '無法載入付款視窗，請稍後再試。',
  orderName: '{{first}} 等 {{others}} 件',
  guest: {
    orderer: '訂購者資訊',
    edit: '修改',
    password: '訂單查詢密碼',
    passwordConfirm: '確認密碼',
    passwordHint: '用於查詢非會員訂單（{{min}}–{{max}}字）。',
    passwordMismatch: '密碼不一致。',
    ORD_GuestPasswordLength: '密碼請輸入 {{min}}–{{max}} 字。',
    memberLogin: '已是會員嗎？登入即可使用點數與優惠券。'
  },
  nonuser: {
    title: '非會員訂購',
    intro: '請輸入訂購者資訊，用於查詢訂單與配送通知。',
    name: '姓名',
    mobile: '手機號碼',
    mobilePlaceholder: '01012345678',
    email: '電子郵件',
    agree: '我同意蒐集與使用非會員訂購者個人資料（必填）',
    agreeRequired: '請同意個人資料蒐集。',
    next: '下一步',
    login: '登入後訂購',
    rule: {
      VA_EnterName: '請輸入姓名。',
      VA_NameLength: '姓名請輸入20字以內。',
      VA_EmailFormat: '電子郵件格式不正確。',
      ALT_InputMobile: '請輸入手機號碼。',
      VA_MobileOnlyNumber: '手機號碼只能輸入數字。',
      VA_MobileLength: '手機號碼最多11位數。'
    }
  },
  success: {
    title: '訂單已完成',
    guestTitle: '非會員訂單已完成',
    thanks: '感謝您的訂購。',
    orderNumber: '訂單編號',
    items: '訂購商品',
    paid: '付款金額',
    paidStep: '第{{step}}次付款',
    pointUsed: '使用點數',
    couponDiscount: '優惠券折扣',
    earnLater: '預計累積 {{amount}}P，商品出貨後可在訂單詳情領取。',
    address: '收件地址',
    detail: '訂單明細',
    continue: '繼續購物',
    guestLookup: '非會員訂單查詢',
    guestHint: '非會員訂單可用訂單編號 {{orderNumber}} 與下單時輸入的密碼查詢。',
    missing: '找不到此訂單資訊。'
  },
  autoship: autoshipZhTW,
  withdrawal: {
    title: '撤回訂購說明',
    period: '自收到商品之日起{{days}}日內，可申請撤回訂購（退貨、退款）。',
    exceptions:
      '但如已開封或使用的化妝品等因使用、消耗而價值顯著減少，因您的責任致商品毀損，或因時間經過而難以再次銷售時，撤回將受到限制。僅為確認內容而拆開包裝者不在此限。',
    mismatch:
      '商品與標示、廣告或契約內容不符時，可於收貨後{{months}}個月內，或知悉該事實之日起{{days}}日內撤回訂購。'
  }
};

export default checkoutZhTW;
