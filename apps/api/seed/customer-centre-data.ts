import type { CentreRegion, CentreService, LocalizedText } from '@mall/domain';

/** Customer centre demo content (issue 19, docs/decisions/079): Korean source with English and Chinese. */

const t = (ko: string, en: string, zh: string): LocalizedText => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });

export const FAQ_CATEGORIES = [
  { code: 'MEMBER', name: t('회원', 'Membership', '會員') },
  { code: 'ORDER', name: t('주문·결제', 'Orders & payment', '訂購與付款') },
  { code: 'DELIVERY', name: t('배송', 'Delivery', '配送') },
  { code: 'RETURN', name: t('교환·반품', 'Returns & exchanges', '退換貨') },
  { code: 'PLANNER', name: t('플래너', 'Planners', '規劃師') }
] as const;

type Faq = { category: string; top?: boolean; q: LocalizedText; a: LocalizedText };
const p = (text: string) => `<p>${text}</p>`;

export const FAQS: Faq[] = [
  {
    category: 'MEMBER',
    top: true,
    q: t('비밀번호를 잊어버렸어요.', 'I forgot my password.', '我忘記密碼了。'),
    a: t(
      p(
        '로그인 화면의 <strong>계정 찾기</strong>에서 가입하신 휴대폰 번호로 인증하시면 새 비밀번호를 설정할 수 있습니다.'
      ),
      p(
        'Open <strong>Find account</strong> on the login screen and verify with your registered mobile number to set a new password.'
      ),
      p('請在登入畫面點選<strong>找回帳號</strong>，以註冊的手機號碼驗證後即可設定新密碼。')
    )
  },
  {
    category: 'MEMBER',
    q: t('회원 정보는 어디에서 바꾸나요?', 'Where do I change my details?', '在哪裡修改會員資料？'),
    a: t(
      p('마이페이지 &gt; 회원정보에서 비밀번호를 한 번 더 확인한 뒤 변경하실 수 있습니다.'),
      p('Go to My page &gt; Member info and confirm your password once more to edit your details.'),
      p('請至「我的頁面 &gt; 會員資料」，再次確認密碼後即可修改。')
    )
  },
  {
    category: 'MEMBER',
    q: t('회원 탈퇴는 어떻게 하나요?', 'How do I close my account?', '如何退出會員？'),
    a: t(
      p(
        '마이페이지 &gt; 회원 탈퇴에서 신청하실 수 있습니다. 진행 중인 주문이 있으면 완료 후 탈퇴할 수 있습니다.'
      ),
      p(
        'Apply under My page &gt; Withdrawal. If an order is still in progress, you can close the account once it is finished.'
      ),
      p('請至「我的頁面 &gt; 退出會員」申請。若有進行中的訂單，需待完成後才能退出。')
    )
  },
  {
    category: 'MEMBER',
    q: t('추천인을 나중에 등록할 수 있나요?', 'Can I add a referrer later?', '可以之後再登記推薦人嗎？'),
    a: t(
      p('추천인은 가입할 때만 등록할 수 있습니다. 변경이 필요하면 1:1 문의로 알려 주세요.'),
      p('A referrer can only be added at sign-up. If it needs changing, please send us a 1:1 inquiry.'),
      p('推薦人僅能於註冊時登記。如需變更，請透過一對一諮詢告知我們。')
    )
  },
  {
    category: 'ORDER',
    top: true,
    q: t('어떤 결제 수단을 쓸 수 있나요?', 'Which payment methods can I use?', '可以使用哪些付款方式？'),
    a: t(
      p(
        '신용·체크카드, 계좌이체, 가상계좌, 간편결제를 이용하실 수 있으며 한 주문을 두 번에 나누어 결제할 수도 있습니다.'
      ),
      p(
        'Credit and debit cards, bank transfer, virtual accounts and easy-pay services. You can also split one order into two payments.'
      ),
      p('可使用信用卡、簽帳金融卡、轉帳、虛擬帳號及行動支付，也可將一筆訂單分兩次付款。')
    )
  },
  {
    category: 'ORDER',
    q: t('주문을 취소하고 싶어요.', 'I want to cancel my order.', '我想取消訂單。'),
    a: t(
      p(
        '배송 준비 전이라면 마이페이지 &gt; 주문 내역에서 바로 취소하실 수 있습니다. 결제 수단으로 환불됩니다.'
      ),
      p(
        'Before the order is being prepared for shipping, cancel it under My page &gt; Orders. The refund goes back to your payment method.'
      ),
      p('出貨準備前，可在「我的頁面 &gt; 訂單紀錄」直接取消，款項將退回原付款方式。')
    )
  },
  {
    category: 'ORDER',
    q: t('정기배송은 어떻게 신청하나요?', 'How do I start an autoship subscription?', '如何申請定期配送？'),
    a: t(
      p('정기배송 장바구니에 상품을 담고 결제 카드를 등록하시면 정해진 날짜마다 자동으로 주문됩니다.'),
      p(
        'Add products to the autoship cart and register a payment card; orders are then placed automatically on your chosen date.'
      ),
      p('將商品加入定期配送購物車並登記付款卡後，系統會在指定日期自動下單。')
    )
  },
  {
    category: 'ORDER',
    q: t('영수증을 받을 수 있나요?', 'Can I get a receipt?', '可以取得收據嗎？'),
    a: t(
      p('주문 상세 화면에서 카드 영수증과 거래명세서를 내려받으실 수 있습니다.'),
      p('Download the card receipt and the statement from the order detail screen.'),
      p('可在訂單明細畫面下載刷卡收據與交易明細。')
    )
  },
  {
    category: 'DELIVERY',
    top: true,
    q: t('배송은 얼마나 걸리나요?', 'How long does delivery take?', '配送需要多久？'),
    a: t(
      p(
        '오후 2시 이전 결제 건은 당일 출고되며 보통 1~2일 안에 받으실 수 있습니다. 제주·도서 지역은 1~2일 더 걸립니다.'
      ),
      p(
        'Orders paid before 2 p.m. ship the same day and usually arrive within 1–2 days. Jeju and islands take 1–2 days longer.'
      ),
      p('下午2點前付款的訂單當日出貨，通常1～2天內送達。濟州及離島地區需多1～2天。')
    )
  },
  {
    category: 'DELIVERY',
    q: t('배송비는 얼마인가요?', 'How much is shipping?', '運費是多少？'),
    a: t(
      p('5만 원 이상 구매 시 무료이며, 그 미만은 3,000원입니다.'),
      p('Free on orders of ₩50,000 or more; ₩3,000 otherwise.'),
      p('購物滿 50,000 韓元免運，未滿則為 3,000 韓元。')
    )
  },
  {
    category: 'DELIVERY',
    q: t('배송지를 바꿀 수 있나요?', 'Can I change the delivery address?', '可以更改收件地址嗎？'),
    a: t(
      p('출고 전까지는 주문 상세에서 배송지를 바꿀 수 있습니다. 출고 후에는 택배사에 문의해 주세요.'),
      p(
        'Until the parcel ships, change the address in the order detail. After that, please contact the courier.'
      ),
      p('出貨前可在訂單明細中更改地址；出貨後請洽詢物流公司。')
    )
  },
  {
    category: 'DELIVERY',
    q: t('해외로도 배송되나요?', 'Do you ship abroad?', '有海外配送嗎？'),
    a: t(
      p('현재는 국내 배송만 가능합니다.'),
      p('For now we deliver within Korea only.'),
      p('目前僅提供韓國國內配送。')
    )
  },
  {
    category: 'RETURN',
    top: true,
    q: t(
      '반품은 언제까지 신청할 수 있나요?',
      'How long do I have to return an item?',
      '退貨申請期限是多久？'
    ),
    a: t(
      p(
        '상품을 받은 날부터 7일 이내에 마이페이지 &gt; 반품 신청에서 접수하실 수 있습니다. 개봉한 화장품은 반품이 어려울 수 있습니다.'
      ),
      p(
        'Within 7 days of receiving the item, under My page &gt; Return request. Opened cosmetics may not be returnable.'
      ),
      p('收到商品後7天內，可在「我的頁面 &gt; 申請退貨」提出。已開封的化妝品可能無法退貨。')
    )
  },
  {
    category: 'RETURN',
    q: t('불량 상품을 받았어요.', 'I received a faulty item.', '我收到瑕疵商品。'),
    a: t(
      p('사진을 첨부해 반품을 신청해 주시면 왕복 배송비 없이 교환 또는 환불해 드립니다.'),
      p(
        'Request a return with a photo attached and we will exchange or refund it with shipping both ways on us.'
      ),
      p('請附上照片申請退貨，我們將免費為您換貨或退款（含來回運費）。')
    )
  },
  {
    category: 'RETURN',
    q: t('환불은 언제 되나요?', 'When will I get my refund?', '何時會退款？'),
    a: t(
      p('반품 상품이 도착해 확인되면 3영업일 안에 결제 수단으로 환불됩니다.'),
      p('Within 3 business days after the returned item arrives and is checked, to your payment method.'),
      p('退貨商品送達並確認後，3個工作天內退回原付款方式。')
    )
  },
  {
    category: 'RETURN',
    q: t('교환은 어떻게 하나요?', 'How do exchanges work?', '如何換貨？'),
    a: t(
      p('같은 상품의 다른 옵션으로만 교환할 수 있으며, 반품 신청 화면에서 교환을 선택해 주세요.'),
      p(
        'Exchanges are for another option of the same product: choose exchange on the return request screen.'
      ),
      p('僅能更換同一商品的其他選項，請在退貨申請畫面選擇換貨。')
    )
  },
  {
    category: 'PLANNER',
    top: true,
    q: t('플래너가 되려면 어떻게 하나요?', 'How do I become a planner?', '如何成為規劃師？'),
    a: t(
      p(
        '마이페이지 &gt; 플래너 전환에서 본인 인증과 약관 동의를 마치면 신청됩니다. 심사 후 결과를 알려 드립니다.'
      ),
      p(
        'Under My page &gt; Become a planner, complete identity verification and agree to the terms. We will tell you the result after review.'
      ),
      p('請至「我的頁面 &gt; 轉換為規劃師」，完成身分驗證並同意條款即可申請，審核後將通知結果。')
    )
  },
  {
    category: 'PLANNER',
    q: t('수당은 언제 지급되나요?', 'When are allowances paid?', '獎金何時發放？'),
    a: t(
      p('매월 15일에 전월 실적 기준으로 등록하신 수당 계좌로 지급됩니다.'),
      p('On the 15th of each month, based on the previous month, to your registered allowance account.'),
      p('每月15日依上月業績匯入您登記的獎金帳戶。')
    )
  },
  {
    category: 'PLANNER',
    q: t('필요한 서류는 무엇인가요?', 'Which documents do I need?', '需要哪些文件？'),
    a: t(
      p('신분증, 통장 사본, 사업자등록증이 필요합니다. 외국인은 외국인등록증과 비자 사본도 제출해 주세요.'),
      p(
        'An ID card, a bank book copy and the business registration. Foreign planners also submit the alien registration card and visa.'
      ),
      p('需要身分證、存摺影本及營業登記證。外籍人士另需外國人登錄證與簽證影本。')
    )
  },
  {
    category: 'PLANNER',
    q: t('개인몰은 어떻게 꾸미나요?', 'How do I set up my personal mall?', '如何設定個人商城？'),
    a: t(
      p('마이페이지 &gt; 개인몰에서 몰 이름, 인사말, 프로필과 배경 이미지를 바꿀 수 있습니다.'),
      p('Under My page &gt; Personal mall, change the mall name, greeting, profile and background images.'),
      p('在「我的頁面 &gt; 個人商城」可修改商城名稱、問候語、大頭貼與背景圖片。')
    )
  }
];

