import type { Juso } from '@mall/domain';
import { romanizePlace } from './romanize.ts';

/**
 * The sandbox's road-address data set (docs/decisions/031): generated in memory on first use by a seeded
 * PRNG, so every start has the same rows and nothing is downloaded or committed as data. The 17 시도 and
 * their 시군구 are real, with each region's real postcode range; 동·읍·면·리, road names, numbers and
 * buildings are plausible inventions, plus a few real landmarks the tests and demo members use.
 */

type Sido = {
  name: string;
  english: string;
  /** The 2-digit 시도 code of 행정구역코드. */
  code: string;
  /** Real first-three-digit postcode range of the region (e.g. 010–089 for Seoul). */
  zip: readonly [from: number, to: number];
  /** Street numbering: Seoul and the metropolitan cities number side streets "N길", the rest mostly "N번길". */
  sideStreet: '길' | '번길';
  /** 시군구 as juso writes them ("수원시 장안구"); empty for 세종. */
  districts: readonly string[];
};

const SIDO: readonly Sido[] = [
  {
    name: '서울특별시',
    english: 'Seoul',
    code: '11',
    zip: [10, 89],
    sideStreet: '길',
    districts: [
      '강북구',
      '도봉구',
      '노원구',
      '중랑구',
      '동대문구',
      '성북구',
      '종로구',
      '서대문구',
      '은평구',
      '마포구',
      '중구',
      '용산구',
      '성동구',
      '광진구',
      '송파구',
      '강동구',
      '강남구',
      '서초구',
      '동작구',
      '영등포구',
      '강서구',
      '양천구',
      '구로구',
      '금천구',
      '관악구'
    ]
  },
  {
    name: '부산광역시',
    english: 'Busan',
    code: '26',
    zip: [460, 499],
    sideStreet: '번길',
    districts: [
      '기장군',
      '금정구',
      '북구',
      '강서구',
      '사상구',
      '사하구',
      '서구',
      '중구',
      '영도구',
      '동구',
      '부산진구',
      '동래구',
      '연제구',
      '수영구',
      '남구',
      '해운대구'
    ]
  },
  {
    name: '대구광역시',
    english: 'Daegu',
    code: '27',
    zip: [410, 439],
    sideStreet: '길',
    districts: ['군위군', '북구', '동구', '서구', '중구', '남구', '수성구', '달서구', '달성군']
  },
  {
    name: '인천광역시',
    english: 'Incheon',
    code: '28',
    zip: [210, 239],
    sideStreet: '번길',
    districts: [
      '계양구',
      '부평구',
      '남동구',
      '동구',
      '중구',
      '미추홀구',
      '연수구',
      '서구',
      '강화군',
      '옹진군'
    ]
  },
  {
    name: '광주광역시',
    english: 'Gwangju',
    code: '29',
    zip: [610, 629],
    sideStreet: '번길',
    districts: ['북구', '동구', '서구', '남구', '광산구']
  },
  {
    name: '대전광역시',
    english: 'Daejeon',
    code: '30',
    zip: [340, 359],
    sideStreet: '번길',
    districts: ['대덕구', '동구', '중구', '서구', '유성구']
  },
  {
    name: '울산광역시',
    english: 'Ulsan',
    code: '31',
    zip: [440, 459],
    sideStreet: '번길',
    districts: ['북구', '동구', '중구', '남구', '울주군']
  },
  {
    name: '세종특별자치시',
    english: 'Sejong-si',
    code: '36',
    zip: [300, 301],
    sideStreet: '길',
    districts: ['']
  },
  {
    name: '경기도',
    english: 'Gyeonggi-do',
    code: '41',
    zip: [100, 189],
    sideStreet: '번길',
    districts: [
      '김포시',
      '파주시',
      '고양시 덕양구',
      '고양시 일산동구',
      '고양시 일산서구',
      '연천군',
      '포천시',
      '동두천시',
      '양주시',
      '의정부시',
      '남양주시',
      '구리시',
      '가평군',
      '양평군',
      '하남시',
      '광주시',
      '성남시 수정구',
      '성남시 중원구',
      '성남시 분당구',
      '과천시',
      '안양시 만안구',
      '안양시 동안구',
      '광명시',
      '부천시',
      '시흥시',
      '안산시 상록구',
      '안산시 단원구',
      '군포시',
      '의왕시',
      '수원시 장안구',
      '수원시 권선구',
      '수원시 팔달구',
      '수원시 영통구',
      '용인시 처인구',
      '용인시 기흥구',
      '용인시 수지구',
      '이천시',
      '여주시',
      '오산시',
      '화성시',
      '평택시',
      '안성시'
    ]
  },
  {
    name: '강원특별자치도',
    english: 'Gangwon-do',
    code: '51',
    zip: [240, 269],
    sideStreet: '번길',
    districts: [
      '철원군',
      '화천군',
      '춘천시',
      '양구군',
      '인제군',
      '고성군',
      '속초시',
      '양양군',
      '홍천군',
      '횡성군',
      '원주시',
      '영월군',
      '평창군',
      '강릉시',
      '정선군',
      '동해시',
      '태백시',
      '삼척시'
    ]
  },
  {
    name: '충청북도',
    english: 'Chungcheongbuk-do',
    code: '43',
    zip: [270, 299],
    sideStreet: '번길',
    districts: [
      '충주시',
      '음성군',
      '진천군',
      '청주시 상당구',
      '청주시 서원구',
      '청주시 흥덕구',
      '청주시 청원구',
      '증평군',
      '괴산군',
      '보은군',
      '옥천군',
      '영동군',
      '제천시',
      '단양군'
    ]
  },
  {
    name: '충청남도',
    english: 'Chungcheongnam-do',
    code: '44',
    zip: [310, 339],
    sideStreet: '번길',
    districts: [
      '천안시 동남구',
      '천안시 서북구',
      '아산시',
      '당진시',
      '서산시',
      '태안군',
      '홍성군',
      '예산군',
      '보령시',
      '청양군',
      '공주시',
      '계룡시',
      '논산시',
      '부여군',
      '서천군',
      '금산군'
    ]
  },
  {
    name: '전북특별자치도',
    english: 'Jeonbuk-do',
    code: '52',
    zip: [540, 569],
    sideStreet: '번길',
    districts: [
      '군산시',
      '익산시',
      '전주시 완산구',
      '전주시 덕진구',
      '완주군',
      '진안군',
      '무주군',
      '장수군',
      '김제시',
      '부안군',
      '정읍시',
      '고창군',
      '순창군',
      '임실군',
      '남원시'
    ]
  },
  {
    name: '전라남도',
    english: 'Jeollanam-do',
    code: '46',
    zip: [570, 599],
    sideStreet: '번길',
    districts: [
      '영광군',
      '장성군',
      '담양군',
      '곡성군',
      '구례군',
      '함평군',
      '무안군',
      '목포시',
      '신안군',
      '나주시',
      '화순군',
      '영암군',
      '해남군',
      '진도군',
      '완도군',
      '강진군',
      '장흥군',
      '보성군',
      '순천시',
      '광양시',
      '여수시',
      '고흥군'
    ]
  },
  {
    name: '경상북도',
    english: 'Gyeongsangbuk-do',
    code: '47',
    zip: [360, 409],
    sideStreet: '번길',
    districts: [
      '영주시',
      '봉화군',
      '울진군',
      '영양군',
      '안동시',
      '예천군',
      '문경시',
      '상주시',
      '의성군',
      '청송군',
      '영덕군',
      '포항시 북구',
      '포항시 남구',
      '경주시',
      '영천시',
      '군위군',
      '구미시',
      '김천시',
      '칠곡군',
      '성주군',
      '고령군',
      '경산시',
      '청도군',
      '울릉군'
    ]
  },
  {
    name: '경상남도',
    english: 'Gyeongsangnam-do',
    code: '48',
    zip: [500, 539],
    sideStreet: '번길',
    districts: [
      '거창군',
      '함양군',
      '산청군',
      '합천군',
      '창녕군',
      '밀양시',
      '양산시',
      '김해시',
      '창원시 의창구',
      '창원시 성산구',
      '창원시 마산합포구',
      '창원시 마산회원구',
      '창원시 진해구',
      '함안군',
      '의령군',
      '진주시',
      '하동군',
      '사천시',
      '남해군',
      '고성군',
      '통영시',
      '거제시'
    ]
  },
  {
    name: '제주특별자치도',
    english: 'Jeju-do',
    code: '50',
    zip: [630, 636],
    sideStreet: '번길',
    districts: ['제주시', '서귀포시']
  }
];

