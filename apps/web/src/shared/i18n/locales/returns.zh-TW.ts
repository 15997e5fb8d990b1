import type { ReturnsMessages } from './returns.ko-KR';

const returnsZhTW: ReturnsMessages = {
  title: '申請退貨',
  steps: {
    label: '退貨申請步驟',
    progress: '{{current}} / {{total}}',
    lines: '選擇商品與原因',
    photos: '照片與取件地址',
    review: '確認與申請'
  },
  step1: {
    lead: '請選擇要退貨的商品、數量與原因。',
    lines: '退貨商品',
    ordered: '訂購 {{count}} 件',
    returnable: '可退 {{count}} 件',
    noneLeft: '已無可退貨的數量',
    choose: '退貨 {{name}}',
    quantity: '退貨數量',
    decrease: '減少數量',
    increase: '增加數量',
    reason: '退貨原因',
    reasonText: '詳細原因（選填）',
    reasonTextPlaceholder: '請說明商品狀況或退貨原因。',
    reasonTextCount: '{{count}} / {{max}} 字',
    deadline: '可申請至 {{date}}',
    deadlinePassed: '申請期限已過（至 {{date}}）'
  },
  reason: {
    CHANGE_OF_MIND: '不想要了',
    DEFECT: '商品瑕疵或破損',
    WRONG_ITEM: '寄錯商品'
  },
  reasonNote: {
    CHANGE_OF_MIND: '請於收到商品後 7 天內申請，來回運費將從退款金額中扣除。',
    DEFECT: '請於收到商品後 3 個月內申請，運費由本商店負擔。請附上照片。',
    WRONG_ITEM: '請於收到商品後 3 個月內申請，運費由本商店負擔。請附上照片。'
  },
  step2: {
    lead: '請附上商品照片，並確認宅配人員取件的地址。',
    photos: '商品照片',
    photosRequired: '必填',
    photosOptional: '選填',
    photosHint: 'JPG、PNG 檔案最多 {{max}} 張，每張 {{maxMb}}MB 以內',
    addPhoto: '新增照片',
    removePhoto: '刪除照片 {{index}}',
    photoAlt: '已附加的照片 {{index}}',
    photoRequired: '瑕疵或寄錯商品的退貨請至少附上一張照片。',
    pickup: '取件地址',
    pickupEdit: '變更取件地址',
    pickupAddressName: '退貨取件',
    pickupMissing: '請確認取件地址，可在「變更取件地址」中輸入姓名、電話與地址。',
    refundMethod: '退款方式',
    refundMethodValue: '退回原付款方式',
    refundMethodHint: '信用卡付款將透過發卡機構取消，使用的點數將以點數退還。'
  },
  step3: {
    lead: '請確認申請內容與預估退款金額。',
    summary: '申請內容',
    photoCount: '照片',
    photoCountValue: '{{count}} 張',
    estimate: '預估退款金額',
    estimateLoading: '正在計算退款金額…',
    estimateError: '無法計算退款金額。',
    estimateNote: '確認退回的商品後，才會決定最終退款金額。',
    agree: '我已確認退貨申請內容與退款金額，並同意申請退貨。',
    submit: '申請退貨',
    submitting: '申請中…'
  },
  refund: {
    goods: '商品金額',
    couponShare: '扣除優惠券折扣',
    deliveryFeeRefunded: '退還運費',
    shippingDeducted: '扣除退貨運費',
    cashRefund: '信用卡退款',
    pointsBack: '退還點數',
    pointsEarnedTakenBack: '收回已累積點數',
    estimated: '預估',
    final: '已退款'
  },
  rule: {
    RET_SelectLine: '請選擇要退貨的商品。',
    RET_QuantityInvalid: '請確認退貨數量。',
    RET_SelectReason: '請選擇退貨原因。',
    RET_ReasonTextLength: '詳細原因請在 {{max}} 字以內。',
    RET_AgreeRequired: '請同意退貨申請。',
    RET_PickupTyped: '請輸入取件地址。',
    invalid: '請再次確認您輸入的內容。'
  },
  error: {
    RETURN_ORDER_NOT_DELIVERED: '只有已送達的訂單可以退貨。',
    RETURN_WINDOW_PASSED: '退貨申請期限已過（至 {{deadline}}）。',
    RETURN_NOTHING_LEFT: '此訂單已無可退貨的商品。',
    RETURN_NOTHING_REQUESTED: '請選擇要退貨的商品。',
    RETURN_LINE_NOT_FOUND: '此商品不在訂單中，請重新選擇。',
    RETURN_LINE_DUPLICATE: '同一商品被選了兩次，請重新選擇。',
    RETURN_QUANTITY_INVALID: '超過可退貨的數量（最多 {{max}} 件）。',
    RETURN_NOT_CANCELLABLE: '退貨已開始處理，無法撤回。',
    RETURN_PHOTO_TOO_MANY: '最多可附上 {{max}} 張照片。',
    ALT_FileError: '只能附上 JPG 或 PNG 圖片檔。',
    ALT_ImageValidation: '只能附上 {{maxMb}}MB 以下的圖片。'
  },
  refusal: {
    title: '此訂單無法申請退貨',
    back: '返回訂單明細'
  },
  status: {
    REQUESTED: '已申請退貨',
    APPROVED: '已核准退貨',
    COLLECTED: '已取件',
    REFUNDED: '已退款',
    REJECTED: '退貨被拒',
    CANCELLED: '已撤回退貨'
  },
  list: {
    title: '退貨紀錄',
    total: '共 {{count}} 筆',
    requestedAt: '申請日',
    detail: '查看明細',
    empty: '沒有退貨紀錄。',
    emptyHint: '已送達的訂單可在訂單明細中申請退貨。',
    orders: '查看訂單',
    loadError: '無法載入退貨紀錄。',
    retry: '重試',
    quantity: '{{count}} 件',
    more: '等 {{count}} 項'
  },
  tabs: { label: '訂單類型', normal: '一般訂單', autoship: '定期配送訂單' },
  detail: {
    title: '退貨明細',
    orderNumber: '訂單編號',
    lines: '退貨商品',
    reason: '退貨原因',
    reasonText: '詳細原因',
    photos: '附加照片',
    photosNone: '沒有附加照片。',
    photoLoadError: '無法載入照片。',
    pickup: '取件地址',
    receiver: '收件人',
    mobile: '聯絡電話',
    address: '地址',
    refund: '退款金額',
    timeline: '處理進度',
    requestedAt: '申請退貨',
    approvedAt: '核准退貨',
    collectedAt: '取件完成',
    refundedAt: '退款完成',
    rejectedAt: '拒絕退貨',
    cancelledAt: '撤回退貨',
    rejectReason: '拒絕原因：{{reason}}',
    back: '返回退貨紀錄',
    toOrder: '查看訂單明細',
    loadError: '無法載入退貨資訊。',
    guestExpired: '為了您的安全，非會員訂單資訊只會在此畫面暫時保留。請重新查詢訂單。',
    guestLookup: '前往非會員訂單查詢',
    submitted: '已申請退貨。核准後，宅配人員將前往取件地址收件。'
  },
  cancel: {
    action: '撤回退貨',
    title: '要撤回退貨申請嗎？',
    body: '撤回的退貨無法復原，您可以在退貨期限內重新申請。',
    keep: '關閉',
    confirm: '撤回',
    submitting: '撤回中…',
    done: '已撤回退貨申請。'
  },
  panel: {
    title: '退貨',
    request: '申請退貨',
    hint: '送達後，不想要了可於 7 天內、商品瑕疵或寄錯可於 3 個月內申請退貨。',
    none: '此訂單沒有退貨紀錄。',
    loadError: '無法載入此訂單的退貨紀錄。'
  },
  common: {
    next: '下一步',
    back: '上一步',
    loading: '載入中…',
    loadError: '無法載入退貨資訊。',
    retry: '重試'
  }
};

export default returnsZhTW;
