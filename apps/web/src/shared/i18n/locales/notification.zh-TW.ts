import type { NotificationMessages } from './notification.ko-KR';

const notificationZhTW: NotificationMessages = {
  title: '通知',
  tabs: { label: '通知分類', commerce: '購物', rbo: '事業' },
  total: '共 {{count}} 則',
  unread: '未讀',
  readAll: '全部標為已讀',
  deleteAll: '全部刪除',
  delete: '刪除',
  deleteOne: '刪除通知「{{title}}」',
  confirmDeleteAll: '要刪除此分類的所有通知嗎？',
  confirm: '刪除',
  cancel: '取消',
  empty: '尚無通知。',
  loadError: '無法載入通知。',
  retry: '重試',
  failed: '無法處理請求，請稍後再試。'
};

export default notificationZhTW;