const DONG_STEMS = [
  '중앙',
  '신정',
  '대흥',
  '상도',
  '월곡',
  '효자',
  '송정',
  '신촌',
  '수정',
  '화정',
  '신월',
  '장안',
  '남산',
  '동산',
  '평화',
  '명륜',
  '봉명',
  '운암',
  '산수',
  '용두',
  '신흥',
  '대신',
  '성내',
  '구암',
  '도화',
  '관평',
  '만수',
  '청림',
  '문화',
  '신기',
  '율량',
  '상록',
  '양지',
  '호계',
  '반송',
  '매곡',
  '덕천',
  '청학',
  '가좌',
  '내동'
];
const MYEON_STEMS = [
  '북',
  '남',
  '서',
  '동',
  '상',
  '하',
  '신',
  '대',
  '금',
  '용',
  '청',
  '월',
  '송',
  '백',
  '오',
  '장'
];
const RI_STEMS = [
  '신흥',
  '용소',
  '상',
  '하',
  '중',
  '대곡',
  '송정',
  '내',
  '외',
  '신평',
  '월산',
  '구룡',
  '도곡',
  '석교',
  '금곡',
  '봉산',
  '평촌',
  '두산',
  '마산',
  '삼거'
];
const ROAD_STEMS = [
  '중앙',
  '문화',
  '시민',
  '평화',
  '희망',
  '번영',
  '대학',
  '역전',
  '강변',
  '공원',
  '시청',
  '동문',
  '서문',
  '남부',
  '북부',
  '산업',
  '새말',
  '은행',
  '학교',
  '장터',
  '느티',
  '소나무',
  '매화',
  '벚꽃',
  '햇살',
  '바람',
  '푸른',
  '한빛',
  '꽃뫼',
  '청솔',
  '솔밭',
  '돌샘',
  '구름',
  '새싹',
  '들꽃',
  '호수',
  '달빛',
  '별빛',
  '큰골',
  '작은골',
  '미래',
  '충무'
];
const APARTMENT_BRANDS = [
  '래미안',
  '자이',
  '힐스테이트',
  '푸르지오',
  'e편한세상',
  '아이파크',
  '롯데캐슬',
  '더샵',
  'SK뷰',
  '호반베르디움',
  '한신휴플러스',
  '주공',
  '현대',
  '삼성',
  '우성',
  '대림'
];
const OTHER_BUILDINGS = ['빌딩', '상가', '타워', '프라자', '행정복지센터', '초등학교', '우체국', '빌라'];

