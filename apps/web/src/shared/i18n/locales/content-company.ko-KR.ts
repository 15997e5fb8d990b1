/** Texts of the company part of the `content` namespace (issue 19): about, ESG and guide pages. */
const companyKoKR = {
  nav: {
    label: '회사 소개 메뉴',
    groups: { about: '회사 소개', esg: 'ESG 경영', guide: '이용 안내' },
    pages: {
      'about-business': '기업가치',
      'about-history': '연혁',
      'about-rnd': 'R&D',
      'about-ci': 'CI',
      'about-contribution': '사회공헌',
      'about-ev': '친환경 EV',
      'about-location': '오시는 길',
      'esg-fair': '공정거래',
      'esg-ethics': '윤리준법',
      'esg-customer': '소비자중심',
      'esg-safety': '안전',
      'esg-rightway': '회원윤리강령',
      'esg-compliance': '사이버신고센터',
      guide: '쇼핑 가이드',
      'guide-item': '회원 혜택',
      sample: '샘플 안내'
    }
  },
  loading: '페이지를 불러오는 중입니다.',
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '주소가 바뀌었거나 아직 공개되지 않은 페이지입니다.'
  },
  loadError: '페이지를 불러오지 못했습니다.',
  retry: '다시 시도',
  updatedAt: '{{date}} 업데이트',
  timeline: { label: '연혁 타임라인', month: '{{month}}월' },
  location: {
    address: '주소',
    addressIn: '다른 언어로 보기',
    phone: '전화',
    hours: '운영 시간',
    directions: '찾아오는 방법',
    subway: '지하철',
    bus: '버스',
    car: '자가용',
    mapAlt: '{{name}} 위치 지도',
    openMap: '지도 크게 보기',
    languages: { 'ko-KR': '한국어', 'en-US': 'English', 'zh-TW': '中文' }
  },
  colors: { label: '브랜드 컬러' },
  rightway: {
    articles: '조항 목록',
    number: '제{{number}}조',
    previous: '이전 조항',
    next: '다음 조항',
    backToList: '목록으로'
  }
};

export default companyKoKR;
