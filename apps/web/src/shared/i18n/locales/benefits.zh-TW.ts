import type { BenefitsMessages } from './benefits.ko-KR';

const benefitsZhTW: BenefitsMessages = {
  backToMyPage: '我的頁面',
  loadError: '無法載入資料。',
  retry: '重試',
  coupon: {
    title: '優惠券',
    tabs: {
      label: '優惠券分類',
      active: '持有優惠券',
      used: '已使用・已過期'
    },
    total: '共 {{count}} 張',
    discountAmount: '折抵 {{amount}}',
    discountRate: '{{rate}}% 折扣',
    maxDiscount: '最高 {{amount}}',
    minOrder: '消費滿 {{amount}} 可用',
    noMinimum: '無最低消費',
    validity: '有效期間',
    dDay: 'D-{{days}}',
    dDayToday: 'D-DAY',
    endsSoon: '{{days}} 天後到期',
    endsToday: '今天到期',
    status: {
      ISSUED: '可使用',
      USED: '已使用',
      EXPIRED: '已過期'
    },
    usedAt: '{{date}} 使用',
    usedOrder: '訂單編號 {{number}}',
    empty: {
      active: '沒有可使用的優惠券。',
      used: '沒有已使用或已過期的優惠券。'
    }
  },
  point: {
    title: '點數',
    unit: '{{amount}}P',
    balance: '可用點數',
    expiringSoon: '30 天內到期',
    earnedTotal: '累計獲得',
    usedTotal: '累計使用',
    history: '點數明細',
    period: {
      label: '查詢期間',
      months: '{{count}} 個月'
    },
    range: '{{from}} ~ {{to}}',
    columns: {
      date: '日期',
      detail: '內容',
      amount: '點數',
      balanceAfter: '餘額'
    },
    balanceAfter: '餘額 {{amount}}',
    kind: {
      EARN: '獲得',
      USE: '使用',
      REVERSE: '取消',
      EXPIRE: '到期',
      GRANT: '發放'
    },
    reason: {
      welcome: '新會員點數',
      event: '活動點數',
      order: '訂單',
      cancel: '取消訂單',
      unpaid: '付款未完成',
      return: '退貨',
      review: '撰寫評論',
      reviewReturn: '退貨商品的評論點數收回',
      reviewHidden: '評論因違反營運政策被隱藏，點數收回',
      expiry: '有效期限已過'
    },
    orderNumber: '訂單編號 {{number}}',
    validUntil: '可使用至 {{date}}',
    empty: '查詢期間內沒有點數明細。'
  }
};

export default benefitsZhTW;