/** Mulberry32: tiny, fast, and the same numbers on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p
  };
}
type Random = ReturnType<typeof prng>;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

type Area = {
  sido: Sido;
  sggNm: string;
  sggCode: string;
  zipFrom: number;
  zipTo: number;
  /** A district of a big city or town: 동 only; a 군: 읍 and 면 with 리. */
  rural: boolean;
};

type Place = { emdNm: string; liNm: string; emdCode: string; liCode: string };

function areas(): Area[] {
  return SIDO.flatMap((sido) => {
    const span = (sido.zip[1] - sido.zip[0] + 1) * 100;
    const share = Math.floor(span / sido.districts.length);
    return sido.districts.map((sggNm, index) => ({
      sido,
      sggNm,
      sggCode: `${sido.code}${pad(110 + index * 20, 3)}`,
      zipFrom: sido.zip[0] * 100 + index * share,
      zipTo: sido.zip[0] * 100 + (index + 1) * share - 1,
      rural: sggNm.endsWith('군')
    }));
  });
}

function places(area: Area, random: Random): Place[] {
  const stem = (area.sggNm.split(' ').pop() ?? area.sido.name).replace(/(시|군|구)$/, '');
  if (!area.rural) {
    const count = random.int(4, 7);
    const names = new Set<string>();
    while (names.size < count) names.add(`${random.pick(DONG_STEMS)}동`);
    // Cities that are not split into 구 have their 읍·면 too.
    const towns =
      area.sggNm.endsWith('시') && !area.sggNm.includes(' ') && random.chance(0.6)
        ? ruralPlaces(stem, random, 2)
        : [];
    return [
      ...[...names].map((emdNm, i) => ({ emdNm, liNm: '', emdCode: pad(101 + i, 3), liCode: '00' })),
      ...towns
    ];
  }
  return ruralPlaces(stem, random, random.int(3, 5));
}

