import type { AutoshipMessages } from './autoship.ko-KR';

const autoshipZhTW: AutoshipMessages = {
  failed: '無法完成您的要求，請稍後再試。',
  loading: '正在載入定期配送資訊…',
  loadError: '無法載入定期配送資訊。',
  retry: '重試',
  status: {
    ACTIVE: '進行中',
    PAUSED: '已暫停',
    HELD: '扣款保留中',
    CANCELLED: '已取消'
  },
  cycle: {
    WEEKS: '每 {{weeks}} 週',
    MONTHLY: '每月 {{day}} 日'
  },
  cycleField: {
    legend: '配送週期',
    WEEKS_2: '每 2 週',
    WEEKS_4: '每 4 週',
    WEEKS_8: '每 8 週',
    MONTHLY: '每月指定日',
    dayOfMonth: '每月扣款日',
    dayOfMonthChoose: '選擇日期',
    dayOfMonthOption: '{{day}} 日',
    dayOfMonthHint: '可選擇 1 日至 28 日。首次扣款後，每月都會在這一天扣款。'
  },
  line: {
    quantity: '數量 {{count}}',
    option: '選項：{{value}}',
    unavailable: '此商品目前無法購買。若扣款日當天仍無法購買，該期將不包含此商品。'
  },
  productsMore: '{{name}} 及其他 {{count}} 件',
  unknownIssuer: '信用卡',
  amountNote: '以今日價格計算，每期將依扣款日當天的價格扣款。',
  list: {
    title: '定期配送管理',
    lead: '您可以查看並變更已申請定期配送的排程與付款卡片。',
    empty: '尚未申請任何定期配送',
    emptyHint: '將商品加入定期配送購物車，即可依您選擇的週期收到商品。',
    toCart: '前往定期配送購物車',
    count: '定期配送 {{count}} 筆',
    cycle: '配送週期',
    nextCharge: '下次扣款日',
    noNextCharge: '尚無排程',
    amount: '預計扣款金額',
    card: '付款卡片',
    detail: '查看詳情',
    detailLabel: '{{name}} 定期配送查看詳情'
  },
  init: {
    title: '申請定期配送',
    lead: '我們會依您選擇的週期，自動以已登錄的卡片扣款並配送所選商品。',
    lines: '定期配送商品',
    schedule: '配送週期與首次扣款日',
    firstChargeDay: '首次扣款日',
    firstChargeDayHint: '可選擇 {{min}} 至 {{max}} 之間的日期。',
    address: '收件地址',
    addressChange: '變更',
    addressAdd: '新增地址',
    addressNone: '尚無已登錄的地址，請新增地址。',
    defaultBadge: '預設',
    card: '付款卡片',
    cardsLabel: '用於定期扣款的已登錄卡片',
    autoshipCard: '定期配送卡片',
    cardNone: '沒有已設定卡片密碼的已登錄卡片。',
    cardNoneHint: '請至付款卡片管理登錄卡片並設定卡片密碼後，再回來申請。',
    cardRegister: '登錄卡片',
    cardManage: '管理卡片',
    consentTitle: '定期扣款同意',
    consent: '我同意定期扣款 — 每期扣款日將自動以已登錄的卡片付款',
    termsTitle: '定期配送使用條款',
    viewTerms: '查看定期配送使用條款',
    summary: '每期預計扣款金額',
    productPrice: '商品金額',
    discount: '折扣金額',
    deliveryFee: '運費',
    free: '免運',
    total: '每期扣款金額',
    submit: '申請定期配送',
    passwordLead: '每期將自動以 {{card}} 扣款 {{amount}}。若您同意，請輸入 6 位數卡片密碼。',
    submitting: '正在申請定期配送…',
    problem: {
      lines: '沒有可申請的商品，請在定期配送購物車中選擇商品。',
      dayOfMonth: '請選擇每月扣款日。',
      firstChargeDay: '請選擇首次扣款日。',
      firstChargeDayRange: '請選擇 {{min}} 至 {{max}} 之間的首次扣款日。',
      address: '請新增收件地址。',
      card: '請選擇要扣款的已登錄卡片。',
      consent: '請同意定期扣款。'
    },
    empty: {
      title: '沒有可申請的商品',
      body: '請先在定期配送購物車中選擇商品，再申請定期配送。',
      action: '前往定期配送購物車'
    }
  },
  result: {
    title: '已完成定期配送申請',
    lead: '首次扣款日將以已登錄的卡片扣款並成立訂單。扣款日前一天以前都可以變更排程與商品。',
    firstCharge: '首次扣款日',
    amount: '預計扣款金額',
    toDetail: '查看定期配送詳情',
    toList: '定期配送列表',
    missing: '找不到此定期配送。'
  },
  detail: {
    title: '定期配送詳情',
    back: '定期配送列表',
    schedule: '配送排程',
    nextCharge: '下次扣款日',
    nextChargeNone: '尚無排定的扣款',
    amount: '下次預計扣款金額',
    firstCharge: '首次扣款日',
    createdAt: '申請日',
    lines: '定期配送商品',
    address: '收件地址',
    card: '付款卡片',
    history: '各期扣款紀錄',
    historyEmpty: '目前還沒有已過扣款日的期數。',
    cycleNumber: '第 {{number}} 期',
    chargeStatus: {
      CHARGED: '已扣款',
      SKIPPED: '已略過',
      FAILED: '扣款失敗',
      SOLD_OUT_SKIPPED: '因缺貨略過'
    },
    orderLink: '訂單 {{orderNumber}}',
    actions: '管理定期配送',
    skip: '略過下一期',
    pause: '暫停',
    resume: '重新開始',
    cancel: '取消定期配送',
    change: '變更排程與商品',
    changeCard: '變更付款卡片',
    confirm: {
      skip: '確定要略過 {{day}} 這一期嗎？略過的期數不會扣款，也不會配送。',
      skipOk: '略過',
      pause: '確定要暫停定期配送嗎？重新開始之前都不會扣款。',
      pauseOk: '暫停',
      cancel: '確定要取消定期配送嗎？取消後將無法重新開始。',
      cancelOk: '取消定期配送',
      keep: '保留'
    },
    done: {
      skip: '已略過下一期。',
      pause: '已暫停定期配送。',
      resume: '已重新開始定期配送。',
      cancel: '已取消定期配送。',
      change: '已儲存變更內容。',
      card: '已變更付款卡片。',
      reactivated: '已變更付款卡片，定期配送已重新開始。'
    },
    paused: '暫停中。重新開始後，將從明天以後的第一期開始扣款。',
    cancelled: '此定期配送已取消。',
    held: {
      title: '信用卡扣款遭拒，定期配送已保留',
      body: '我們已嘗試以已登錄的卡片扣款 {{tries}} 次，但發卡機構未核准。變更為其他卡片後，將從明天以後的第一期重新開始扣款。',
      action: '變更卡片並重新開始'
    },
    notFound: '找不到此定期配送。'
  },
  change: {
    title: '變更定期配送',
    lead: '變更內容將自下一次扣款起套用。',
    nextChargeDay: '下次扣款日',
    nextChargeDayHint: '可選擇 {{min}} 至 {{max}} 之間的日期。留空則依目前排程扣款。',
    address: '收件地址',
    quantities: '商品數量',
    quantity: '{{name}} 數量',
    decrease: '減少 {{name}} 數量',
    increase: '增加 {{name}} 數量',
    save: '儲存變更',
    saving: '儲存中…',
    cancel: '取消',
    problem: {
      dayOfMonth: '請選擇每月扣款日。',
      nextChargeDayRange: '請選擇 {{min}} 至 {{max}} 之間的下次扣款日。',
      nextChargeDayEarly: '下次扣款日請選擇在最近一期（{{after}}）之後的日期。',
      nothing: '沒有任何變更。'
    }
  },
  cardChange: {
    title: '變更付款卡片',
    lead: '輸入所選卡片的密碼後，下次扣款起將改以此卡片付款。',
    current: '目前卡片',
    next: '輸入卡片密碼',
    passwordLead: '定期配送的付款卡片將變更為 {{card}}。若您同意，請輸入 6 位數卡片密碼。',
    saving: '正在變更付款卡片…',
    noOther: '沒有其他可變更的卡片，請先登錄卡片並設定卡片密碼。',
    cancel: '取消'
  }
};

export default autoshipZhTW;
