import { COMMON_ERROR_MESSAGES_ZH_TW } from '@mall/domain';
import type { MoreMessages } from './ko-KR';

/**
 * Where this namespace deliberately words a code differently from the error catalogue in
 * packages/domain (docs/decisions/050): texts that carry the refusal's numbers (rejoin date, quantity limit, usable points).
 */
const errorOverrides = {
  '9002': '此帳號已退出會員，{{date}} 起可重新註冊。',
  CART_QUANTITY_LIMIT: '此商品最多可加入 {{maxQuantity}} 件。',
  POINT_USE_INVALID: '已超過可使用的點數，最多可使用 {{max}}P。'
};

/** The part of the `translation` namespace loaded after the first paint (docs/decisions/060). */
const zhTWMore: MoreMessages = {
  /** The office entry's note to a customer (a dialog, never on Home's first paint). */
  officeExplain: {
    title: '我的辦公室僅供規劃師使用',
    body: '規劃師可在我的辦公室管理銷售業績、獎金、個人商城與輕鬆包。您目前是購物會員，尚無法使用；完成身分驗證與條款同意並轉為規劃師後即可使用。',
    start: '轉為規劃師'
  },
  footer: {
    companyInfo: '公司資訊',
    companyName: 'Lumière Vita 股份有限公司',
    ceoLabel: '代表人',
    ceo: '韓瑞允',
    businessNumberLabel: '營業登記號碼',
    mailOrderLabel: '郵購業申報號碼',
    mailOrderNumber: '2025-首爾江南-01573',
    addressLabel: '地址',
    address: '韓國首爾特別市江南區德黑蘭路 427 號 12 樓（06159）',
    customerCenter: '客服中心',
    hours: '週一至週五 09:00–18:00（韓國時間，午休 12:00–13:00）· 週末及國定假日休息',
    emailLabel: '電子郵件',
    terms: '使用條款',
    privacy: '隱私權政策',
    legalLinks: '條款與政策',
    guestOrder: '非會員訂單查詢',
    copyright: '© {{year}} Lumière Vita Co., Ltd. 版權所有。'
  },
  legal: {
    businessInfoCheck: '查詢營業資訊',
    newWindow: '（另開新視窗）',
    privacyOfficerLabel: '個人資料保護負責人',
    privacyOfficer: '{{name}}（{{position}}）',
    escrowTitle: '購買安全服務',
    escrowBody: '為保障您的交易安全，以現金支付的金額受{{provider}}的購買安全服務（第三方託管）保護。',
    escrowConfirm: '查詢服務加入資訊'
  },
  maintenance: {
    title: '系統維護中',
    body: '為了提供更好的服務，我們正在進行系統維護。造成不便，敬請見諒，維護完成後將立即恢復服務。',
    contact: '如有疑問，請洽客服中心 {{phone}}'
  },
  product: {
    brand: '品牌',
    points: '回饋點數',
    pointsValue: '{{points}} 點',
    options: '選項',
    chooseOption: '請選擇選項',
    selectedOption: '已選擇：{{option}}',
    optionSoldOut: '暫時缺貨',
    optionPaused: '暫停販售',
    pausedNotice: '此商品已暫停販售。',
    almostSoldOutNotice: '庫存所剩不多。',
    quantity: '數量',
    decrease: '減少數量',
    increase: '增加數量',
    quantityMax: '最多可購買 {{max}} 件。',
    total: '商品總金額',
    description: '商品資訊',
    categories: '分類',
    gallery: '商品圖片',
    showImage: '查看第 {{index}} 張圖片',
    imageAlt: '{{name}} 圖片 {{index}}',
    sp: 'SP',
    spName: '銷售點數',
    bp: 'BP',
    bpName: '業務點數',
    notFoundTitle: '找不到此商品',
    notFoundBody: '商品已停售或網址有誤。'
  },
  productStatus: {
    stopSelling: '此商品已停止販售，商品列表已重新整理。',
    recommendedTitle: '推薦商品'
  },
  search: {
    corrected: '以下為「{{corrected}}」的搜尋結果，而非「{{keyword}}」。',
    hintWords: '空格不同也能找到。請試著減少關鍵字。',
    hintInitials: '也可以用韓文名稱或韓文初聲搜尋（例如 ㅋㄹ → 크림，面霜）。',
    suggestions: '推薦商品',
    suggestCorrected: '「{{corrected}}」的搜尋結果',
    title: '商品搜尋',
    label: '搜尋關鍵字',
    placeholder: '請輸入商品名稱',
    submit: '搜尋',
    resultsFor: '「{{keyword}}」共 {{count}} 筆搜尋結果',
    noResults: '找不到「{{keyword}}」的相關結果。',
    noResultsHint: '請確認拼字或改用其他關鍵字。',
    prompt: '請輸入想找的商品名稱。',
    resultsTitle: '「{{keyword}}」的搜尋結果'
  },
  notFound: {
    title: '找不到頁面',
    body: '您要找的頁面不存在或網址已變更。'
  },
  routeError: {
    title: '發生暫時性錯誤',
    body: '請稍後再試。若問題持續發生，請聯絡客服中心。',
    requestId: '錯誤代碼：{{id}}'
  },
  plannerMenu: {
    title: '規劃師選單',
    personalMall: '個人商城管理',
    easyBag: '輕鬆包',
    diveIn: '我的影片',
    allowanceInfo: '獎金資訊',
    checkPlannerDocument: '規劃師文件確認',
    /** The dot on 수당 정보 while no allowance account is registered. */
    alarm: '需要登錄'
  },
  guard: {
    loginRequiredTitle: '此頁面需要登入',
    loginRequired: '請登入後使用。',
    moveToLogin: '前往登入'
  },
  dialog: {
    info: '通知',
    goToSignup: '前往註冊'
  },
  CM_Error: '錯誤',
  ALT_PlannerOnly: '僅限規劃師會員使用。',
  ALT_CustomerOnly: '僅限一般會員使用。',
  ALT_RejectRefCustomer: '沒有推薦人的會員無法使用此服務。',
  ALT_RejectMyOffice: '沒有推薦人的會員無法使用我的辦公室。',
  CA_SoldoutAlert: '此商品已售完。',
  UTI_InvalidToken: '登入資訊已過期，請重新登入。',
  error: {
    ...COMMON_ERROR_MESSAGES_ZH_TW,
    ...errorOverrides,
    TIMEOUT: '伺服器回應逾時，請稍後再試。',
    NETWORK_ERROR: '請確認網路連線。',
    UNKNOWN: '發生未知的錯誤。'
  }
};

export default zhTWMore;