export const GUIDES = [
  {
    title: t('처음 주문하기', 'Your first order', '第一次下單'),
    summary: t(
      '회원가입부터 결제까지 한 번에 알아보세요.',
      'From sign-up to payment, step by step.',
      '從註冊到付款一次了解。'
    ),
    body: t(
      '<h3>1. 회원가입</h3><p>이메일과 휴대폰 인증으로 가입합니다.</p><h3>2. 장바구니</h3><p>원하는 상품을 담고 수량을 고릅니다.</p><h3>3. 결제</h3><p>배송지를 확인하고 결제 수단을 선택합니다.</p>',
      '<h3>1. Sign up</h3><p>Join with your email and mobile verification.</p><h3>2. Cart</h3><p>Add products and pick quantities.</p><h3>3. Pay</h3><p>Check the delivery address and choose how to pay.</p>',
      '<h3>1. 註冊</h3><p>以電子郵件與手機驗證加入。</p><h3>2. 購物車</h3><p>加入商品並選擇數量。</p><h3>3. 付款</h3><p>確認收件地址並選擇付款方式。</p>'
    )
  },
  {
    title: t('정기배송 이용 안내', 'Using autoship', '定期配送使用說明'),
    summary: t(
      '매달 같은 날 자동으로 받아 보세요.',
      'Receive your favourites on the same day every month.',
      '每月同一天自動收到商品。'
    ),
    body: t(
      '<p>정기배송 장바구니에 상품을 담고 결제일을 정하세요.</p><ul><li>결제일 3일 전까지 변경 가능</li><li>언제든 해지 가능</li></ul>',
      '<p>Add products to the autoship cart and choose a payment day.</p><ul><li>Change it up to 3 days before</li><li>Cancel any time</li></ul>',
      '<p>將商品加入定期配送購物車並選擇付款日。</p><ul><li>付款日前3天可修改</li><li>可隨時取消</li></ul>'
    )
  },
  {
    title: t('반품·교환 절차', 'Returns and exchanges', '退換貨流程'),
    summary: t(
      '반품 신청부터 환불까지의 과정입니다.',
      'What happens from the request to the refund.',
      '從申請退貨到退款的流程。'
    ),
    body: t(
      '<ol><li>마이페이지에서 반품 신청</li><li>택배 기사 방문 수거</li><li>상품 확인 후 3영업일 안에 환불</li></ol>',
      '<ol><li>Request the return on My page</li><li>A courier collects the parcel</li><li>Refund within 3 business days after checking</li></ol>',
      '<ol><li>在我的頁面申請退貨</li><li>物流人員到府取件</li><li>確認商品後3個工作天內退款</li></ol>'
    )
  }
];

