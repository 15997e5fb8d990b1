import { COMMON_ERROR_MESSAGES_ZH_TW } from '@mall/domain';
import type { Messages } from './ko-KR';

/**
 * Where this namespace deliberately words a code differently from the error catalogue in
 * packages/domain (docs/decisions/050): texts that carry the refusal's numbers (rejoin date, quantity limit, usable points).
 */
const errorOverrides = {
  '9002': '此帳號已退出會員，{{date}} 起可重新註冊。',
  CART_QUANTITY_LIMIT: '此商品最多可加入 {{maxQuantity}} 件。',
  POINT_USE_INVALID: '已超過可使用的點數，最多可使用 {{max}}P。'
};

const zhTW: Messages = {
  brand: {
    tagline: '美妝 · 健康',
    homeLink: 'Lumière·Vita 首頁'
  },
  common: {
    home: '首頁',
    goHome: '回到首頁',
    cancel: '取消',
    confirm: '確定',
    loading: '載入中…',
    retry: '重試',
    close: '關閉'
  },
  a11y: {
    skipToContent: '跳至主要內容',
    mainNavigation: '主選單',
    breadcrumb: '目前位置',
    pagination: '分頁'
  },
  meta: {
    title: '{{page}} | 露米耶維他',
    homeTitle: '露米耶維他 | Lumière Vita'
  },
  shell: {
    openMenu: '開啟選單',
    closeMenu: '關閉選單',
    menuTitle: '全部選單',
    shopCategories: '商品分類',
    categoryAll: '{{name}}全部',
    search: '搜尋',
    searchSubmit: '搜尋',
    searchClose: '關閉搜尋',
    searchExamples: '保濕霜|維他命C|防曬霜|唇釉',
    cart: '購物車',
    cartCount: '購物車，共 {{count}} 件商品',
    notifications: '通知',
    notificationsUnread: '通知，有未讀訊息',
    languageMenu: '國家／語言',
    languageMenuCurrent: '國家／語言：{{country}}，{{language}}',
    mallToggle: '切換購物商城／辦公室',
    mall: '購物商城',
    office: '我的辦公室',
    login: '登入',
    signup: '註冊會員',
    guestOrder: '非會員訂單查詢',
    myPage: '會員中心',
    logout: '登出',
    memberGreeting: '{{name}}，您好',
    navigating: '頁面載入中'
  },
  bottomNav: {
    label: '快速選單',
    home: '首頁',
    category: '分類',
    search: '搜尋',
    myPage: '會員中心',
    cart: '購物車'
  },
  floating: {
    label: '快速移動',
    toTop: '回到頂端',
    toBottom: '移至底部',
    customerCenter: '客服中心'
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
  maintenance: {
    title: '系統維護中',
    body: '為了提供更好的服務，我們正在進行系統維護。造成不便，敬請見諒，維護完成後將立即恢復服務。',
    contact: '如有疑問，請洽客服中心 {{phone}}'
  },
  home: {
    title: 'Lumière Vita 美妝與健康購物',
    banners: {
      label: '主打橫幅',
      roledescription: '輪播',
      slide: '投影片',
      position: '{{current}} / {{total}}',
      previous: '上一則橫幅',
      next: '下一則橫幅',
      pause: '暫停自動播放',
      play: '開始自動播放',
      goTo: '查看第 {{n}} 則橫幅'
    },
    gnb: {
      label: '活動公告',
      close: '關閉活動橫幅'
    },
    categoriesTitle: '商品分類',
    categoriesError: '無法載入商品分類。',
    bestTitle: '熱銷排行',
    bestSubtitle: '顧客最愛的人氣商品',
    newTitle: '新品上市',
    newSubtitle: 'Lumière Vita 全新登場',
    sectionError: '無法載入商品。'
  },
  catalogue: {
    sortLabel: '排序',
    autoshipOnly: '僅限定期配送商品',
    sort: {
      RECOMMEND: '推薦',
      NEWEST: '最新上架',
      BEST: '銷量最高',
      PRICE_ASC: '價格由低到高',
      PRICE_DESC: '價格由高到低'
    },
    totalCount: '共 {{count}} 件商品',
    empty: '目前沒有商品。',
    emptyPage: '此頁沒有商品。',
    firstPage: '回到第一頁',
    subCategories: '子分類',
    allInCategory: '全部',
    addToCartLabel: '將 {{name}} 加入購物車',
    productList: '商品列表',
    badge: {
      BEST: 'BEST',
      NEW: 'NEW',
      LIMITED: '限量',
      RECOMMEND: '推薦',
      SPECIAL: '特價',
      LAVA: 'LAVA',
      RENEWAL: '全新改版',
      NEW_COLOR: '新色',
      PLANNING: '企劃組',
      SEASON: '季節限定'
    },
    status: {
      ON_SALE: '販售中',
      SOLD_OUT: '已售完',
      PAUSE: '暫停販售',
      ALMOST_SOLD_OUT: '即將售完'
    },
    pagination: {
      prevBlock: '上一組頁面',
      nextBlock: '下一組頁面',
      page: '第 {{page}} 頁'
    },
    categoryNotFoundTitle: '找不到此分類',
    categoryNotFoundBody: '此分類網址已變更或已停止營運。'
  },
  price: {
    listPrice: '原價',
    salePrice: '售價',
    discountRate: '折扣',
    percent: '{{rate}}%'
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
    hintInitials: '也可以用韓文名稱或韓文初聲（ㅅㅂㅋㄹ）搜尋。',
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
  comingSoon: {
    title: '頁面準備中',
    titleFor: '{{page}}頁面準備中',
    body: '我們正在用心準備，敬請期待。'
  },
  routeError: {
    title: '發生暫時性錯誤',
    body: '請稍後再試。若問題持續發生，請聯絡客服中心。',
    requestId: '錯誤代碼：{{id}}'
  },
  guard: {
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

export default zhTW;
