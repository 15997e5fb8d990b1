import type { NotificationMessages } from './notification.ko-KR';

const notificationEnUS: NotificationMessages = {
  title: 'Notifications',
  tabs: { label: 'Notification lists', commerce: 'Shopping', rbo: 'Business' },
  total: '{{count}} in total',
  unread: 'Unread',
  readAll: 'Mark all read',
  deleteAll: 'Delete all',
  delete: 'Delete',
  deleteOne: 'Delete the notice {{title}}',
  confirmDeleteAll: 'Delete all notifications in this list?',
  confirm: 'Delete',
  cancel: 'Cancel',
  empty: 'No notifications yet.',
  loadError: 'Notifications could not be loaded.',
  retry: 'Try again',
  failed: 'That did not work. Please try again shortly.'
};

export default notificationEnUS;