export const RESOURCES = [
  {
    kind: 'RESOURCE' as const,
    file: 'product-catalogue-2026.pdf',
    lines: ['Product catalogue 2026', 'Skin care, body care and wellness lines'],
    title: t('2026 제품 카탈로그', 'Product catalogue 2026', '2026 產品型錄'),
    description: t(
      '전 제품의 성분과 용량을 담았습니다.',
      'Ingredients and sizes of every product.',
      '收錄全產品的成分與容量。'
    )
  },
  {
    kind: 'RESOURCE' as const,
    file: 'planner-starter-guide.pdf',
    lines: ['Planner starter guide', 'Personal mall, easy bag and allowance basics'],
    title: t('플래너 시작 가이드', 'Planner starter guide', '規劃師入門指南'),
    description: t(
      '개인몰과 이지백 사용법을 정리했습니다.',
      'How to use the personal mall and easy bag.',
      '整理個人商城與輕鬆包的使用方法。'
    )
  },
  {
    kind: 'RESOURCE' as const,
    file: 'return-request-form.pdf',
    lines: ['Return request form', 'Print, fill in and put it in the parcel'],
    title: t('반품 신청서', 'Return request form', '退貨申請書'),
    description: t(
      '인쇄해서 상품과 함께 보내 주세요.',
      'Print it and send it with the item.',
      '請列印後隨商品一併寄回。'
    )
  },
  {
    kind: 'CERTIFICATE' as const,
    file: 'business-registration.pdf',
    lines: ['Business registration certificate', 'Registration no. 000-00-00000 (demo)'],
    title: t('사업자등록증', 'Business registration', '營業登記證'),
    description: t('거래 증빙용 사본입니다.', 'A copy for your records.', '供交易證明使用的副本。')
  },
  {
    kind: 'CERTIFICATE' as const,
    file: 'functional-cosmetics-report.pdf',
    lines: ['Functional cosmetics report', 'Whitening and anti-wrinkle (demo)'],
    title: t('기능성 화장품 심사 결과', 'Functional cosmetics review', '機能性化妝品審查結果'),
    description: t(
      '미백·주름 개선 기능성 인증서입니다.',
      'Whitening and anti-wrinkle certification.',
      '美白及抗皺機能性認證。'
    )
  }
];

