import type updatesKoKR from './content-updates.ko-KR';
import type { Widen } from './content.ko-KR';

/** Texts of the updates part of the `content` namespace (issue 19): notices, events and news. */
const updatesEnUS: Widen<typeof updatesKoKR> = {
  title: 'Updates',
  kinds: { notice: 'Notices', event: 'Events', news: 'News' },
  tabsLabel: 'Kinds of updates',
  searchLabel: 'Search words',
  searchPlaceholder: 'Search titles and texts',
  search: 'Search',
  clearSearch: 'Clear search',
  total: '{{count}} in total',
  resultsFor: "Results for '{{keyword}}'",
  empty: 'Nothing here yet.',
  emptySearch: 'No posts match your search.',
  loadError: 'The list could not be loaded.',
  retry: 'Try again',
  pinned: 'Pinned',
  states: { all: 'All', upcoming: 'Upcoming', running: 'On now', ended: 'Ended' },
  statesLabel: 'Event state',
  period: 'Period',
  periodValue: '{{start}} – {{end}}',
  published: 'Posted',
  previous: 'Previous',
  next: 'Next',
  noPrevious: 'No earlier post.',
  noNext: 'No later post.',
  backToList: 'Back to the list',
  share: 'Share',
  shareLink: 'Post link',
  notFoundTitle: 'Post not found',
  notFoundBody: 'It has been removed or its time on the site is over.'
};

export default updatesEnUS;
