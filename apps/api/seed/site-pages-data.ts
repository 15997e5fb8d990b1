import type { LocalizedText, SitePageBlock, SitePageContent, SitePageSlug } from '@mall/domain';

/**
 * Demo content of the company, ESG and guide pages (docs/decisions/078) in ko/en/zh. Images are the seed's own
 * generated artwork (`site-pages-images.ts`, written under MEDIA_DIR/pages/); no link leaves the shop.
 */
const t = (ko: string, en: string, zh: string): LocalizedText => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });
export const pageHero = (slug: SitePageSlug) => `/media/pages/hero-${slug}.svg`;
export const pageArt = (name: string) => `/media/pages/${name}.svg`;

let nextId = 1;
const id = () => nextId++;
const text = (title: LocalizedText, html: LocalizedText): SitePageBlock => ({
  id: id(),
  kind: 'text',
  title,
  html
});
const card = (title: LocalizedText, html: LocalizedText, imageUrl: string | null = null): SitePageBlock => ({
  id: id(),
  kind: 'card',
  title,
  html,
  imageUrl
});
const milestone = (year: number, month: number | null, body: LocalizedText, imageUrl: string | null = null) =>
  ({ id: id(), kind: 'milestone', year, month, text: body, imageUrl }) satisfies SitePageBlock;
const color = (name: LocalizedText, hex: string, note: LocalizedText): SitePageBlock => ({
  id: id(),
  kind: 'color',
  name,
  hex,
  note
});
const article = (number: number, title: LocalizedText, html: LocalizedText): SitePageBlock => ({
  id: id(),
  kind: 'article',
  number,
  title,
  html
});
const p = (ko: string, en: string, zh: string) => t(`<p>${ko}</p>`, `<p>${en}</p>`, `<p>${zh}</p>`);
const page = (
  slug: SitePageSlug,
  title: LocalizedText,
  lead: LocalizedText,
  blocks: SitePageBlock[]
): [SitePageSlug, SitePageContent] => [slug, { title, lead, heroImageUrl: pageHero(slug), blocks }];

