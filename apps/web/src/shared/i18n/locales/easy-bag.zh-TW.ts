import type { EasyBagMessages } from './easy-bag.ko-KR';

const easyBagZhTW: EasyBagMessages = {
  title: '輕鬆包',
  loading: '載入中…',
  loadError: '無法載入輕鬆包。',
  retry: '重試',
  failed: '無法完成請求，請稍後再試。',
  total: '商品合計',
  state: {
    SOLD_OUT: '售罄',
    PAUSED: '暫停販售',
    UNAVAILABLE: '已停售'
  },
  quantity: {
    label: '{{name}} 數量（最多 {{max}} 個）',
    less: '減少 {{name}} 數量',
    more: '增加 {{name}} 數量',
    max: '最多 {{max}} 個',
    times: '{{count}} 個'
  },
  steps: {
    pick: '選擇商品',
    quantities: '數量與備註',
    review: '確認'
  },
  pick: {
    searchLabel: '搜尋商品名稱',
    searchPlaceholder: '以商品名稱搜尋',
    search: '搜尋',
    all: '全部',
    count: '已放入 {{count}}/{{max}} 項商品',
    empty: '沒有可放入輕鬆包的商品。',
    add: '放入',
    picked: '已放入 ✓',
    chooseOption: '選擇選項',
    optionGroup: '選項',
    optionsPicked: '已放入 {{count}} 個選項',
    optionHeld: '{{option}}（已放入）'
  },
  add: {
    title: '建立輕鬆包',
    stepsLabel: '建立輕鬆包步驟',
    progress: '{{step}} / {{total}} · {{name}}',
    linesTitle: '已放入 {{count}} 項商品',
    fieldsTitle: '輕鬆包名稱與備註',
    back: '上一步',
    next: '下一步',
    save: '儲存輕鬆包'
  },
  lines: {
    remove: '刪除',
    removeNamed: '刪除 {{name}}'
  },
  fields: {
    name: '輕鬆包名稱',
    namePlaceholder: '例）乾性肌膚日常組合',
    note: '給顧客的備註',
    notePlaceholder: '請寫下使用順序或推薦原因。',
    noNote: '無備註'
  },
  problems: {
    invalid: '請確認輸入內容。',
    EB_NameRequired: '請輸入輕鬆包名稱。',
    EB_NoteLength: '備註最多可輸入 500 字。',
    EB_LinesRequired: '請至少放入一項商品。',
    EB_LinesMax: '最多可放入 20 項商品。',
    EB_LineTwice: '同一商品被放入了兩次。',
    VA_InvalidCharacters: '含有無法輸入的字元。',
    CA_MinQuantity: '數量至少為 1。',
    CA_MaxQuantityLimitHundred: '數量最多為 100。'
  },
  share: {
    title: '傳送輕鬆包',
    description: '收到連結的顧客可立即訂購此輕鬆包。',
    text: '來看看 {{name}} 輕鬆包吧。',
    linkLabel: '輕鬆包連結'
  },
  copy: {
    ALT_CopySuccess: '已複製連結。',
    ALT_CopyFailed: '無法複製連結，請手動選取並複製。',
    ALT_CopyItemMissing: '沒有可複製的連結。'
  },
  list: {
    title: '輕鬆包',
    lead: '建立推薦商品組合，並以連結傳送給顧客。',
    new: '建立新輕鬆包',
    full: '輕鬆包最多可建立 {{max}} 個。',
    empty: '尚未建立任何輕鬆包。',
    emptyHint: '挑選推薦商品建立輕鬆包，再把連結傳給顧客吧。',
    count: '輕鬆包 {{count}} 個（最多 {{max}} 個）',
    lineCount: '商品 {{count}} 項',
    created: '{{date}} 建立',
    copy: '複製連結',
    share: '分享',
    edit: '編輯',
    delete: '刪除',
    deleteConfirm: '要刪除「{{name}}」輕鬆包嗎？已傳送的連結將無法再訂購。'
  },
  detail: {
    title: '輕鬆包',
    toList: '← 輕鬆包列表',
    send: '傳送連結',
    created: '輕鬆包已儲存，把連結傳給顧客吧。',
    saved: '已儲存變更。',
    linesHint: '售罄或暫停販售的商品將不列入顧客訂單。',
    save: '儲存變更',
    addProducts: '+ 新增商品',
    addTitle: '新增商品',
    addDescription: '選擇要放入的商品，按下「儲存變更」後才會加入輕鬆包。',
    addDone: '完成',
    addHeld: '此商品已在輕鬆包中，請在列表中調整數量。'
  },
  order: {
    title: '輕鬆包訂購',
    missing: '找不到此輕鬆包，請再次確認連結。',
    home: '回首頁',
    from: '{{name}} 美容規劃師推薦的輕鬆包',
    leftOutCount: '{{count}} 項無法訂購的商品將被排除。',
    leftOut: {
      SOLD_OUT: '已售罄，不列入訂單。',
      PAUSED: '已暫停販售，不列入訂單。',
      UNAVAILABLE: '已停售，不列入訂單。'
    },
    leftOutWith: '{{reason}} · 不列入訂單。',
    unknownProduct: '已停售的商品',
    include: '將 {{name}} 列入訂單',
    total: '已選 {{count}} 項商品',
    deliveryHint: '運費與折扣將於結帳時計算。',
    submit: '訂購',
    nothing: '請至少選擇一項商品。'
  }
};

export default easyBagZhTW;