function ruralPlaces(stem: string, random: Random, count: number): Place[] {
  const seats = [`${stem}읍`];
  while (seats.length < count) {
    const name = `${random.pick(MYEON_STEMS)}면`;
    if (!seats.includes(name)) seats.push(name);
  }
  return seats.flatMap((emdNm, i) => {
    const lis = new Set<string>();
    const wanted = random.int(2, 4);
    while (lis.size < wanted) lis.add(`${random.pick(RI_STEMS)}리`);
    return [...lis].map((liNm, j) => ({
      emdNm,
      liNm,
      emdCode: pad(250 + i * 10, 3),
      liCode: pad(21 + j, 2)
    }));
  });
}

type Road = { rn: string; code: string };

function roads(area: Area, random: Random, stem: string): Road[] {
  const mains = new Set<string>([`${stem}대로`]);
  const wanted = random.int(5, 9);
  while (mains.size < wanted) mains.add(`${random.pick(ROAD_STEMS)}로`);
  const list: Road[] = [];
  let serial = 0;
  for (const main of mains) {
    list.push({ rn: main, code: `${area.sggCode}${pad(3000000 + serial++ * 7, 7)}` });
    const sides = random.int(1, 3);
    for (let i = 0; i < sides; i += 1) {
      const number = random.int(1, 60);
      const rn = `${main}${number}${area.sido.sideStreet}`;
      if (!list.some((road) => road.rn === rn))
        list.push({ rn, code: `${area.sggCode}${pad(3000000 + serial++ * 7, 7)}` });
    }
  }
  return list;
}

function building(random: Random, place: Place): { bdNm: string; bdKdcd: '0' | '1'; detBdNmList: string } {
  if (random.chance(0.22)) {
    const brand = random.pick(APARTMENT_BRANDS);
    const area = place.emdNm.replace(/(동|읍|면)$/, '');
    const phase = random.chance(0.35) ? `${random.int(1, 5)}차` : '';
    const name = random.chance(0.5) ? `${area}${brand}${phase}` : `${brand} ${area}${phase || '아파트'}`;
    const blocks = random.int(2, 8);
    const detBdNmList = Array.from({ length: blocks }, (_, i) => `${101 + i}동`).join(', ');
    return { bdNm: name, bdKdcd: '1', detBdNmList };
  }
  if (random.chance(0.3))
    return {
      bdNm: `${place.emdNm.replace(/(동|읍|면)$/, '')}${random.pick(OTHER_BUILDINGS)}`,
      bdKdcd: '0',
      detBdNmList: ''
    };
  return { bdNm: '', bdKdcd: '0', detBdNmList: '' };
}