export function sitePagesSeed(): [SitePageSlug, SitePageContent][] {
  nextId = 1;
  return [
    page(
      'about-business',
      t('기업가치', 'Our Values and Business', '企業價值與事業'),
      t(
        '피부와 일상의 건강을 함께 돌보는 뷰티·웰니스 브랜드, 루미에르 비타의 사업 영역을 소개합니다.',
        'Lumière Vita is a beauty and wellness brand that cares for skin and everyday health together. Here is what we do.',
        '露米耶維他是一個同時照顧肌膚與日常健康的美容保健品牌，以下介紹我們的事業領域。'
      ),
      [
        text(
          t('우리가 지키는 가치', 'What we stand for', '我們堅守的價值'),
          p(
            '정직한 원료, 검증된 효능, 오래 쓰고 싶은 경험. 2009년 창업 이후 변하지 않은 세 가지 약속입니다.',
            'Honest ingredients, proven results and an experience worth keeping. Three promises unchanged since 2009.',
            '誠實的原料、經驗證的功效、值得長久使用的體驗——自2009年創立以來不變的三個承諾。'
          )
        ),
        card(
          t('스킨케어', 'Skincare', '肌膚保養'),
          p(
            '저자극 포뮬러의 클렌저, 토너, 세럼, 크림 라인을 자체 연구소에서 개발하고 국내 협력 공장에서 생산합니다.',
            'Gentle cleansers, toners, serums and creams, developed in our own laboratory and made by partner factories in Korea.',
            '低刺激配方的潔面、化妝水、精華與乳霜系列，由自有研究所開發並於韓國合作工廠生產。'
          ),
          pageArt('business-skincare')
        ),
        card(
          t('건강기능식품', 'Health supplements', '保健食品'),
          p(
            '식품의약품안전처 기준에 맞춘 비타민, 유산균, 콜라겐 제품으로 안쪽부터 건강한 피부를 돕습니다.',
            'Vitamins, probiotics and collagen made to Ministry of Food and Drug Safety standards, for healthy skin from within.',
            '依食品醫藥品安全處標準製造的維他命、益生菌與膠原蛋白產品，由內而外守護健康肌膚。'
          ),
          pageArt('business-wellness')
        ),
        card(
          t('뷰티 플래너 네트워크', 'Beauty planner network', '美容規劃師網絡'),
          p(
            '전국의 뷰티 플래너가 개인몰과 이지백으로 고객 한 분 한 분께 맞는 제품을 제안합니다.',
            'Beauty planners across the country recommend the right products to each customer through personal malls and easy bags.',
            '全國的美容規劃師透過個人商城與輕鬆包，為每位顧客推薦合適的產品。'
          ),
          pageArt('business-planner')
        )
      ]
    ),
    page(
      'about-ci',
      t('CI 소개', 'Corporate Identity', '企業識別'),
      t(
        '빛(Lumière)과 생명(Vita)을 담은 로고와 브랜드 컬러의 의미를 소개합니다.',
        'Our logo joins light (Lumière) and life (Vita). Here is what its shape and colours mean.',
        '我們的標誌結合了光（Lumière）與生命（Vita），以下介紹其造型與色彩的意義。'
      ),
      [
        {
          id: id(),
          kind: 'image',
          url: pageArt('ci-logo'),
          alt: t('루미에르 비타 로고', 'The Lumière Vita logo', '露米耶維他標誌'),
          caption: t('기본형 로고', 'Primary logo', '標準標誌')
        },
        text(
          t('로고의 의미', 'The symbol', '標誌的意義'),
          p(
            '원형의 심볼은 아침 햇살이 피부에 닿는 순간을, 가운데 잎사귀는 자연에서 온 원료를 뜻합니다. 워드마크는 둥근 획으로 부드러운 사용감을 표현했습니다.',
            'The round symbol is the moment morning light touches the skin; the leaf at its centre stands for ingredients from nature. The rounded wordmark speaks of a gentle feel.',
            '圓形符號代表晨光觸及肌膚的瞬間，中央的葉片象徵來自自然的原料；圓潤的字標展現溫和的使用感。'
          )
        ),
        color(
          t('루미에르 플럼', 'Lumière Plum', '露米耶梅紫'),
          '#7B2D6B',
          t(
            '브랜드의 대표 색으로 신뢰와 깊이를 나타냅니다.',
            'The brand colour: trust and depth.',
            '品牌代表色，象徵信賴與深度。'
          )
        ),
        color(
          t('비타 크림', 'Vita Cream', '維他奶油色'),
          '#F6EFE6',
          t(
            '배경과 여백에 쓰며 편안함을 줍니다.',
            'For backgrounds and space: calm and comfort.',
            '用於背景與留白，帶來舒適感。'
          )
        ),
        color(
          t('선라이즈 골드', 'Sunrise Gold', '晨曦金'),
          '#E8B04B',
          t('강조와 혜택 표시에 씁니다.', 'For highlights and benefits.', '用於強調與優惠標示。')
        )
      ]
    ),
    page(
      'about-contribution',
      t('사회공헌', 'Social Contribution', '社會貢獻'),
      t(
        '아름다움이 모두의 일상이 되도록, 지역사회와 함께하는 활동을 이어갑니다.',
        'So that beauty belongs to everyone’s day, we keep working with our communities.',
        '為了讓美麗成為每個人的日常，我們持續與地區社會同行。'
      ),
      [
        card(
          t('희망 뷰티 클래스', 'Beauty classes of hope', '希望美容課堂'),
          p(
            '2014년부터 보호 종료 청년과 한부모 가정을 대상으로 무료 피부관리·메이크업 교육을 열고 있습니다. 지금까지 3,200명이 참여했습니다.',
            'Since 2014, free skincare and make-up classes for young people leaving care and single-parent families: 3,200 participants so far.',
            '自2014年起為結束安置的青年與單親家庭開設免費護膚與彩妝課程，至今已有3,200人參加。'
          ),
          pageArt('contribution-class')
        ),
        card(
          t('제품 나눔', 'Product sharing', '產品分享'),
          p(
            '매년 판매 수익의 1%에 해당하는 제품을 지역 복지관과 무료 급식소에 전달합니다.',
            'Every year, products worth 1% of sales go to local welfare centres and free meal services.',
            '每年將相當於銷售收益1%的產品捐贈給地區福利館與免費供餐處。'
          ),
          pageArt('contribution-share')
        ),
        card(
          t('임직원 봉사', 'Staff volunteering', '員工志工'),
          p(
            '모든 임직원은 연 16시간의 봉사 휴가를 받아 숲 가꾸기와 어르신 돌봄에 참여합니다.',
            'Every employee has 16 hours of paid volunteering leave a year for forest care and elderly care.',
            '全體員工每年享有16小時志工假，參與植樹造林與長者照護。'
          )
        )
      ]
    ),
    page(
      'about-ev',
      t('친환경 EV 프로그램', 'Green EV Programme', '綠色電動車計畫'),
      t(
        '배송과 영업 차량을 전기차로 바꾸고, 포장재를 줄여 탄소 발자국을 낮춥니다.',
        'We are moving our delivery and field cars to electric and cutting packaging to lower our footprint.',
        '我們將配送與業務車輛換成電動車，並減少包裝材料，以降低碳足跡。'
      ),
      [
        text(
          t('2030 탄소 중립 로드맵', 'Carbon neutral by 2030', '2030碳中和藍圖'),
          t(
            '<p>2023년 시작한 EV 전환으로 수도권 배송 차량의 <strong>68%</strong>가 전기차가 되었습니다. 2027년까지 전 차량 전환이 목표입니다.</p>',
            '<p>Since the switch began in 2023, <strong>68%</strong> of our delivery vans in the capital area run on electricity. Every vehicle will by 2027.</p>',
            '<p>自2023年開始轉換以來，首都圈配送車輛已有<strong>68%</strong>為電動車，目標於2027年前全面轉換。</p>'
          )
        ),
        card(
          t('전기 배송차 42대', '42 electric vans', '42輛電動配送車'),
          p(
            '연간 약 310톤의 이산화탄소를 줄입니다.',
            'About 310 tonnes of CO₂ saved a year.',
            '每年減少約310噸二氧化碳。'
          ),
          pageArt('ev-van')
        ),
        card(
          t('플래너 EV 지원', 'EV support for planners', '規劃師電動車補助'),
          p(
            '전기차를 구매하는 뷰티 플래너에게 충전 포인트를 드립니다.',
            'Planners who buy an electric car receive charging points.',
            '購買電動車的美容規劃師可獲得充電點數。'
          ),
          pageArt('ev-charge')
        ),
        card(
          t('다회용 배송 박스', 'Reusable boxes', '可重複使用的配送箱'),
          p(
            '회수형 박스로 종이 포장을 연 40톤 줄였습니다.',
            'Returnable boxes cut 40 tonnes of paper packaging a year.',
            '回收式配送箱每年減少40噸紙類包裝。'
          )
        )
      ]
    ),
    page(
      'about-history',
      t('연혁', 'History', '沿革'),
      t(
        '작은 연구실에서 시작해 세 나라의 고객을 만나기까지, 루미에르 비타의 걸음입니다.',
        'From a small laboratory to customers in three countries: the road of Lumière Vita.',
        '從一間小小的研究室到與三個國家的顧客相遇，露米耶維他的足跡。'
      ),
      [
        milestone(
          2009,
          3,
          t(
            '서울 성수동에서 루미에르 비타 창업, 첫 제품 ‘데일리 수딩 토너’ 출시',
            'Lumière Vita founded in Seongsu-dong, Seoul; first product, the Daily Soothing Toner',
            '於首爾聖水洞創立露米耶維他，推出首款產品「每日舒緩化妝水」'
          ),
          pageArt('history-2009')
        ),
        milestone(2011, 9, t('피부과학 연구소 설립', 'Skin science laboratory opens', '成立皮膚科學研究所')),
        milestone(
          2013,
          5,
          t(
            '뷰티 플래너 제도 도입, 플래너 100명 돌파',
            'Beauty planner programme launched; 100 planners',
            '導入美容規劃師制度，規劃師突破100名'
          )
        ),
        milestone(
          2014,
          4,
          t(
            '사회공헌 프로그램 ‘희망 뷰티 클래스’ 시작',
            '“Beauty classes of hope” begin',
            '社會貢獻計畫「希望美容課堂」啟動'
          )
        ),
        milestone(
          2016,
          11,
          t('건강기능식품 라인 출시', 'Health supplement line launched', '推出保健食品系列')
        ),
        milestone(
          2018,
          6,
          t(
            '대만 법인 설립, 타이베이 쇼룸 개장',
            'Taiwan subsidiary founded; Taipei showroom opens',
            '成立台灣法人，開設台北展示廳'
          ),
          pageArt('history-2018')
        ),
        milestone(
          2020,
          2,
          t(
            '정기배송(오토십) 서비스 시작',
            'Subscription (autoship) service begins',
            '定期配送（自動訂購）服務上線'
          )
        ),
        milestone(
          2021,
          10,
          t(
            '소비자중심경영(CCM) 인증 획득',
            'Consumer-Centred Management (CCM) certified',
            '取得消費者中心經營（CCM）認證'
          )
        ),
        milestone(2023, 7, t('친환경 EV 프로그램 시작', 'Green EV programme begins', '綠色電動車計畫啟動')),
        milestone(
          2024,
          3,
          t('마곡 R&D 센터 개소', 'Magok R&D centre opens', '麻谷研發中心開幕'),
          pageArt('history-2024')
        ),
        milestone(
          2025,
          9,
          t(
            '다국어 온라인몰 오픈(한국어·영어·중국어)',
            'Multilingual online mall opens (Korean, English, Chinese)',
            '多語系線上商城開幕（韓、英、中）'
          )
        ),
        milestone(2026, 1, t('뷰티 플래너 1만 명 돌파', '10,000 beauty planners', '美容規劃師突破1萬名'))
      ]
    ),
    page(
      'about-location',
      t('오시는 길', 'Location', '交通指南'),
      t(
        '루미에르 비타 본사와 쇼룸은 서울 성수동에 있습니다. 방문 전 운영 시간을 확인해 주세요.',
        'Our head office and showroom are in Seongsu-dong, Seoul. Please check the opening hours before you visit.',
        '露米耶維他總公司與展示廳位於首爾聖水洞，來訪前請確認營業時間。'
      ),
      [
        {
          id: id(),
          kind: 'location',
          name: t(
            '루미에르 비타 본사·쇼룸',
            'Lumière Vita head office & showroom',
            '露米耶維他總公司・展示廳'
          ),
          address: t(
            '서울특별시 성동구 성수이로 118, 루미에르타워 5층 (우 04782)',
            '5F Lumière Tower, 118 Seongsui-ro, Seongdong-gu, Seoul 04782',
            '首爾特別市城東區聖水二路118號 露米耶大樓5樓（04782）'
          ),
          phone: '02-6204-1588',
          hours: t(
            '평일 10:00–19:00 · 토요일 10:00–15:00 · 일요일·공휴일 휴무',
            'Weekdays 10:00–19:00 · Saturday 10:00–15:00 · Closed Sundays and public holidays',
            '平日10:00–19:00・週六10:00–15:00・週日及國定假日公休'
          ),
          subway: t(
            '2호선 성수역 3번 출구에서 도보 5분',
            'Line 2 Seongsu Station, exit 3, 5 minutes on foot',
            '地鐵2號線聖水站3號出口步行5分鐘'
          ),
          bus: t(
            '성수역 정류장 하차: 간선 141, 145 · 지선 2014, 2224',
            'Seongsu Station stop: blue buses 141, 145 · green buses 2014, 2224',
            '聖水站站牌下車：幹線141、145・支線2014、2224'
          ),
          car: t(
            '건물 지하 2–4층 주차장 이용(쇼룸 방문 시 2시간 무료)',
            'Parking on B2–B4 (2 hours free for showroom visitors)',
            '可使用大樓地下2–4樓停車場（參觀展示廳免費2小時）'
          ),
          lat: 37.54425,
          lng: 127.05583
        }
      ]
    ),
    page(
      'about-rnd',
      t('R&D', 'Research & Development', '研究開發'),
      t(
        '마곡 R&D 센터의 연구원 48명이 피부 장벽과 마이크로바이옴을 연구합니다.',
        'At the Magok R&D centre, 48 researchers study the skin barrier and the microbiome.',
        '麻谷研發中心的48名研究員專注於皮膚屏障與微生物組研究。'
      ),
      [
        text(
          t('연구 분야', 'What we research', '研究領域'),
          t(
            '<ul><li>피부 장벽 강화 성분</li><li>발효 유래 마이크로바이옴 원료</li><li>저자극 방부 시스템</li></ul>',
            '<ul><li>Barrier-strengthening ingredients</li><li>Fermented microbiome ingredients</li><li>Gentle preservative systems</li></ul>',
            '<ul><li>強化皮膚屏障成分</li><li>發酵來源微生物組原料</li><li>低刺激防腐系統</li></ul>'
          )
        ),
        card(
          t('특허 27건', '27 patents', '27項專利'),
          p(
            '국내외 특허 27건을 등록했습니다(2026년 1월 기준).',
            '27 patents registered in Korea and abroad (January 2026).',
            '已於國內外註冊27項專利（截至2026年1月）。'
          ),
          pageArt('rnd-lab')
        ),
        card(
          t('임상 시험', 'Clinical testing', '臨床測試'),
          p(
            '모든 신제품은 외부 기관의 피부 자극 시험을 거칩니다.',
            'Every new product passes skin irritation tests at independent institutes.',
            '所有新產品皆通過外部機構的皮膚刺激測試。'
          )
        )
      ]
    ),
    page(
      'esg-compliance',
      t('사이버신고센터', 'Cyber Report Centre', '網路檢舉中心'),
      t(
        '부정·비리, 불공정 거래, 인권 침해를 익명으로 알려 주세요. 제보자는 끝까지 보호됩니다.',
        'Tell us about fraud, unfair dealing or human rights abuses, anonymously if you wish. Whistle-blowers are protected.',
        '歡迎匿名檢舉舞弊、不公平交易或侵害人權行為，檢舉人將受到完整保護。'
      ),
      [
        text(
          t('신고 대상', 'What to report', '檢舉對象'),
          t(
            '<ul><li>금품·향응 요구 및 수수</li><li>회원·거래처에 대한 부당한 요구</li><li>허위·과장 광고, 다단계 방식의 부당 권유</li><li>개인정보 유출</li></ul>',
            '<ul><li>Asking for or taking money or favours</li><li>Unfair demands on members or suppliers</li><li>False or exaggerated advertising, pressure selling</li><li>Leaks of personal information</li></ul>',
            '<ul><li>索取或收受金錢、招待</li><li>對會員或合作夥伴的不當要求</li><li>虛假或誇大廣告、不當勸誘</li><li>個人資料外洩</li></ul>'
          )
        ),
        text(
          t('신고 방법', 'How to report', '檢舉方式'),
          t(
            '<p>윤리경영팀 전용 메일 <a href="mailto:ethics@lumiere-vita.example">ethics@lumiere-vita.example</a> 또는 전화 02-6204-1599(평일 10–17시)로 알려 주세요. 접수 후 7일 안에 처리 결과를 안내합니다.</p>',
            '<p>Write to the ethics team at <a href="mailto:ethics@lumiere-vita.example">ethics@lumiere-vita.example</a> or call 02-6204-1599 (weekdays 10:00–17:00). We reply with the outcome within 7 days.</p>',
            '<p>請來信倫理經營團隊專用信箱 <a href="mailto:ethics@lumiere-vita.example">ethics@lumiere-vita.example</a> 或致電 02-6204-1599（平日10–17時），受理後7日內告知處理結果。</p>'
          )
        )
      ]
    ),
    page(
      'esg-customer',
      t('소비자중심경영', 'Consumer-Centred Management', '消費者中心經營'),
      t(
        '모든 결정의 시작은 고객의 목소리입니다. 2021년부터 CCM 인증을 유지하고 있습니다.',
        'Every decision starts with our customers’ voice. We have held CCM certification since 2021.',
        '每個決策都從顧客的聲音開始，自2021年起持續維持CCM認證。'
      ),
      [
        card(
          t('고객의 소리', 'Voice of the customer', '顧客之聲'),
          p(
            '접수된 의견은 24시간 안에 담당 부서로 전달되고, 매월 경영회의에서 검토합니다.',
            'Every comment reaches the team in charge within 24 hours and is reviewed at the monthly management meeting.',
            '收到的意見會在24小時內轉交負責部門，並於每月經營會議中檢討。'
          )
        ),
        card(
          t('피해 구제', 'Putting things right', '損害救濟'),
          p(
            '제품 이상이 확인되면 교환·환불을 먼저 진행하고 원인을 조사합니다.',
            'If a product is faulty we exchange or refund first, then look for the cause.',
            '確認產品異常時，先辦理換貨或退款，再調查原因。'
          )
        ),
        card(
          t('정보 공개', 'Open information', '資訊公開'),
          p(
            '전 성분과 사용기한, 제조원을 상품 페이지에 공개합니다.',
            'Full ingredients, shelf life and maker are on every product page.',
            '全成分、使用期限與製造商皆公開於商品頁面。'
          )
        )
      ]
    ),
    page(
      'esg-ethics',
      t('윤리준법경영', 'Ethics & Compliance', '倫理守法經營'),
      t(
        '법과 원칙을 지키는 것이 가장 빠른 길이라고 믿습니다.',
        'We believe keeping to the law and our principles is the fastest way forward.',
        '我們相信遵守法律與原則是最快的道路。'
      ),
      [
        text(
          t('윤리경영 체계', 'How we run it', '倫理經營體系'),
          p(
            '이사회 산하 윤리위원회가 매 분기 준법 현황을 점검하며, 모든 임직원은 매년 윤리 서약과 교육(4시간)을 마칩니다.',
            'An ethics committee of the board checks compliance every quarter; every employee signs the ethics pledge and takes 4 hours of training each year.',
            '董事會轄下倫理委員會每季檢查守法情形，全體員工每年完成倫理宣誓與4小時教育訓練。'
          )
        ),
        card(
          t('공정한 보상', 'Fair rewards', '公平報酬'),
          p(
            '플래너 수당은 공개된 기준으로만 계산합니다.',
            'Planner allowances follow published rules only.',
            '規劃師津貼僅依公開標準計算。'
          )
        ),
        card(
          t('선물 안 주고 안 받기', 'No gifts', '不送不收禮'),
          p(
            '거래처와의 모든 선물·향응을 금지합니다.',
            'No gifts or hospitality with business partners.',
            '禁止與合作夥伴之間的一切禮品與招待。'
          )
        )
      ]
    ),
    page(
      'esg-fair',
      t('공정거래', 'Fair Trade', '公平交易'),
      t(
        '협력사와 판매원 모두가 함께 성장하는 공정한 거래 질서를 만듭니다.',
        'Fair dealing so that our suppliers and sellers grow with us.',
        '建立讓合作廠商與銷售員共同成長的公平交易秩序。'
      ),
      [
        text(
          t('공정거래 자율준수 프로그램(CP)', 'Compliance programme (CP)', '公平交易自律遵守計畫（CP）'),
          p(
            '2017년 CP를 도입하고 자율준수관리자를 지정했습니다. 하도급 대금은 납품 후 15일 안에 현금으로 지급합니다.',
            'We adopted a compliance programme in 2017 with a named compliance officer. Suppliers are paid in cash within 15 days of delivery.',
            '2017年導入CP並指定自律遵守管理人，分包款項於交貨後15日內以現金支付。'
          )
        ),
        card(
          t('방문판매법 준수', 'Door-to-door Sales Act', '遵守訪問販賣法'),
          p(
            '후원수당 지급 기준과 청약철회 절차를 투명하게 안내합니다.',
            'Allowance rules and cancellation rights are stated plainly.',
            '透明說明津貼支付標準與撤回要約程序。'
          )
        ),
        card(
          t('협력사 상생', 'Growing with suppliers', '與合作廠商共生'),
          p(
            '중소 협력사에 품질 컨설팅과 설비 자금을 지원합니다.',
            'Quality consulting and equipment funding for small suppliers.',
            '為中小合作廠商提供品質諮詢與設備資金。'
          )
        )
      ]
    ),
    page(
      'esg-safety',
      t('안전보건', 'Safety & Health', '安全衛生'),
      t(
        '고객이 쓰는 제품과 함께 일하는 사람 모두의 안전을 최우선으로 합니다.',
        'The safety of the products you use and of the people who make them comes first.',
        '顧客使用的產品與一起工作的人，其安全都是我們的第一優先。'
      ),
      [
        card(
          t('제품 안전', 'Product safety', '產品安全'),
          p(
            '원료 입고부터 출하까지 7단계 품질 검사를 거칩니다.',
            'Seven quality checks from raw material to shipment.',
            '從原料入庫到出貨共經過7道品質檢驗。'
          ),
          pageArt('safety-product')
        ),
        card(
          t('일터 안전', 'Safe workplaces', '職場安全'),
          p(
            '물류센터는 ISO 45001 안전보건경영 인증을 받았습니다.',
            'Our logistics centre is ISO 45001 certified.',
            '物流中心已取得ISO 45001安全衛生管理認證。'
          )
        ),
        text(
          t('안전 문의', 'Safety questions', '安全諮詢'),
          p(
            '제품 안전 관련 문의는 고객센터 1588-0000으로 연락해 주세요.',
            'For product safety questions call the customer centre on 1588-0000.',
            '產品安全相關問題請致電客服中心1588-0000。'
          )
        )
      ]
    ),
    page(
      'esg-rightway',
      t('회원윤리강령', 'Member Code of Ethics', '會員倫理守則'),
      t(
        '뷰티 플래너와 회원이 함께 지키는 약속입니다. 조항을 눌러 자세한 내용을 확인하세요.',
        'The promises our beauty planners and members keep together. Open an article to read it in full.',
        '美容規劃師與會員共同遵守的約定，點選條文可查看詳細內容。'
      ),
      [
        article(
          1,
          t('정직한 설명', 'Honest explanations', '誠實說明'),
          p(
            '회원은 제품의 효능과 가격을 사실대로 설명하며, 의약품으로 오인할 수 있는 표현을 쓰지 않습니다.',
            'Members describe products and prices truthfully and never suggest a product is a medicine.',
            '會員應如實說明產品功效與價格，不得使用可能被誤認為藥品的表述。'
          )
        ),
        article(
          2,
          t('강요 금지', 'No pressure', '禁止強迫'),
          p(
            '구매나 가입을 강요하지 않으며, 재고를 떠안게 하는 판매를 하지 않습니다.',
            'Members never press anyone to buy or join, and never make anyone stockpile products.',
            '不得強迫他人購買或加入，也不得進行讓他人囤貨的銷售。'
          )
        ),
        article(
          3,
          t('개인정보 보호', 'Protecting personal information', '保護個人資料'),
          p(
            '고객의 개인정보는 주문과 상담 목적으로만 쓰고 제3자에게 넘기지 않습니다.',
            'Customer information is used for orders and advice only and never passed on.',
            '顧客個人資料僅用於訂單與諮詢，不得提供給第三方。'
          )
        ),
        article(
          4,
          t('청약철회 안내', 'Cancellation rights', '撤回要約說明'),
          p(
            '구매 후 14일 안에 청약을 철회할 수 있음을 반드시 알립니다.',
            'Members always tell buyers they may cancel within 14 days of purchase.',
            '必須告知購買者可於購買後14日內撤回要約。'
          )
        ),
        article(
          5,
          t('공정한 경쟁', 'Fair competition', '公平競爭'),
          p(
            '다른 회원의 고객을 부당하게 빼앗거나 다른 회사를 비방하지 않습니다.',
            'Members do not poach other members’ customers or speak ill of other companies.',
            '不得不當搶奪其他會員的顧客，也不得誹謗其他公司。'
          )
        )
      ]
    ),
    page(
      'guide',
      t('쇼핑 가이드', 'Shopping Guide', '購物指南'),
      t(
        '처음 오셨나요? 주문부터 배송, 교환·반품까지 한눈에 확인하세요.',
        'New here? Ordering, delivery, exchanges and returns at a glance.',
        '第一次來嗎？從下單到配送、換貨與退貨，一目了然。'
      ),
      [
        card(
          t('1. 상품 고르기', '1. Choose', '1. 選擇商品'),
          p(
            '카테고리나 검색으로 상품을 찾고 장바구니에 담으세요.',
            'Find products by category or search and add them to your cart.',
            '透過分類或搜尋找到商品並加入購物車。'
          ),
          pageArt('guide-choose')
        ),
        card(
          t('2. 결제하기', '2. Pay', '2. 結帳'),
          p(
            '회원·비회원 모두 주문할 수 있으며, 카드 결제는 두 번까지 나누어 낼 수 있습니다.',
            'Members and guests can order; a card payment can be split into two.',
            '會員與非會員皆可下單，信用卡付款最多可分兩次。'
          ),
          pageArt('guide-pay')
        ),
        card(
          t('3. 배송', '3. Delivery', '3. 配送'),
          p(
            '평일 오후 2시까지 결제하면 당일 출고합니다. 3만 원 이상 무료배송.',
            'Paid by 2 p.m. on a weekday, shipped the same day. Free delivery from ₩30,000.',
            '平日下午2點前付款當日出貨，滿3萬韓元免運。'
          ),
          pageArt('guide-delivery')
        ),
        text(
          t('교환·반품', 'Exchanges and returns', '換貨與退貨'),
          p(
            '받은 날로부터 14일 안에 마이페이지 &gt; 주문내역에서 신청하세요.',
            'Apply within 14 days of receipt under My page &gt; Orders.',
            '請於收貨後14日內至「我的頁面 &gt; 訂單記錄」申請。'
          )
        )
      ]
    ),
    page(
      'guide-item',
      t('회원 혜택 가이드', 'Membership Guide', '會員權益指南'),
      t(
        '회원 등급과 포인트, 쿠폰, 정기배송 혜택을 안내합니다.',
        'Member grades, points, coupons and subscription benefits explained.',
        '介紹會員等級、點數、優惠券與定期配送權益。'
      ),
      [
        card(
          t('포인트', 'Points', '點數'),
          p(
            '구매 금액의 1–5%를 포인트로 적립하고, 다음 주문에서 현금처럼 씁니다.',
            'Earn 1–5% of each purchase as points and spend them like cash next time.',
            '累積購買金額1–5%的點數，下次訂購時可當現金使用。'
          )
        ),
        card(
          t('쿠폰', 'Coupons', '優惠券'),
          p(
            '가입 축하, 생일, 등급 쿠폰을 마이페이지에서 확인하세요.',
            'Welcome, birthday and grade coupons are waiting in My page.',
            '入會、生日與等級優惠券請至「我的頁面」確認。'
          )
        ),
        card(
          t('정기배송', 'Subscriptions', '定期配送'),
          p(
            '정기배송으로 주문하면 매회 5% 추가 할인과 무료배송을 받습니다.',
            'Subscribe and get an extra 5% off and free delivery on every delivery.',
            '以定期配送訂購，每次額外享5%折扣與免運。'
          )
        ),
        card(
          t('뷰티 플래너 전환', 'Becoming a planner', '轉為美容規劃師'),
          p(
            '추천인이 있는 회원은 마이페이지에서 뷰티 플래너로 전환할 수 있습니다.',
            'Members with a referrer can become beauty planners from My page.',
            '有推薦人的會員可於「我的頁面」轉為美容規劃師。'
          )
        )
      ]
    ),
    page(
      'sample',
      t('샘플 신청 안내', 'Samples', '試用品申請說明'),
      t(
        '새 제품을 먼저 써 보세요. 매월 첫째 주 월요일에 샘플 신청을 받습니다.',
        'Try new products first. Sample requests open on the first Monday of each month.',
        '搶先試用新產品！每月第一個星期一開放申請試用品。'
      ),
      [
        text(
          t('신청 방법', 'How to ask', '申請方式'),
          t(
            '<ol><li>로그인 후 이벤트 페이지에서 신청하세요.</li><li>1인 1회, 배송비는 무료입니다.</li><li>사용 후기를 남기면 500포인트를 드립니다.</li></ol>',
            '<ol><li>Sign in and apply on the events page.</li><li>One request per person, delivery free.</li><li>Leave a review to earn 500 points.</li></ol>',
            '<ol><li>登入後於活動頁面申請。</li><li>每人限一次，免運費。</li><li>留下使用心得即贈500點。</li></ol>'
          )
        ),
        {
          id: id(),
          kind: 'image',
          url: pageArt('sample-kit'),
          alt: t('샘플 키트', 'The sample kit', '試用組'),
          caption: t('이번 달 샘플 키트 구성', 'This month’s kit', '本月試用組內容')
        }
      ]
    )
  ];
}

