import type updatesKoKR from './content-updates.ko-KR';
import type { Widen } from './content.ko-KR';

/** Texts of the updates part of the `content` namespace (issue 19): notices, events and news. */
const updatesZhTW: Widen<typeof updatesKoKR> = {
  title: '最新消息',
  kinds: { notice: '公告', event: '活動', news: '新聞' },
  tabsLabel: '消息類別',
  searchLabel: '搜尋關鍵字',
  searchPlaceholder: '搜尋標題或內容',
  search: '搜尋',
  clearSearch: '清除搜尋',
  total: '共 {{count}} 筆',
  resultsFor: '「{{keyword}}」的搜尋結果',
  empty: '目前沒有文章。',
  emptySearch: '沒有符合的搜尋結果。',
  loadError: '無法載入列表。',
  retry: '重試',
  pinned: '置頂',
  states: { all: '全部', upcoming: '即將開始', running: '進行中', ended: '已結束' },
  statesLabel: '活動狀態',
  period: '期間',
  periodValue: '{{start}} ~ {{end}}',
  published: '發布日',
  previous: '上一篇',
  next: '下一篇',
  noPrevious: '沒有上一篇。',
  noNext: '沒有下一篇。',
  backToList: '返回列表',
  share: '分享',
  shareLink: '文章連結',
  notFoundTitle: '找不到文章',
  notFoundBody: '文章已刪除或已超過刊登期間。'
};

export default updatesZhTW;