/** The full row, with roadAddr, jibunAddr and engAddr composed the way juso composes them. */
function composeJuso(parts: {
  siNm: string;
  sidoEnglish: string;
  sggNm: string;
  emdNm: string;
  liNm: string;
  rn: string;
  buldMnnm: number;
  buldSlno: number;
  lnbrMnnm: number;
  lnbrSlno: number;
  mtYn: '0' | '1';
  bdNm: string;
  bdKdcd: '0' | '1';
  detBdNmList: string;
  zipNo: string;
  admCd: string;
  rnMgtSn: string;
  bdMgtSn: string;
}): Juso {
  const number = `${parts.buldMnnm}${parts.buldSlno > 0 ? `-${parts.buldSlno}` : ''}`;
  const head = [parts.siNm, parts.sggNm].filter(Boolean).join(' ');
  // In a 읍 or 면 the road address names it before the road ("가평군 가평읍 가화로 12").
  const town = /(읍|면)$/.test(parts.emdNm) ? ` ${parts.emdNm}` : '';
  const roadAddrPart1 = `${head}${town} ${parts.rn} ${number}`;
  // 참고항목: the 법정동 (a name ending in 동, 로 or 가; not 읍·면·리) and an apartment complex's name.
  const notes = [
    /(동|로|가)$/.test(parts.emdNm) && !parts.liNm ? parts.emdNm : '',
    parts.bdKdcd === '1' ? parts.bdNm : ''
  ].filter(Boolean);
  const roadAddrPart2 = notes.length > 0 ? ` (${notes.join(', ')})` : '';
  const lot = `${parts.mtYn === '1' ? '산' : ''}${parts.lnbrMnnm}${parts.lnbrSlno > 0 ? `-${parts.lnbrSlno}` : ''}`;
  const jibunAddr = [head, parts.emdNm, parts.liNm, lot, parts.bdNm].filter(Boolean).join(' ');
  const englishTown = /(읍|면)$/.test(parts.emdNm) ? `${romanizePlace(parts.emdNm)}, ` : '';
  const englishDistrict = parts.sggNm.split(' ').filter(Boolean).reverse().map(romanizePlace).join(', ');
  const engAddr = `${number} ${romanizePlace(parts.rn)}, ${englishTown}${englishDistrict ? `${englishDistrict}, ` : ''}${parts.sidoEnglish}`;
  return {
    roadAddr: `${roadAddrPart1}${roadAddrPart2}`,
    roadAddrPart1,
    roadAddrPart2,
    jibunAddr,
    engAddr,
    zipNo: parts.zipNo,
    admCd: parts.admCd,
    rnMgtSn: parts.rnMgtSn,
    bdMgtSn: parts.bdMgtSn,
    detBdNmList: parts.detBdNmList,
    bdNm: parts.bdNm,
    bdKdcd: parts.bdKdcd,
    siNm: parts.siNm,
    sggNm: parts.sggNm,
    emdNm: parts.emdNm,
    liNm: parts.liNm,
    rn: parts.rn,
    udrtYn: '0',
    buldMnnm: String(parts.buldMnnm),
    buldSlno: String(parts.buldSlno),
    mtYn: parts.mtYn,
    lnbrMnnm: String(parts.lnbrMnnm),
    lnbrSlno: String(parts.lnbrSlno),
    emdNo: '01'
  };
}

/** Landmarks with their real addresses: the demo members live at some, the tests search for them. */
export const LANDMARKS: readonly Juso[] = [
  landmark(
    '서울특별시',
    '강남구',
    '역삼동',
    '테헤란로',
    152,
    0,
    737,
    0,
    '강남파이낸스센터',
    '0',
    '06236',
    '1168010100',
    '116803122010'
  ),
  landmark(
    '서울특별시',
    '종로구',
    '세종로',
    '세종대로',
    209,
    0,
    77,
    6,
    '정부서울청사',
    '0',
    '03171',
    '1111011900',
    '111103100012'
  ),
  landmark(
    '서울특별시',
    '중구',
    '태평로1가',
    '세종대로',
    110,
    0,
    31,
    0,
    '서울특별시청',
    '0',
    '04524',
    '1114010300',
    '111403100012'
  ),
  landmark(
    '서울특별시',
    '송파구',
    '신천동',
    '올림픽로',
    435,
    0,
    17,
    0,
    '파크리오',
    '1',
    '05510',
    '1171010200',
    '117103123005'
  ),
  landmark(
    '부산광역시',
    '해운대구',
    '우동',
    '마린시티2로',
    33,
    0,
    1407,
    0,
    '해운대두산위브더제니스',
    '1',
    '48120',
    '2635010500',
    '263504223301'
  ),
  landmark(
    '세종특별자치시',
    '',
    '보람동',
    '한누리대로',
    2130,
    0,
    720,
    0,
    '세종특별자치시청',
    '0',
    '30151',
    '3611011900',
    '361104475014'
  ),
  landmark(
    '세종특별자치시',
    '',
    '어진동',
    '도움6로',
    11,
    0,
    580,
    0,
    '정부세종청사',
    '0',
    '30107',
    '3611010600',
    '361104475146'
  ),
  landmark(
    '전라남도',
    '담양군',
    '담양읍',
    '추성로',
    1371,
    0,
    281,
    0,
    '담양군청',
    '0',
    '57339',
    '4671025021',
    '467103100011',
    '객사리'
  )
];

