import type { DiveInMessages } from './dive-in.ko-KR';

const diveInEnUS: DiveInMessages = {
  title: 'Dive-in',
  subtitle: 'Short beauty videos from our planners and the brand',
  plannerTitle: "{{name}}'s Dive-in",
  plannerSubtitle: 'Videos by planner {{name}}',
  feedLabel: 'Videos',
  filters: {
    tags: 'Filter by tag',
    all: 'All',
    sort: 'Sort',
    NEWEST: 'Newest',
    POPULAR: 'Popular'
  },
  video: {
    label: 'Video by {{name}}',
    views: '{{views}} views',
    products: 'Products {{count}}',
    productsLabel: 'Products {{count}}: see what is in this video',
    soundOn: 'Turn sound on',
    soundOff: 'Turn sound off',
    play: 'Play',
    pause: 'Pause',
    next: 'Next video',
    previous: 'Previous video',
    position: 'Video {{count}}'
  },
  empty: 'No videos yet.',
  emptyFiltered: 'No videos with this tag yet.',
  loadFailed: 'The videos could not be loaded.',
  retry: 'Try again',
  loadingMore: 'Loading more videos…',
  end: "You've seen every video.",
  detail: {
    title: 'Products in this video',
    close: 'Close',
    loading: 'Loading…',
    loadFailed: 'The video could not be loaded.',
    notFound: 'This video could not be found. It was removed or is no longer public.',
    bagEmpty: 'No products are linked to this video.'
  },
  product: {
    endingSoon: 'Ending soon',
    points: '{{points}} earned',
    addToCart: 'Add',
    addToCartLabel: 'Add {{name}} to cart',
    chooseOption: 'Choose option',
    chooseOptionLabel: 'Choose an option for {{name}}',
    soldOutLabel: '{{name}} is sold out'
  }
};

export default diveInEnUS;
