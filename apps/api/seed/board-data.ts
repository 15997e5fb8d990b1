import type { BoardKind, LocalizedText } from '@mall/domain';
import type { Art } from './content-images.ts';

/** Demo notices, events and news (issue 19) in three languages; days are relative to the seed's clock. */
export type SeedBoardPost = {
  key: string;
  kind: BoardKind;
  pinned?: boolean;
  art: Art;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  publishedDays: number;
  event?: { startDays: number; endDays: number };
};

const t = (ko: string, en: string, zh: string): LocalizedText => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });
const img = (key: string, alt: string) => `<p><img src="/media/board/${key}.png" alt="${alt}" /></p>`;

export const seedBoardPosts: SeedBoardPost[] = [
  {
    key: 'notice-holiday-delivery',
    kind: 'NOTICE',
    pinned: true,
    art: { from: '#f6e9e4', to: '#e7c9c0', accent: '#b76e79' },
    publishedDays: -2,
    title: t('연말연시 배송 일정 안내', 'Year-end delivery schedule', '年末年初配送時程公告'),
    summary: t(
      '12월 31일부터 1월 1일까지 택배사 휴무로 출고가 쉬어 갑니다.',
      'Parcels do not ship from 31 December to 1 January while couriers are closed.',
      '12月31日至1月1日物流公司休息，期間暫停出貨。'
    ),
    body: t(
      `<h3>배송 휴무 안내</h3><p>택배사 휴무로 <strong>12월 31일(목)~1월 1일(금)</strong>에는 출고하지 않습니다.</p><ul><li>12월 30일 오후 2시까지 결제된 주문은 당일 출고됩니다.</li><li>휴무 기간 주문은 1월 4일(월)부터 순서대로 출고됩니다.</li></ul>${img('notice-holiday-delivery', '배송 일정')}<p>이용에 불편을 드려 죄송합니다.</p>`,
      `<h3>Delivery break</h3><p>Couriers are closed, so nothing ships on <strong>31 December and 1 January</strong>.</p><ul><li>Orders paid by 2 p.m. on 30 December ship the same day.</li><li>Orders placed during the break ship in turn from 4 January.</li></ul>${img('notice-holiday-delivery', 'Delivery schedule')}<p>We are sorry for the inconvenience.</p>`,
      `<h3>配送休息公告</h3><p>因物流公司休息，<strong>12月31日至1月1日</strong>不出貨。</p><ul><li>12月30日下午2點前付款的訂單當日出貨。</li><li>休息期間的訂單自1月4日起依序出貨。</li></ul>${img('notice-holiday-delivery', '配送時程')}<p>造成不便，敬請見諒。</p>`
    )
  },
  {
    key: 'notice-privacy',
    kind: 'NOTICE',
    art: { from: '#eef1f6', to: '#cfd8e6', accent: '#5a6f95' },
    publishedDays: -12,
    title: t('개인정보처리방침 개정 안내', 'Privacy policy update', '隱私權政策修訂公告'),
    summary: t(
      '다음 달 1일부터 개정된 개인정보처리방침이 적용됩니다.',
      'The revised privacy policy applies from the first of next month.',
      '修訂後的隱私權政策自下月1日起適用。'
    ),
    body: t(
      '<p>보관 기간과 위탁 업체 목록이 바뀝니다. 자세한 내용은 <a href="/privacy_policy">개인정보처리방침</a>에서 확인해 주세요.</p>',
      '<p>Retention periods and the list of processors change. Read the <a href="/privacy_policy">privacy policy</a> for details.</p>',
      '<p>保存期間與受託業者名單有所變更，詳情請見<a href="/privacy_policy">隱私權政策</a>。</p>'
    )
  },
  {
    key: 'notice-centre-hours',
    kind: 'NOTICE',
    art: { from: '#eaf4ef', to: '#c4e0d2', accent: '#3f8a6b' },
    publishedDays: -25,
    title: t('고객센터 운영시간 변경', 'Customer centre hours change', '客服中心營業時間變更'),
    summary: t(
      '평일 오전 9시부터 오후 6시까지 상담합니다.',
      'We now answer on weekdays from 9 a.m. to 6 p.m.',
      '平日上午9點至下午6點提供諮詢。'
    ),
    body: t(
      '<p>점심시간(낮 12시~1시)에는 1:1 문의로 남겨 주시면 순서대로 답변드립니다.</p>',
      '<p>During lunch (12 noon to 1 p.m.) please leave a 1:1 inquiry and we will answer in turn.</p>',
      '<p>午休時間（中午12點至1點）請留下一對一諮詢，我們將依序回覆。</p>'
    )
  },
  {
    key: 'event-summer-suncare',
    kind: 'EVENT',
    art: { from: '#fff3d6', to: '#ffd79a', accent: '#e08a1e' },
    publishedDays: -1,
    event: { startDays: 7, endDays: 21 },
    title: t('여름 선케어 기획전', 'Summer sun care week', '夏季防曬企劃展'),
    summary: t(
      '선크림과 애프터선 세트를 특별한 가격에 만나 보세요.',
      'Sunscreens and after-sun sets at a special price.',
      '防曬乳與曬後修護組合特價登場。'
    ),
    body: t(
      `${img('event-summer-suncare', '선케어 기획전')}<p>기획전 기간 동안 선케어 전 제품 <strong>20% 할인</strong>.</p>`,
      `${img('event-summer-suncare', 'Sun care week')}<p><strong>20% off</strong> every sun care product during the week.</p>`,
      `${img('event-summer-suncare', '防曬企劃展')}<p>企劃期間防曬全品項<strong>八折</strong>。</p>`
    )
  },
  {
    key: 'event-welcome',
    kind: 'EVENT',
    art: { from: '#f3e8f7', to: '#dcc3ea', accent: '#8a4fb0' },
    publishedDays: -3,
    event: { startDays: -3, endDays: 14 },
    title: t('신규 회원 웰컴 쿠폰', 'Welcome coupon for new members', '新會員歡迎優惠券'),
    summary: t(
      '가입하면 첫 주문 10% 할인 쿠폰을 드립니다.',
      'Sign up and get 10% off your first order.',
      '加入會員即贈首購九折優惠券。'
    ),
    body: t(
      `${img('event-welcome', '웰컴 쿠폰')}<p>회원가입 후 마이페이지 쿠폰함에서 확인하세요.</p>`,
      `${img('event-welcome', 'Welcome coupon')}<p>After signing up, find it under My page → Coupons.</p>`,
      `${img('event-welcome', '歡迎優惠券')}<p>加入會員後，請至我的頁面的優惠券查看。</p>`
    )
  },
  {
    key: 'event-spring-review',
    kind: 'EVENT',
    art: { from: '#e8f3f6', to: '#bfdde6', accent: '#2f7f96' },
    publishedDays: -40,
    event: { startDays: -40, endDays: -10 },
    title: t('봄맞이 리뷰 이벤트', 'Spring review event', '春季評論活動'),
    summary: t(
      '리뷰를 남긴 분께 포인트를 드렸습니다.',
      'Reviewers received bonus points.',
      '留下評論的會員已獲得點數。'
    ),
    body: t(
      `${img('event-spring-review', '리뷰 이벤트')}<p>참여해 주신 모든 분께 감사드립니다. 포인트는 지급을 마쳤습니다.</p>`,
      `${img('event-spring-review', 'Review event')}<p>Thank you for taking part. All points have been paid.</p>`,
      `${img('event-spring-review', '評論活動')}<p>感謝所有參與者，點數已全數發放。</p>`
    )
  },
  {
    key: 'news-refill-station',
    kind: 'NEWS',
    art: { from: '#edf6e8', to: '#cfe6c0', accent: '#4f8a2f' },
    publishedDays: -5,
    title: t(
      '루미에르 비타, 리필 스테이션 열어',
      'Lumière Vita opens a refill station',
      '露米耶維他開設補充站'
    ),
    summary: t(
      '공병을 가져오면 스킨과 로션을 리필해 드립니다.',
      'Bring an empty bottle and refill your toner or lotion.',
      '攜帶空瓶即可補充化妝水與乳液。'
    ),
    body: t(
      `${img('news-refill-station', '리필 스테이션')}<p>서울 본사 1층에서 평일에 운영합니다. 플라스틱 사용을 연간 3톤 줄이는 것이 목표입니다.</p>`,
      `${img('news-refill-station', 'Refill station')}<p>Open on weekdays on the ground floor of our Seoul office, aiming to cut plastic by three tonnes a year.</p>`,
      `${img('news-refill-station', '補充站')}<p>位於首爾總公司一樓，平日營業，目標每年減少3噸塑膠。</p>`
    )
  },
  {
    key: 'news-patent',
    kind: 'NEWS',
    art: { from: '#f6eee6', to: '#e6d2bd', accent: '#9a6a3a' },
    publishedDays: -18,
    title: t(
      '연구소, 발효 보습 성분 특허 취득',
      'Our lab patents a fermented moisturiser',
      '研究所取得發酵保濕成分專利'
    ),
    summary: t(
      '3년 연구 끝에 자체 발효 성분 특허를 받았습니다.',
      'After three years of research, our own fermented ingredient is patented.',
      '經過三年研究，自主發酵成分取得專利。'
    ),
    body: t(
      '<p>새 성분은 올해 하반기 출시하는 크림에 처음 쓰입니다.</p>',
      '<p>The ingredient first appears in a cream launching later this year.</p>',
      '<p>新成分將首度用於今年下半年上市的乳霜。</p>'
    )
  }
];
