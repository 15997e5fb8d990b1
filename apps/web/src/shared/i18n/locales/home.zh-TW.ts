import type { HomeMessages } from './home.ko-KR';

const homeZhTW: HomeMessages = {
  // SPEC §1: a refresh at the root on Android (overlays/refresh-notice.tsx).
  ALT_RefreshPage: '頁面已重新整理。',
  eventsTitle: '活動',
  eventsSubtitle: '現在就能參加的優惠',
  videosTitle: '美妝影片',
  videosSubtitle: 'Lumière Vita 的保養程序與故事',
  videoPlay: '播放影片：{{title}}',
  videoOpen: '觀看影片：{{title}}',
  videoClose: '關閉影片',
  diveIn: {
    title: 'Dive-in',
    subtitle: '規劃師親身體驗的產品短影音',
    more: '更多',
    moreLabel: '更多 Dive-in 影片',
    views: '{{views}} 次觀看',
    open: '觀看 {{name}} 的影片'
  },
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
  },
  personalMall: {
    label: '規劃師個人商城',
    defaultTitle: '{{name}}的個人商城',
    open: '查看{{mall}}',
    hide: '收合個人商城橫幅',
    show: '展開個人商城橫幅',
    drawerTitle: '個人商城',
    close: '關閉',
    planner: '規劃師',
    plannerValue: '{{name}}（{{number}}）',
    profileOpen: '放大查看{{name}}的大頭貼',
    profileTitle: '規劃師資料',
    profileAlt: '{{name}}的大頭貼',
    nickname: '暱稱',
    shoppingLink: '購物連結',
    copy: '複製連結',
    share: '分享',
    signup: '與此規劃師一起註冊',
    ALT_CopySuccess: '已複製連結。',
    ALT_CopyFailed: '無法複製連結，請再試一次。',
    ALT_CopyItemMissing: '沒有可複製的內容。',
    PM_InActivate: '此個人商城的規劃師目前未在活動中，無法顯示商城。',
    PM_NotMatched: '推薦規劃師不同',
    PM_Redirect: '將為您前往您的推薦規劃師的個人商城。'
  }
};

export default homeZhTW;
