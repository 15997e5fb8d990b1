/**
 * Texts of Home's lazy parts (events, videos, the notice popup): the `home` namespace, loaded with their
 * chunks so Home's first load does not carry them (ADR 025). Korean is the source.
 */
const homeKoKR = {
  eventsTitle: '이벤트',
  eventsSubtitle: '지금 참여할 수 있는 혜택',
  videosTitle: '뷰티 영상',
  videosSubtitle: '루미에르 비타가 전하는 루틴과 이야기',
  videoPlay: '{{title}} 영상 재생',
  videoOpen: '{{title}} 영상 보기',
  videoClose: '영상 닫기',
  notice: {
    position: '{{current}} / {{total}}',
    slide: '공지',
    previous: '이전 공지',
    next: '다음 공지',
    pause: '자동 넘김 멈춤',
    play: '자동 넘김 시작',
    goTo: '{{n}}번째 공지 보기',
    doNotShowToday: '오늘 하루 보지 않기',
    close: '닫기'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export type HomeMessages = Widen<typeof homeKoKR>;

export default homeKoKR;
