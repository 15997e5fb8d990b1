import type { LocalizedText, TermsKind } from '@mall/domain';

/** Demo terms texts (docs/decisions/077): sections of numbered articles with lists, in Korean, English and Chinese. */
type Section = { heading: LocalizedText; items: LocalizedText[] };
export type TermsSeed = { title: LocalizedText; intro: LocalizedText; sections: Section[] };

const L = (ko: string, en: string, zh: string): LocalizedText => ({ 'ko-KR': ko, 'en-US': en, 'zh-TW': zh });
const s = (heading: LocalizedText, ...items: LocalizedText[]): Section => ({ heading, items });

const ARTICLE: Record<keyof LocalizedText, (n: number, title: string) => string> = {
  'ko-KR': (n, title) => `제${n}조 (${title})`,
  'en-US': (n, title) => `Article ${n} (${title})`,
  'zh-TW': (n, title) => `第${n}條（${title}）`
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The document's HTML in each language: an intro, then each section as an anchored h2 with an ordered list. */
export function termsHtml(seed: TermsSeed): LocalizedText {
  const build = (language: keyof LocalizedText) => {
    const pick = (text: LocalizedText) => text[language] ?? text['ko-KR'];
    const parts = [`<p>${escape(pick(seed.intro))}</p>`];
    seed.sections.forEach((section, index) => {
      parts.push(
        `<h2 id="article-${index + 1}">${escape(ARTICLE[language](index + 1, pick(section.heading)))}</h2>`,
        `<ol>${section.items.map((item) => `<li>${escape(pick(item))}</li>`).join('')}</ol>`
      );
    });
    return parts.join('\n');
  };
  return { 'ko-KR': build('ko-KR'), 'en-US': build('en-US'), 'zh-TW': build('zh-TW') };
}

const SHOP = L('루미에르 비타', 'Lumière Vita', 'Lumière Vita');
const shop = (ko: string, en: string, zh: string) =>
  L(
    ko.replace('{shop}', SHOP['ko-KR']),
    en.replace('{shop}', 'Lumière Vita'),
    zh.replace('{shop}', 'Lumière Vita')
  );

const purpose = s(
  L('목적', 'Purpose', '目的'),
  shop(
    '이 약관은 {shop}(이하 "회사")가 운영하는 온라인몰에서 제공하는 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.',
    'These terms set out the conditions and procedures for using the services of the online shop run by {shop} (the "Company"), and the rights and duties of the Company and its members.',
    '本條款規定{shop}（以下稱「公司」）經營之線上商城所提供服務的使用條件與程序，以及公司與會員的權利義務。'
  )
);
const membership = s(
  L('회원 가입과 계정', 'Membership and accounts', '會員註冊與帳號'),
  L(
    '회원 가입은 본인확인과 약관 동의를 마친 뒤 회사가 승낙함으로써 성립합니다.',
    'Membership is formed when the Company accepts an application after identity verification and consent to these terms.',
    '會員資格於完成身分驗證並同意本條款、經公司同意後成立。'
  ),
  L(
    '회원은 계정을 타인에게 양도하거나 빌려줄 수 없으며, 비밀번호 관리 책임은 회원에게 있습니다.',
    'Members may not transfer or lend their account and are responsible for keeping their password safe.',
    '會員不得將帳號轉讓或出借他人，並應自行負責妥善保管密碼。'
  ),
  L(
    '만 14세 미만은 법정대리인의 동의 없이 가입할 수 없습니다.',
    'Children under 14 may not join without the consent of a legal guardian.',
    '未滿14歲者未經法定代理人同意不得註冊。'
  )
);
const orders = s(
  L('주문과 결제', 'Orders and payment', '訂購與付款'),
  L(
    '주문은 회원이 상품, 수량, 배송지를 확인하고 결제를 마친 때에 성립합니다.',
    'An order is placed when the member has confirmed the products, quantities and address and completed payment.',
    '訂單於會員確認商品、數量與收件地址並完成付款時成立。'
  ),
  L(
    '결제는 신용카드, 간편결제, 등록 카드로 할 수 있으며 한 주문을 두 번에 나누어 결제할 수 있습니다.',
    'Payment may be made by credit card, simple pay or a saved card; one order may be paid in two parts.',
    '可使用信用卡、行動支付或已登錄的卡片付款，同一訂單可分兩次付款。'
  ),
  L(
    '재고가 부족하거나 가격이 잘못 표시된 경우 회사는 주문을 취소하고 결제 금액 전부를 환불합니다.',
    'If stock runs out or a price was shown in error, the Company may cancel the order and refund the full amount.',
    '如庫存不足或價格標示錯誤，公司得取消訂單並全額退款。'
  )
);
const delivery = s(
  L('배송, 교환과 반품', 'Delivery, exchanges and returns', '配送、換貨與退貨'),
  L(
    '결제 완료 후 영업일 기준 1~3일 안에 출고하며 도서·산간 지역은 며칠 더 걸릴 수 있습니다.',
    'Orders ship within 1–3 business days of payment; remote areas may take a few days longer.',
    '付款完成後1至3個工作天內出貨，偏遠地區可能需要較長時間。'
  ),
  L(
    '상품을 받은 날부터 7일 안에 교환·반품을 신청할 수 있습니다. 개봉해 사용한 화장품은 제외됩니다.',
    'Exchanges and returns may be requested within 7 days of receipt, except cosmetics that have been opened and used.',
    '收到商品後7日內可申請換貨或退貨，已拆封使用的化妝品除外。'
  ),
  L(
    '단순 변심에 의한 반품 배송비는 회원이, 상품 하자나 오배송에 의한 배송비는 회사가 부담합니다.',
    'Return shipping is paid by the member for a change of mind and by the Company for defects or wrong items.',
    '因個人因素退貨之運費由會員負擔；因商品瑕疵或錯誤配送之運費由公司負擔。'
  )
);
const benefits = s(
  L('포인트와 쿠폰', 'Points and coupons', '點數與優惠券'),
  L(
    '포인트는 구매 확정 후 적립되며 적립일부터 1년 동안 사용할 수 있습니다.',
    'Points are earned when a purchase is confirmed and may be used for one year.',
    '點數於確認購買後累積，自累積日起一年內有效。'
  ),
  L(
    '부정한 방법으로 받은 포인트와 쿠폰은 회수하며 이용이 제한될 수 있습니다.',
    'Points and coupons obtained unfairly are withdrawn and use of the service may be restricted.',
    '以不正當方式取得之點數與優惠券將被收回，並可能限制使用。'
  )
);
const disputes = s(
  L('분쟁 해결', 'Disputes', '爭議處理'),
  L(
    '회사는 고객센터(1:1 문의)로 접수된 의견과 불만을 신속히 처리합니다.',
    'The Company handles opinions and complaints received by the customer centre (1:1 inquiries) promptly.',
    '公司將迅速處理經客服中心（一對一諮詢）提出之意見與申訴。'
  ),
  L(
    '이 약관에 관한 분쟁은 대한민국 법을 따르며 민사소송법상의 관할 법원에서 해결합니다.',
    'Disputes about these terms are governed by the laws of the Republic of Korea and settled by the competent court.',
    '與本條款相關之爭議，適用大韓民國法律，並由民事訴訟法所定之管轄法院解決。'
  )
);
const autoshipArticle = s(
  L('정기배송', 'Autoship', '定期配送'),
  L(
    '정기배송은 회원이 정한 주기와 날짜에 등록 카드로 자동 결제되어 배송되는 서비스입니다.',
    'Autoship delivers on the cycle and day the member chooses, charged automatically to a saved card.',
    '定期配送是依會員選擇之週期與日期，以已登錄卡片自動付款並配送的服務。'
  ),
  L(
    '회원은 결제일 전날까지 마이페이지에서 상품, 주기, 배송지를 바꾸거나 해지할 수 있습니다.',
    'Members may change products, cycle or address, or cancel, on My Page until the day before the charge.',
    '會員可於付款日前一天以前，在我的頁面變更商品、週期、地址或解約。'
  )
);

const USE_V1: TermsSeed = {
  title: L('이용약관', 'Terms of Use', '使用條款'),
  intro: shop(
    '{shop} 온라인몰을 이용해 주셔서 감사합니다. 아래 약관을 읽어 주세요.',
    'Thank you for shopping at {shop}. Please read the terms below.',
    '感謝您使用{shop}線上商城。請閱讀以下條款。'
  ),
  sections: [purpose, membership, orders, delivery, benefits, disputes]
};

/** Version 2 adds the autoship article (the SPEC's subscription) before the dispute article. */
const USE_V2: TermsSeed = {
  ...USE_V1,
  intro: shop(
    '{shop} 온라인몰을 이용해 주셔서 감사합니다. 이번 개정으로 정기배송 조항(제6조)이 새로 들어갔습니다.',
    'Thank you for shopping at {shop}. This revision adds an article on autoship (Article 6).',
    '感謝您使用{shop}線上商城。本次修訂新增定期配送條款（第6條）。'
  ),
  sections: [purpose, membership, orders, delivery, benefits, autoshipArticle, disputes]
};

const collected = (ko: string, en: string, zh: string) =>
  L(`수집 항목: ${ko}`, `Collected: ${en}`, `蒐集項目：${zh}`);
const retention = (ko: string, en: string, zh: string) =>
  L(`보유 기간: ${ko}`, `Kept: ${en}`, `保存期間：${zh}`);

const PRIVACY: TermsSeed = {
  title: L('개인정보처리방침', 'Privacy Policy', '隱私權政策'),
  intro: shop(
    '{shop}는 개인정보 보호법에 따라 회원의 개인정보를 보호하고 관련 고충을 신속히 처리하기 위해 다음과 같이 처리방침을 둡니다.',
    '{shop} follows the Personal Information Protection Act and sets out this policy to protect members’ personal information and handle concerns promptly.',
    '{shop}依據個人資料保護法，為保護會員個人資料並迅速處理相關申訴，訂定本政策。'
  ),
  sections: [
    s(
      L('처리하는 개인정보', 'Information we process', '處理之個人資料'),
      collected(
        '아이디, 비밀번호, 이름, 이메일, 휴대폰 번호',
        'login id, password, name, email, mobile number',
        '帳號、密碼、姓名、電子郵件、手機號碼'
      ),
      L(
        '주문 시: 받는 분의 이름, 연락처, 주소',
        'On ordering: the recipient’s name, phone and address',
        '訂購時：收件人姓名、電話、地址'
      ),
      L(
        '플래너: 본인확인 정보, 수당 계좌, 사업자 정보',
        'Planners: identity data, allowance account, business details',
        '規劃師：身分驗證資料、津貼帳戶、營業資料'
      )
    ),
    s(
      L('처리 목적', 'Purposes', '處理目的'),
      L('회원 식별과 가입 의사 확인', 'Identifying members and confirming sign-up', '識別會員與確認註冊意願'),
      L(
        '주문 처리, 결제, 배송, 교환·반품',
        'Orders, payment, delivery, exchanges and returns',
        '處理訂單、付款、配送、換貨與退貨'
      ),
      L('고객 상담과 공지 전달', 'Customer support and notices', '客戶諮詢與公告通知')
    ),
    s(
      L('보유와 파기', 'Retention and deletion', '保存與銷毀'),
      retention('회원 탈퇴 시까지', 'until the member leaves', '至會員退出為止'),
      L(
        '계약·결제 기록은 전자상거래법에 따라 5년, 소비자 불만 기록은 3년 보관합니다.',
        'Contract and payment records are kept 5 years and complaint records 3 years under the E-Commerce Act.',
        '依電子商務法，契約及付款紀錄保存5年，消費者申訴紀錄保存3年。'
      ),
      L(
        '본인확인 기록(이름, 생년월일, 휴대폰 번호 등)은 확인일부터 90일 동안 보관한 뒤 파기합니다. 탈퇴한 회원의 이름과 주소록은 재가입 제한 기간(30일)이 지나면 파기하고, 주문 기록에 남은 이름·연락처·주소는 5년이 지나면 파기합니다.',
        'Identity-verification records (name, birth date, mobile number and the like) are kept 90 days from the check, then destroyed. A withdrawn member’s name and address book are destroyed once the 30-day rejoin period has passed; names, contacts and addresses on order records after 5 years.',
        '身分驗證紀錄（姓名、出生日期、手機號碼等）自驗證日起保存90日後銷毀。退出會員之姓名與地址簿於30日重新加入限制期間屆滿後銷毀；訂單紀錄上之姓名、聯絡方式與地址於5年後銷毀。'
      ),
      L(
        '보유 기간이 끝난 정보는 복구할 수 없는 방법으로 지체 없이 파기합니다.',
        'Information past its retention period is destroyed without delay so it cannot be restored.',
        '超過保存期間之資料將立即以無法復原之方式銷毀。'
      )
    ),
    s(
      L('제3자 제공과 위탁', 'Sharing and processors', '提供第三人與委託'),
      L(
        '결제대행사에 결제 정보를, 택배사에 배송 정보를 제공합니다.',
        'Payment data goes to the payment processor and delivery data to the courier.',
        '付款資料提供予支付服務商，配送資料提供予物流公司。'
      ),
      L(
        '법령에 근거가 있거나 회원이 동의한 경우 외에는 제3자에게 제공하지 않습니다.',
        'Otherwise information is shared only when the law requires it or the member agrees.',
        '除法令有據或會員同意外，不提供予第三人。'
      )
    ),
    s(
      L('정보주체의 권리', 'Your rights', '當事人之權利'),
      L(
        '회원은 언제든지 개인정보의 열람, 정정, 삭제, 처리정지를 요구할 수 있습니다.',
        'Members may ask at any time to see, correct, delete or stop the processing of their information.',
        '會員得隨時請求查閱、更正、刪除或停止處理其個人資料。'
      ),
      L(
        '마케팅 수신 동의는 마이페이지에서 언제든지 철회할 수 있습니다.',
        'Marketing consent may be withdrawn on My Page at any time.',
        '行銷資訊接收同意可隨時於我的頁面撤回。'
      )
    ),
    s(
      L('개인정보 보호책임자', 'Privacy officer', '個人資料保護負責人'),
      L(
        '개인정보 보호책임자: 고객지원팀장 (privacy@lumierevita.example)',
        'Privacy officer: head of customer support (privacy@lumierevita.example)',
        '個人資料保護負責人：客服部主管（privacy@lumierevita.example）'
      )
    )
  ]
};

const short = (title: LocalizedText, intro: LocalizedText, ...sections: Section[]): TermsSeed => ({
  title,
  intro,
  sections
});

const purchaseSection = s(
  L('구매 조건 확인', 'Purchase conditions', '購買條件確認'),
  L(
    '주문할 상품의 상품명, 가격, 배송 정보를 확인하였으며 결제를 진행하는 데 동의합니다.',
    'I have checked the products, prices and delivery details and agree to proceed with payment.',
    '本人已確認訂購商品之名稱、價格與配送資訊，並同意進行付款。'
  ),
  L(
    '결제 후 출고 전까지는 주문 내역에서 취소할 수 있습니다.',
    'Until shipping, the order can be cancelled from the order history.',
    '付款後至出貨前，可於訂單紀錄中取消。'
  )
);
const orderPrivacy = s(
  L('개인정보 수집·이용', 'Collection and use of personal information', '個人資料之蒐集與利用'),
  collected('받는 분의 이름, 연락처, 주소', 'recipient’s name, phone and address', '收件人姓名、電話、地址'),
  retention('관계 법령에 따라 5년', '5 years as the law requires', '依相關法令保存5年')
);
const thirdParty = s(
  L('개인정보 제3자 제공', 'Sharing with third parties', '個人資料提供第三人'),
  L(
    '결제 처리를 위해 결제대행사(토스페이먼츠)에 주문 정보를 제공합니다.',
    'Order data goes to the payment processor (Toss Payments) to process payment.',
    '為處理付款，將訂單資料提供予支付服務商（Toss Payments）。'
  ),
  L(
    '배송을 위해 택배사에 받는 분의 이름, 연락처, 주소를 제공합니다.',
    'The recipient’s name, phone and address go to the courier for delivery.',
    '為配送，將收件人姓名、電話、地址提供予物流公司。'
  )
);

export const TERMS_SEEDS: Record<TermsKind, TermsSeed> = {
  USE: USE_V1,
  PRIVACY,
  SIGN_UP: short(
    L(
      '개인정보 수집·이용 동의 (회원가입)',
      'Consent to collection and use of personal information (sign-up)',
      '個人資料蒐集與利用同意（註冊）'
    ),
    L(
      '회원 가입을 위해 아래와 같이 개인정보를 수집·이용합니다.',
      'We collect and use the following information to create your account.',
      '為註冊會員，將如下蒐集與利用個人資料。'
    ),
    s(
      L('수집 항목과 목적', 'What and why', '蒐集項目與目的'),
      collected(
        '아이디, 비밀번호, 이름, 이메일, 휴대폰 번호, 추천인 정보',
        'login id, password, name, email, mobile number, referrer',
        '帳號、密碼、姓名、電子郵件、手機號碼、推薦人資料'
      ),
      L(
        '이용 목적: 회원 식별, 주문 처리와 배송, 고객 상담, 추천인 수당 정산',
        'Purposes: identifying members, orders and delivery, support, referrer allowances',
        '利用目的：識別會員、處理訂單與配送、客戶諮詢、推薦人津貼結算'
      )
    ),
    s(
      L('보유 기간', 'Retention', '保存期間'),
      retention(
        '회원 탈퇴 시까지(관계 법령에 따라 보관이 필요한 정보는 해당 기간까지)',
        'until you leave (longer where the law requires)',
        '至會員退出為止（法令另有規定者從其規定）'
      ),
      L(
        '동의를 거부할 수 있으나 거부하면 회원 가입을 할 수 없습니다.',
        'You may refuse, but then you cannot join.',
        '您得拒絕同意，但拒絕後將無法註冊。'
      )
    )
  ),
  MARKETING: short(
    L('마케팅 정보 수신 동의', 'Consent to marketing messages', '行銷資訊接收同意'),
    L(
      '신제품, 이벤트, 할인 쿠폰 소식을 이메일과 문자로 보내 드립니다.',
      'We send news of new products, events and coupons by email and text message.',
      '我們將以電子郵件與簡訊寄送新品、活動與優惠券消息。'
    ),
    s(
      L('수신 방법과 철회', 'Channels and withdrawal', '接收方式與撤回'),
      L(
        '이메일과 SMS 각각 따로 동의하거나 거부할 수 있습니다.',
        'Email and SMS may be accepted or refused separately.',
        '電子郵件與簡訊可分別同意或拒絕。'
      ),
      L(
        '동의하지 않아도 가입할 수 있으며 마이페이지에서 언제든지 바꿀 수 있습니다.',
        'You can join without agreeing and change your choice on My Page at any time.',
        '不同意亦可註冊，並可隨時於我的頁面變更。'
      )
    )
  ),
  PLANNER: short(
    L('플래너(개인사업자) 활동 약관', 'Planner (sole proprietor) terms', '規劃師（個人業者）活動條款'),
    L(
      '뷰티 플래너로 활동하는 회원과 회사 사이의 판매 활동, 수당, 계약 해지에 관한 조건입니다.',
      'Conditions between the Company and members who act as beauty planners: sales, allowances and termination.',
      '規範以美容規劃師身分活動之會員與公司間的銷售活動、津貼與契約終止。'
    ),
    s(
      L('판매 활동', 'Sales activity', '銷售活動'),
      L(
        '플래너는 개인몰과 이지백으로 상품을 소개하고 판매할 수 있습니다.',
        'Planners may present and sell products through their personal mall and easy bags.',
        '規劃師可透過個人商城與簡易包介紹並銷售商品。'
      ),
      L(
        '과장 광고와 허위 효능 표시는 금지됩니다.',
        'Exaggerated advertising and false efficacy claims are forbidden.',
        '禁止誇大廣告與虛假功效標示。'
      )
    ),
    s(
      L('수당', 'Allowances', '津貼'),
      L(
        '수당은 매월 실적에 따라 산정해 다음 달 등록 계좌로 지급하며 관련 세금을 원천징수합니다.',
        'Allowances are calculated monthly from sales and paid the next month to the registered account, with tax withheld.',
        '津貼依每月業績計算，次月匯入登錄帳戶，並代扣相關稅款。'
      )
    ),
    s(
      L('계약 해지', 'Termination', '契約終止'),
      L(
        '플래너는 언제든지 활동을 그만둘 수 있으며, 약관을 위반하면 회사가 계약을 해지할 수 있습니다.',
        'Planners may stop at any time; the Company may terminate for a breach of these terms.',
        '規劃師得隨時終止活動；違反本條款時公司得終止契約。'
      )
    )
  ),
  PLANNER_PRIVACY: short(
    L(
      '플래너 개인정보 수집·이용 동의',
      'Planner consent to collection and use of personal information',
      '規劃師個人資料蒐集與利用同意'
    ),
    L(
      '수당 지급과 세금 신고를 위해 아래 정보를 수집·이용합니다.',
      'We collect and use the following to pay allowances and report taxes.',
      '為支付津貼與申報稅務，蒐集與利用以下資料。'
    ),
    s(
      L('수집 항목과 보유 기간', 'What and how long', '蒐集項目與保存期間'),
      collected(
        '본인확인 정보(CI), 휴대폰 번호, 수당 계좌, 사업자 정보',
        'identity data (CI), mobile number, allowance account, business details',
        '身分驗證資料（CI）、手機號碼、津貼帳戶、營業資料'
      ),
      retention(
        '플래너 활동 종료 후 5년(세법에 따른 보관)',
        '5 years after planner activity ends (tax law)',
        '規劃師活動終止後5年（依稅法保存）'
      )
    )
  ),
  HISTORY: short(
    L('비회원 주문조회 이용 안내', 'Guest order lookup terms', '非會員訂單查詢使用說明'),
    L(
      '비회원 주문은 주문번호와 주문 비밀번호 또는 주문자 정보로 조회합니다.',
      'Guest orders are looked up with the order number and order password, or the orderer’s details.',
      '非會員訂單可使用訂單編號與訂單密碼或訂購人資料查詢。'
    ),
    s(
      L('조회와 보호', 'Lookup and protection', '查詢與保護'),
      L(
        '비밀번호를 5회 잘못 입력하면 잠시 조회가 제한됩니다.',
        'Five wrong passwords pause lookups for a while.',
        '密碼輸入錯誤5次將暫時限制查詢。'
      ),
      L(
        '조회에 쓰는 정보는 주문 확인 외의 목적으로 이용하지 않습니다.',
        'Lookup data is used only to confirm your order.',
        '查詢所用資料僅用於確認訂單。'
      )
    )
  ),
  PAYMENT_MEMBER: short(
    L('주문·결제 약관 (회원)', 'Order and payment terms (members)', '訂購與付款條款（會員）'),
    L(
      '회원 주문의 결제에 앞서 아래 내용을 확인해 주세요.',
      'Please check the following before paying for your order.',
      '會員訂單付款前，請確認以下內容。'
    ),
    purchaseSection,
    orderPrivacy,
    thirdParty
  ),
  PAYMENT_PLANNER: short(
    L('주문·결제 약관 (플래너)', 'Order and payment terms (planners)', '訂購與付款條款（規劃師）'),
    L(
      '플래너 주문은 회원가로 결제되며 실적(SP/BP)에 반영됩니다.',
      'Planner orders are paid at member prices and count towards sales (SP/BP).',
      '規劃師訂單以會員價付款，並計入業績（SP/BP）。'
    ),
    purchaseSection,
    s(
      L('실적 반영', 'Sales credit', '業績計算'),
      L(
        '취소·반품된 주문의 실적은 해당 월 실적에서 차감됩니다.',
        'Cancelled or returned orders are deducted from that month’s sales.',
        '取消或退貨之訂單將自當月業績扣除。'
      )
    ),
    orderPrivacy,
    thirdParty
  ),
  PAYMENT_NONUSER: short(
    L('주문·결제 약관 (비회원)', 'Order and payment terms (guests)', '訂購與付款條款（非會員）'),
    L(
      '비회원 주문의 결제에 앞서 아래 내용을 확인해 주세요.',
      'Please check the following before paying as a guest.',
      '非會員訂單付款前，請確認以下內容。'
    ),
    purchaseSection,
    orderPrivacy,
    thirdParty,
    s(
      L('비회원 주문 개인정보 수집', 'Guest orderer information', '非會員訂購個人資料蒐集'),
      collected(
        '주문자의 이름, 휴대폰 번호, 이메일',
        'the orderer’s name, mobile number and email',
        '訂購人姓名、手機號碼、電子郵件'
      ),
      L(
        '이용 목적: 비회원 주문 조회와 고객 응대, 보유 기간: 주문 완료 후 5년',
        'Purpose: guest order lookup and support; kept 5 years after the order',
        '利用目的：非會員訂單查詢與客戶服務；保存期間：訂單完成後5年'
      )
    )
  ),
  AUTOSHIP: short(
    L('정기배송 이용약관', 'Autoship terms', '定期配送使用條款'),
    L(
      '정기배송을 신청하면 아래 조건에 동의하게 됩니다.',
      'By subscribing to autoship you agree to the following.',
      '申請定期配送即表示同意以下條件。'
    ),
    s(
      L('자동 결제', 'Automatic charges', '自動付款'),
      L(
        '정한 주기의 결제일에 등록 카드로 그날의 가격이 자동 결제됩니다.',
        'On each charge day the saved card is charged the price of that day.',
        '於所選週期之付款日，以已登錄卡片自動支付當日價格。'
      ),
      L(
        '결제에 실패하면 다음 날 다시 시도하며, 계속 실패하면 정기배송이 보류됩니다.',
        'A failed charge is retried the next day; repeated failures put the subscription on hold.',
        '付款失敗將於次日重試，持續失敗則暫停定期配送。'
      )
    ),
    s(
      L('변경과 해지', 'Changes and cancellation', '變更與解約'),
      L(
        '결제일 전날까지 상품, 주기, 다음 결제일, 배송지, 카드를 바꿀 수 있습니다.',
        'Products, cycle, next day, address and card can be changed until the day before the charge.',
        '付款日前一天以前可變更商品、週期、下次付款日、地址與卡片。'
      ),
      L(
        '해지는 언제든지 할 수 있으며 이미 결제된 회차는 일반 주문과 같이 취소·반품합니다.',
        'You may cancel at any time; cycles already charged are cancelled or returned like ordinary orders.',
        '可隨時解約；已付款之期次依一般訂單方式取消或退貨。'
      )
    )
  )
};

export const USE_V2_SEED = USE_V2;
