import type inquiryKoKR from './content-inquiry.ko-KR';
import type { Widen } from './content.ko-KR';

/** Texts of the inquiry part of the `content` namespace (issue 19): 1:1 inquiries. */
const inquiryZhTW: Widen<typeof inquiryKoKR> = {
  title: '一對一諮詢',
  write: '我要諮詢',
  list: '我的諮詢紀錄',
  intro: '留下您的問題，我們將於 1~2 個工作天內回覆。回覆後會以通知及電子郵件告知您。',
  category: {
    label: '諮詢類型',
    choose: '請選擇類型',
    ORDER_DELIVERY: '訂單・配送',
    RETURN_EXCHANGE: '退貨・換貨',
    PRODUCT: '商品',
    MEMBERSHIP: '會員',
    PAYMENT: '付款',
    OTHER: '其他'
  },
  order: {
    label: '相關訂單（選填）',
    none: '不選擇',
    option: '{{number}} · {{date}} · {{product}}'
  },
  field: {
    title: '標題',
    titlePlaceholder: '請輸入標題',
    body: '諮詢內容',
    bodyPlaceholder: '請詳細描述您的問題',
    count: '{{count}}/{{max}}'
  },
  photos: {
    label: '附加照片（選填）',
    hint: 'JPG、PNG 檔案最多 {{max}} 張，每張 {{maxMb}}MB 以內',
    add: '新增照片',
    alt: '附加的照片 {{index}}',
    remove: '刪除照片 {{index}}',
    loading: '載入中',
    loadError: '無法載入照片'
  },
  rule: {
    INQ_SelectCategory: '請選擇諮詢類型。',
    INQ_EnterTitle: '請輸入標題。',
    INQ_TitleLength: '標題最多可輸入 {{max}} 個字。',
    INQ_EnterContent: '請輸入諮詢內容。',
    INQ_ContentLength: '諮詢內容最多可輸入 {{max}} 個字。',
    INQ_OrderNumber: '只能選擇您本人的訂單。',
    VA_InvalidCharacters: '包含無法使用的字元。'
  },
  submit: '送出',
  save: '儲存修改',
  cancel: '取消',
  sending: '傳送中…',
  state: { RECEIVED: '等待回覆', ANSWERED: '已回覆' },
  empty: '尚無諮詢紀錄。',
  writtenAt: '提問日 {{date}}',
  answeredAt: '回覆日 {{date}}',
  photoCount: '照片 {{count}} 張',
  detail: {
    question: '諮詢內容',
    answer: '回覆',
    waiting: '我們正在準備回覆，回覆後會以通知及電子郵件告知您。',
    orderNumber: '訂單編號 {{number}}',
    edit: '修改',
    remove: '刪除',
    back: '返回列表',
    removeConfirm: '確定要刪除此諮詢嗎？刪除後無法復原。',
    updatedAt: '{{date}} 修改'
  },
  edit: '修改諮詢',
  loadError: '無法載入諮詢。',
  retry: '重試',
  notFound: '找不到此諮詢。'
};

export default inquiryZhTW;
