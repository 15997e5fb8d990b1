/** Texts of the updates part of the `content` namespace (issue 19): notices, events and news. */
const updatesKoKR = {
  title: '새소식',
  kinds: { notice: '공지사항', event: '이벤트', news: '뉴스' },
  tabsLabel: '새소식 종류',
  searchLabel: '검색어',
  searchPlaceholder: '제목이나 내용으로 검색',
  search: '검색',
  clearSearch: '검색 지우기',
  total: '총 {{count}}건',
  resultsFor: "'{{keyword}}' 검색 결과",
  empty: '게시물이 없습니다.',
  emptySearch: '검색 결과가 없습니다.',
  loadError: '목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  pinned: '고정',
  states: { all: '전체', upcoming: '예정', running: '진행 중', ended: '종료' },
  statesLabel: '이벤트 상태',
  period: '기간',
  periodValue: '{{start}} ~ {{end}}',
  published: '게시일',
  previous: '이전 글',
  next: '다음 글',
  noPrevious: '이전 글이 없습니다.',
  noNext: '다음 글이 없습니다.',
  backToList: '목록으로',
  share: '공유하기',
  shareLink: '게시물 링크',
  notFoundTitle: '게시물을 찾을 수 없습니다',
  notFoundBody: '삭제되었거나 게시 기간이 끝난 글입니다.'
};

export default updatesKoKR;
