import type { HomeMessages } from './home.ko-KR';

const homeEnUS: HomeMessages = {
  eventsTitle: 'Events',
  eventsSubtitle: 'Offers you can join now',
  videosTitle: 'Beauty videos',
  videosSubtitle: 'Routines and stories from Lumière Vita',
  videoPlay: 'Play the video {{title}}',
  videoOpen: 'Watch {{title}}',
  videoClose: 'Close the video',
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
  }
};

export default homeEnUS;
