/**
 * Texts of Home's lazy parts (events, videos, the notice popup): the `home` namespace, loaded with their
 * chunks so Home's first load does not carry them (ADR 025). Korean is the source.
 */
const homeKoKR = {
  // SPEC §1: a refresh at the root on Android (overlays/refresh-notice.tsx).
  ALT_RefreshPage: '페이지를 새로고침했습니다.',
  eventsTitle: '이벤트',
  eventsSubtitle: '지금 참여할 수 있는 혜택',
  videosTitle: '뷰티 영상',
  videosSubtitle: '루미에르 비타가 전하는 루틴과 이야기',
  videoPlay: '{{title}} 영상 재생',
  videoOpen: '{{title}} 영상 보기',
  videoClose: '영상 닫기',
  diveIn: {
    title: '다이브인',
    subtitle: '플래너가 직접 써 본 제품을 짧은 영상으로',
    more: '더보기',
    moreLabel: '다이브인 영상 더보기',
    views: '조회수 {{views}}',
    open: '{{name}}의 영상 보기'
  },
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
  },
  personalMall: {
    label: '플래너 개인몰',
    defaultTitle: '{{name}}의 개인몰',
    open: '{{mall}} 보기',
    hide: '개인몰 배너 접기',
    show: '개인몰 배너 펼치기',
    drawerTitle: '개인몰',
    close: '닫기',
    planner: '플래너',
    plannerValue: '{{name}} ({{number}})',
    profileOpen: '{{name}} 프로필 크게 보기',
    profileTitle: '플래너 프로필',
    profileAlt: '{{name}} 프로필 이미지',
    nickname: '닉네임',
    shoppingLink: '쇼핑 링크',
    copy: '링크 복사',
    share: '공유하기',
    signup: '이 플래너와 회원가입',
    ALT_CopySuccess: '링크가 복사되었습니다.',
    ALT_CopyFailed: '링크를 복사하지 못했습니다. 다시 시도해 주세요.',
    ALT_CopyItemMissing: '복사할 내용이 없습니다.',
    PM_InActivate: '방문하신 개인몰의 플래너가 현재 활동하지 않아 개인몰을 보여 드릴 수 없습니다.',
    PM_NotMatched: '추천 플래너가 다릅니다',
    PM_Redirect: '회원님의 추천 플래너 개인몰로 이동합니다.'
  }
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export type HomeMessages = Widen<typeof homeKoKR>;

export default homeKoKR;