type CentreSeed = {
  region: CentreRegion;
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
  lat: number;
  lng: number;
  services: CentreService[];
};
const weekday = t(
  '평일 10:00-19:00 (주말·공휴일 휴무)',
  'Weekdays 10:00-19:00 (closed weekends and holidays)',
  '平日 10:00-19:00（週末及國定假日公休）'
);
const saturday = t(
  '평일 10:00-19:00, 토요일 10:00-15:00',
  'Weekdays 10:00-19:00, Saturday 10:00-15:00',
  '平日 10:00-19:00，週六 10:00-15:00'
);

export const CENTRE_HOURS = { weekday, saturday };
export const CENTRES: (CentreSeed & { saturday?: boolean })[] = [
  {
    region: 'SEOUL',
    name: t('강남 센터', 'Gangnam Centre', '江南中心'),
    address: t(
      '서울특별시 강남구 테헤란로 152',
      '152 Teheran-ro, Gangnam-gu, Seoul',
      '首爾特別市江南區德黑蘭路152'
    ),
    phone: '02-555-0101',
    lat: 37.5006,
    lng: 127.0364,
    services: ['CONSULTING', 'PICKUP', 'EDUCATION'],
    saturday: true
  },
  {
    region: 'SEOUL',
    name: t('종로 센터', 'Jongno Centre', '鍾路中心'),
    address: t('서울특별시 종로구 종로 33', '33 Jong-ro, Jongno-gu, Seoul', '首爾特別市鍾路區鍾路33'),
    phone: '02-720-0102',
    lat: 37.5704,
    lng: 126.983,
    services: ['CONSULTING', 'RETURNS']
  },
  {
    region: 'SEOUL',
    name: t('마포 센터', 'Mapo Centre', '麻浦中心'),
    address: t('서울특별시 마포구 양화로 45', '45 Yanghwa-ro, Mapo-gu, Seoul', '首爾特別市麻浦區楊花路45'),
    phone: '02-330-0103',
    lat: 37.5499,
    lng: 126.9145,
    services: ['SKIN_CARE', 'PICKUP'],
    saturday: true
  },
  {
    region: 'BUSAN',
    name: t('부산 서면 센터', 'Busan Seomyeon Centre', '釜山西面中心'),
    address: t(
      '부산광역시 부산진구 중앙대로 672',
      '672 Jungang-daero, Busanjin-gu, Busan',
      '釜山廣域市釜山鎮區中央大路672'
    ),
    phone: '051-810-0104',
    lat: 35.1579,
    lng: 129.0597,
    services: ['CONSULTING', 'PICKUP', 'RETURNS'],
    saturday: true
  },
  {
    region: 'BUSAN',
    name: t('해운대 센터', 'Haeundae Centre', '海雲台中心'),
    address: t(
      '부산광역시 해운대구 해운대로 620',
      '620 Haeundae-ro, Haeundae-gu, Busan',
      '釜山廣域市海雲台區海雲台路620'
    ),
    phone: '051-740-0105',
    lat: 35.1631,
    lng: 129.1636,
    services: ['SKIN_CARE', 'EDUCATION']
  },
  {
    region: 'DAEGU',
    name: t('대구 동성로 센터', 'Daegu Dongseong-ro Centre', '大邱東城路中心'),
    address: t('대구광역시 중구 동성로 12', '12 Dongseong-ro, Jung-gu, Daegu', '大邱廣域市中區東城路12'),
    phone: '053-420-0106',
    lat: 35.8691,
    lng: 128.5955,
    services: ['CONSULTING', 'PICKUP']
  },
  {
    region: 'INCHEON',
    name: t('인천 송도 센터', 'Incheon Songdo Centre', '仁川松島中心'),
    address: t(
      '인천광역시 연수구 컨벤시아대로 165',
      '165 Convensia-daero, Yeonsu-gu, Incheon',
      '仁川廣域市延壽區會展大路165'
    ),
    phone: '032-850-0107',
    lat: 37.3925,
    lng: 126.6393,
    services: ['CONSULTING', 'EDUCATION', 'RETURNS']
  },
  {
    region: 'GWANGJU',
    name: t('광주 상무 센터', 'Gwangju Sangmu Centre', '光州尚武中心'),
    address: t(
      '광주광역시 서구 상무중앙로 78',
      '78 Sangmujungang-ro, Seo-gu, Gwangju',
      '光州廣域市西區尚武中央路78'
    ),
    phone: '062-380-0108',
    lat: 35.1524,
    lng: 126.8504,
    services: ['CONSULTING', 'PICKUP']
  },
  {
    region: 'DAEJEON',
    name: t('대전 둔산 센터', 'Daejeon Dunsan Centre', '大田屯山中心'),
    address: t(
      '대전광역시 서구 대덕대로 233',
      '233 Daedeok-daero, Seo-gu, Daejeon',
      '大田廣域市西區大德大路233'
    ),
    phone: '042-480-0109',
    lat: 36.3515,
    lng: 127.3786,
    services: ['SKIN_CARE', 'CONSULTING'],
    saturday: true
  },
  {
    region: 'GYEONGGI',
    name: t('수원 센터', 'Suwon Centre', '水原中心'),
    address: t(
      '경기도 수원시 팔달구 권광로 180',
      '180 Gwongwang-ro, Paldal-gu, Suwon, Gyeonggi',
      '京畿道水原市八達區勸光路180'
    ),
    phone: '031-230-0110',
    lat: 37.2636,
    lng: 127.0286,
    services: ['CONSULTING', 'PICKUP', 'RETURNS']
  },
  {
    region: 'GYEONGGI',
    name: t('분당 센터', 'Bundang Centre', '盆唐中心'),
    address: t(
      '경기도 성남시 분당구 황새울로 200',
      '200 Hwangsaeul-ro, Bundang-gu, Seongnam, Gyeonggi',
      '京畿道城南市盆唐區鸛鳥路200'
    ),
    phone: '031-710-0111',
    lat: 37.3826,
    lng: 127.1189,
    services: ['EDUCATION', 'SKIN_CARE'],
    saturday: true
  },
  {
    region: 'JEJU',
    name: t('제주 센터', 'Jeju Centre', '濟州中心'),
    address: t(
      '제주특별자치도 제주시 중앙로 217',
      '217 Jungang-ro, Jeju-si, Jeju',
      '濟州特別自治道濟州市中央路217'
    ),
    phone: '064-720-0112',
    lat: 33.4996,
    lng: 126.5312,
    services: ['CONSULTING', 'PICKUP']
  }
];
