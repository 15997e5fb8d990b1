import type { HomeMessages } from './home.ko-KR';

const homeZhTW: HomeMessages = {
  eventsTitle: '活動',
  eventsSubtitle: '現在就能參加的優惠',
  videosTitle: '美妝影片',
  videosSubtitle: 'Lumière Vita 的保養程序與故事',
  videoPlay: '播放影片：{{title}}',
  videoOpen: '觀看影片：{{title}}',
  videoClose: '關閉影片',
  notice: {
    position: '{{current}} / {{total}}',
    slide: '公告',
    previous: '上一則公告',
    next: '下一則公告',
    pause: '暫停自動播放',
    play: '開始自動播放',
    goTo: '查看第 {{n}} 則公告',
    doNotShowToday: '今天不再顯示',
    close: '關閉'
  }
};

export default homeZhTW;
