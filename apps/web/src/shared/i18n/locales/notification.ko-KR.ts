/** Texts of the notification centre (/notification/commerce, /notification/rbo): the `notification` namespace. */
const notificationKoKR = {
  title: '알림',
  tabs: { label: '알림 구분', commerce: '쇼핑', rbo: '비즈니스' },
  total: '총 {{count}}건',
  unread: '읽지 않음',
  readAll: '모두 읽음',
  deleteAll: '전체 삭제',
  delete: '삭제',
  deleteOne: '{{title}} 알림 삭제',
  confirmDeleteAll: '이 구분의 알림을 모두 삭제할까요?',
  confirm: '삭제',
  cancel: '취소',
  empty: '받은 알림이 없습니다.',
  loadError: '알림을 불러오지 못했습니다.',
  retry: '다시 시도',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.'
};

export type NotificationMessages = typeof notificationKoKR;
export default notificationKoKR;