/** Words drawn on the hero artwork are none (the title is the page's own text); the art varies by slug. */
export const HERO_ART: Record<SitePageSlug, { from: string; to: string; accent: string }> = {
  'about-business': { from: '#f6efe6', to: '#e9d3e3', accent: '#7b2d6b' },
  'about-ci': { from: '#f3e6f0', to: '#d9b8cf', accent: '#e8b04b' },
  'about-contribution': { from: '#fff4e0', to: '#f6d6b0', accent: '#c0703a' },
  'about-ev': { from: '#e6f4ea', to: '#bfe0c9', accent: '#2f7d4f' },
  'about-history': { from: '#f6efe6', to: '#e8d9c4', accent: '#7b2d6b' },
  'about-location': { from: '#e7f0f7', to: '#c5d9ea', accent: '#2d5b7b' },
  'about-rnd': { from: '#eef0fb', to: '#cfd4f3', accent: '#4b55b0' },
  'esg-compliance': { from: '#f1f1f1', to: '#d9d9de', accent: '#4a4a58' },
  'esg-customer': { from: '#fdf0f3', to: '#f3c9d3', accent: '#b0405d' },
  'esg-ethics': { from: '#eef6f5', to: '#c8e3df', accent: '#2d7b72' },
  'esg-fair': { from: '#f4f2e8', to: '#e2dcbc', accent: '#8a7a2d' },
  'esg-safety': { from: '#fff6e6', to: '#f5dba4', accent: '#c98a12' },
  'esg-rightway': { from: '#f3e6f0', to: '#e3c5da', accent: '#7b2d6b' },
  guide: { from: '#f6efe6', to: '#efe0c8', accent: '#e8b04b' },
  'guide-item': { from: '#fdf0f3', to: '#eed0dc', accent: '#7b2d6b' },
  sample: { from: '#eef6f0', to: '#d3ead9', accent: '#5a9a6e' }
};
