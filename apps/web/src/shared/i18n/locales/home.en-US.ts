import type { HomeMessages } from './home.ko-KR';

const homeEnUS: HomeMessages = {
  // SPEC §1: a refresh at the root on Android (overlays/refresh-notice.tsx).
  ALT_RefreshPage: 'The page has been refreshed.',
  eventsTitle: 'Events',
  eventsSubtitle: 'Offers you can join now',
  videosTitle: 'Beauty videos',
  videosSubtitle: 'Routines and stories from Lumière Vita',
  videoPlay: 'Play the video {{title}}',
  videoOpen: 'Watch {{title}}',
  videoClose: 'Close the video',
  diveIn: {
    title: 'Dive-in',
    subtitle: 'Short videos of products our planners love',
    more: 'More',
    moreLabel: 'More Dive-in videos',
    views: '{{views}} views',
    open: 'Watch the video by {{name}}'
  },
  notice: {
    position: '{{current}} of {{total}}',
    slide: 'notice',
    previous: 'Previous notice',
    next: 'Next notice',
    pause: 'Pause autoplay',
    play: 'Start autoplay',
    goTo: 'Show notice {{n}}',
    doNotShowToday: 'Do not show again today',
    close: 'Close'
  },
  personalMall: {
    label: 'Planner’s personal mall',
    defaultTitle: '{{name}}’s personal mall',
    open: 'Open {{mall}}',
    hide: 'Fold the personal mall banner',
    show: 'Unfold the personal mall banner',
    drawerTitle: 'Personal mall',
    close: 'Close',
    planner: 'Planner',
    plannerValue: '{{name}} ({{number}})',
    profileOpen: 'Show the profile of {{name}}',
    profileTitle: 'Planner profile',
    profileAlt: 'Profile picture of {{name}}',
    nickname: 'Nickname',
    shoppingLink: 'Shopping link',
    copy: 'Copy link',
    share: 'Share',
    signup: 'Sign up with this planner',
    ALT_CopySuccess: 'The link has been copied.',
    ALT_CopyFailed: 'The link could not be copied. Please try again.',
    ALT_CopyItemMissing: 'There is nothing to copy.',
    PM_InActivate:
      'The planner of this personal mall is not active at the moment, so the mall cannot be shown.',
    PM_NotMatched: 'A different planner',
    PM_Redirect: 'You will be taken to the personal mall of your own planner.'
  }
};

export default homeEnUS;
