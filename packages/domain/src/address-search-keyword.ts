/**
 * The 도로명주소 API's keyword rules (INTEGRATIONS §4.2), zod-free: the sandbox refuses keywords in the
 * provider's own order, our proxy applies the official sample's hygiene (`checkSearchedWord`) before it
 * forwards a keyword, and the storefront may check a keyword before it asks.
 */

/** The refusals a keyword can earn, in the order the provider checks them. */
export type JusoKeywordRefusal =
  'E0005' | 'E0008' | 'E0009' | 'E0010' | 'E0011' | 'E0012' | 'E0013' | 'E0006';

/** Hangul keywords longer than this are refused (E0010); Latin letters and digits count up to 80. */
export const JUSO_KEYWORD_MAX_HANGUL = 40;
export const JUSO_KEYWORD_MAX_LATIN = 80;
/** A run of more digits than this is refused (E0011). */
export const JUSO_KEYWORD_MAX_DIGITS = 10;

/** The SQL words the official sample strips (it strips them anywhere; we only as whole words). */
export const JUSO_SQL_WORDS = [
  'OR',
  'SELECT',
  'INSERT',
  'DELETE',
  'UPDATE',
  'CREATE',
  'DROP',
  'EXEC',
  'UNION',
  'FETCH',
  'DECLARE',
  'TRUNCATE'
] as const;

const SQL_WORD = new RegExp(`(^|[^A-Za-z])(${JUSO_SQL_WORDS.join('|')})(?=$|[^A-Za-z])`, 'gi');
/** The sample strips these before sending; the provider refuses them and brackets too. */
const STRIPPED_SPECIALS = /[%=><]/g;
const REFUSED_SPECIALS = /[%=><[\]]/;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
const LETTER = /\p{L}/u;
const DIGIT_RUN = /[0-9]+/g;

/**
 * The 17 시도 as written in addresses and as people shorten them: a keyword that is only one of these
 * is refused (E0006: "시도명만으로는 검색할 수 없습니다").
 */
export const SIDO_NAMES: readonly (readonly [full: string, ...short: string[]])[] = [
  ['서울특별시', '서울', '서울시'],
  ['부산광역시', '부산', '부산시'],
  ['대구광역시', '대구', '대구시'],
  ['인천광역시', '인천', '인천시'],
  ['광주광역시', '광주', '광주시'],
  ['대전광역시', '대전', '대전시'],
  ['울산광역시', '울산', '울산시'],
  ['세종특별자치시', '세종', '세종시'],
  ['경기도', '경기'],
  ['강원특별자치도', '강원', '강원도'],
  ['충청북도', '충북'],
  ['충청남도', '충남'],
  ['전북특별자치도', '전북', '전라북도'],
  ['전라남도', '전남'],
  ['경상북도', '경북'],
  ['경상남도', '경남'],
  ['제주특별자치도', '제주', '제주도']
];
const SIDO_ONLY = new Set(SIDO_NAMES.flat());

/**
 * The official sample's hygiene, applied by our proxy before it forwards a keyword: `%`, `=`, `>`, `<`
 * and SQL words go, spacing is collapsed. Whole words only, so "Gwangmyeong-ro" or "KOREA" survive.
 */
export function sanitizeJusoKeyword(keyword: string): string {
  return keyword.replace(STRIPPED_SPECIALS, ' ').replace(SQL_WORD, '$1 ').replace(/\s+/g, ' ').trim();
}

/** Why the provider would refuse this keyword, or null; checked in the provider's order. */
export function jusoKeywordRefusal(raw: string): JusoKeywordRefusal | null {
  const keyword = raw.trim();
  if (keyword === '') return 'E0005';
  if ([...keyword].length < 2) return 'E0008';
  if (/^[0-9\s]+$/.test(keyword)) return 'E0009';
  const limit = HANGUL.test(keyword) ? JUSO_KEYWORD_MAX_HANGUL : JUSO_KEYWORD_MAX_LATIN;
  if ([...keyword].length > limit) return 'E0010';
  if ((keyword.match(DIGIT_RUN) ?? []).some((run) => run.length > JUSO_KEYWORD_MAX_DIGITS)) return 'E0011';
  if (!LETTER.test(keyword)) return 'E0012';
  SQL_WORD.lastIndex = 0;
  if (REFUSED_SPECIALS.test(keyword) || SQL_WORD.test(keyword)) return 'E0013';
  if (SIDO_ONLY.has(keyword.replace(/\s+/g, ''))) return 'E0006';
  return null;
}
