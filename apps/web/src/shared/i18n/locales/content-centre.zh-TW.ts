import type centreKoKR from './content-centre.ko-KR';
import type { Widen } from './content.ko-KR';

const centreZhTW: Widen<typeof centreKoKR> = {
  title: '客服中心',
  navLabel: '客服中心選單',
  nav: {
    hub: '客服中心',
    faq: '常見問題',
    guide: '使用指南',
    resource: '資料下載',
    certificate: '認證文件',
    partnership: '合作提案',
    center: '尋找據點',
    inquiry: '一對一諮詢'
  },
  loadError: '無法載入資訊。',
  retry: '重試',
  hub: {
    intro: '有什麼可以幫您？',
    searchPlaceholder: '搜尋您想了解的內容',
    topFaq: '熱門問題',
    more: '查看全部',
    contactTitle: '客服時間',
    phone: '1588-0000',
    hours: '平日 09:00-18:00（午休 12:00-13:00，週末及國定假日休息）',
    inquiryText: '需要協助嗎？請留下一對一諮詢。',
    inquiryCta: '一對一諮詢',
    shortcuts: '快速連結',
    shortcut: {
      guide: '第一次來嗎？為您說明使用方式。',
      resource: '下載型錄與申請表。',
      certificate: '營業登記證與產品認證（需登入）',
      partnership: '我們正在尋找合作夥伴。',
      center: '附近據點的位置與營業時間'
    }
  },
  faq: {
    all: '全部',
    categoriesLabel: '常見問題分類',
    searchLabel: '搜尋常見問題',
    searchPlaceholder: '請輸入關鍵字',
    search: '搜尋',
    total: '共 {{count}} 筆',
    resultsFor: '「{{keyword}}」的搜尋結果',
    empty: '尚無問題。',
    emptySearch: '沒有搜尋結果，請換個關鍵字。',
    question: '問',
    answer: '答'
  },
  guide: { empty: '指南準備中。' },
  document: {
    empty: '目前沒有可下載的資料。',
    download: '下載',
    downloading: '下載中…',
    downloadFailed: '無法下載檔案，請稍後再試。',
    updated: '{{date}} 上傳',
    certificateIntro: '僅提供給會員的公司認證資料，請勿對外分享。'
  },
  partnership: {
    intro: '期待與您一同成長。留下提案內容後，負責人員將於 5 個工作天內與您聯繫。',
    company: '公司名稱',
    contactName: '聯絡人',
    email: '電子郵件',
    phone: '聯絡電話',
    phoneHint: '請只輸入數字。',
    category: '合作領域',
    choose: '請選擇',
    categories: {
      SUPPLY: '原料與產品供應',
      DISTRIBUTION: '通路與銷售',
      MARKETING: '行銷與廣告',
      OVERSEAS: '海外拓展',
      OTHER: '其他'
    },
    message: '提案內容',
    messageCount: '{{count}} / {{max}} 字',
    files: '附加檔案',
    filesHint: 'PDF、XLS、XLSX 10MB · JPG、PNG 20MB，最多 3 個',
    addFiles: '選擇檔案',
    removeFile: '刪除 {{name}}',
    agree: '我同意蒐集與使用個人資料（公司、聯絡人、電話、電子郵件 — 審核後保存 1 年）。',
    submit: '送出合作提案',
    sending: '傳送中…',
    doneTitle: '已收到您的合作提案',
    doneText: '編號 {{id}}。確認信已寄至您的電子郵件。',
    again: '撰寫新提案'
  },
  center: {
    regionLabel: '地區',
    allRegions: '全部地區',
    keywordLabel: '搜尋據點',
    keywordPlaceholder: '據點名稱或地址',
    search: '搜尋',
    total: '共 {{count}} 個據點',
    empty: '沒有符合條件的據點。',
    address: '地址',
    phone: '電話',
    hours: '營業時間',
    services: {
      CONSULTING: '諮詢',
      PICKUP: '取貨',
      RETURNS: '退貨受理',
      EDUCATION: '教育訓練',
      SKIN_CARE: '肌膚護理'
    }
  },
  rule: {
    CC_CompanyRequired: '請輸入公司名稱。',
    CC_ContactRequired: '請輸入聯絡人。',
    VA_EmailFormat: '電子郵件格式不正確。',
    ALT_InputMobile: '請輸入聯絡電話。',
    VA_MobileOnlyNumber: '聯絡電話請只輸入數字。',
    VA_MobileLength: '聯絡電話為 9～11 位數字。',
    CC_CategoryRequired: '請選擇合作領域。',
    CC_MessageRequired: '請輸入提案內容。',
    CC_MessageLength: '提案內容最多 2,000 字。',
    CC_AgreeRequired: '請同意蒐集與使用個人資料。',
    VA_InvalidCharacters: '含有無法使用的字元。',
    invalid: '請確認輸入內容。'
  },
  error: {
    ALT_FileError: '只能附加 PDF、XLS、XLSX、JPG、PNG 檔案。',
    ALT_ImageValidation: '每個檔案最大 {{maxMb}}MB。',
    RETURN_PHOTO_TOO_MANY: '最多可附加 {{max}} 個檔案。',
    RATE_LIMITED: '請稍候再傳送。',
    UNKNOWN: '無法傳送。您輸入的內容已保留，請稍後再試。'
  }
};

export default centreZhTW;