function landmark(
  siNm: string,
  sggNm: string,
  emdNm: string,
  rn: string,
  buldMnnm: number,
  buldSlno: number,
  lnbrMnnm: number,
  lnbrSlno: number,
  bdNm: string,
  bdKdcd: '0' | '1',
  zipNo: string,
  admCd: string,
  rnMgtSn: string,
  liNm = ''
): Juso {
  const sido = SIDO.find((s) => s.name === siNm);
  return composeJuso({
    siNm,
    sidoEnglish: sido?.english ?? '',
    sggNm,
    emdNm,
    liNm,
    rn,
    buldMnnm,
    buldSlno,
    lnbrMnnm,
    lnbrSlno,
    mtYn: '0',
    bdNm,
    bdKdcd,
    detBdNmList: bdKdcd === '1' ? '101동, 102동, 103동' : '',
    zipNo,
    admCd,
    rnMgtSn,
    bdMgtSn: `${admCd}1${pad(lnbrMnnm, 4)}${pad(lnbrSlno, 4)}000001`
  });
}

/** Rows per district: many in Seoul and the big cities, fewer on islands and in the hills. */
function rowsFor(area: Area, random: Random): number {
  if (area.sido.code === '11') return random.int(70, 90);
  if (area.sido.code === '36') return 220;
  if (area.rural) return random.int(25, 40);
  return random.int(45, 65);
}

/** The whole data set: the landmarks, then about twelve thousand generated rows across every 시군구. */
export function generateJusoRows(seed = 20260501): Juso[] {
  const random = prng(seed);
  const rows: Juso[] = [...LANDMARKS];
  for (const area of areas()) {
    // 세종 has no 시군구: its main avenue is 한누리대로.
    const stem = area.sggNm ? (area.sggNm.split(' ').pop() ?? '').replace(/(시|군|구)$/, '') : '한누리';
    const areaPlaces = places(area, random);
    const areaRoads = roads(area, random, stem.length === 1 ? `${stem}${area.sido.name.slice(0, 1)}` : stem);
    const taken = new Set<string>();
    const count = rowsFor(area, random);
    for (let i = 0; i < count; i += 1) {
      const road = random.pick(areaRoads);
      const place = random.pick(areaPlaces);
      const buldMnnm = random.int(1, road.rn.endsWith('대로') ? 900 : 240);
      const buldSlno = random.chance(0.2) ? random.int(1, 30) : 0;
      const key = `${road.rn} ${buldMnnm}-${buldSlno}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const mtYn = place.liNm && random.chance(0.06) ? '1' : '0';
      const lnbrMnnm = random.int(1, 1500);
      const lnbrSlno = random.chance(0.45) ? random.int(1, 40) : 0;
      const admCd = `${area.sggCode}${place.emdCode}${place.liCode}`;
      rows.push(
        composeJuso({
          siNm: area.sido.name,
          sidoEnglish: area.sido.english,
          sggNm: area.sggNm,
          emdNm: place.emdNm,
          liNm: place.liNm,
          rn: road.rn,
          buldMnnm,
          buldSlno,
          lnbrMnnm,
          lnbrSlno,
          mtYn,
          ...building(random, place),
          zipNo: pad(random.int(area.zipFrom, area.zipTo), 5),
          admCd,
          rnMgtSn: road.code,
          bdMgtSn: `${admCd}${mtYn === '1' ? '2' : '1'}${pad(lnbrMnnm, 4)}${pad(lnbrSlno, 4)}${pad(random.int(1, 999999), 6)}`
        })
      );
    }
  }
  return rows;
}

/** The English 시도 name (for the postcode widget's English fields). */
export function sidoEnglish(siNm: string): string {
  return SIDO.find((sido) => sido.name === siNm)?.english ?? '';
}
