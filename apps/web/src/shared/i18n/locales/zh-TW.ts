import type { CoreMessages } from './ko-KR';

/** What Home's first paint shows; the rest of the namespace is in zh-TW.more.ts (docs/decisions/060). */
const zhTW: CoreMessages = {
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
    easyBag: '建立輕鬆包',
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
      PRICE_DESC: '價格由高到低',
      RATING: '評分最高',
      REVIEWS: '評論最多'
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
  }
};

export default zhTW;
