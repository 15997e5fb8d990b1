/**
 * Hangul to Latin letters after the Revised Romanization's letter table, without its sound-change rules:
 * enough for the sandbox's English addresses ("테헤란로" → "Teheran-ro"), not a linguistic tool.
 */
const INITIALS = [
  'g',
  'kk',
  'n',
  'd',
  'tt',
  'r',
  'm',
  'b',
  'pp',
  's',
  'ss',
  '',
  'j',
  'jj',
  'ch',
  'k',
  't',
  'p',
  'h'
];
const MEDIALS = [
  'a',
  'ae',
  'ya',
  'yae',
  'eo',
  'e',
  'yeo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'eu',
  'ui',
  'i'
];
const FINALS = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't'
];

function romanize(hangul: string): string {
  let out = '';
  let previousFinal = 0;
  for (const char of hangul) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171) {
      out += char;
      previousFinal = 0;
      continue;
    }
    const initial = Math.floor(code / 588);
    const medial = Math.floor((code % 588) / 28);
    const final = code % 28;
    // ㄹ reads r after a vowel, l after a final ㄹ (올림 → ollim), n after another consonant (종로 → jongno).
    const start =
      initial === 5 && previousFinal !== 0 ? (previousFinal === 8 ? 'l' : 'n') : INITIALS[initial];
    out += `${start}${MEDIALS[medial]}${FINALS[final]}`;
    previousFinal = final;
  }
  return out;
}

const SUFFIXES: readonly (readonly [string, string])[] = [
  ['특별자치시', '-si'],
  ['대로', '-daero'],
  ['번길', 'beon-gil'],
  ['로', '-ro'],
  ['길', '-gil'],
  ['구', '-gu'],
  ['군', '-gun'],
  ['시', '-si'],
  ['읍', '-eup'],
  ['면', '-myeon'],
  ['동', '-dong'],
  ['리', '-ri'],
  ['가', '-ga']
];

/** A place name with its suffix kept apart: "강남구" → "Gangnam-gu", "테헤란로7길" → "Teheran-ro 7-gil". */
export function romanizePlace(name: string): string {
  const numbered = /^(.*?(?:로|길))([0-9]+)(번길|길)$/.exec(name);
  if (numbered) {
    const [, road = '', number = '', kind = ''] = numbered;
    return `${romanizePlace(road)} ${number}${kind === '번길' ? 'beon-gil' : '-gil'}`;
  }
  const withNumber = /^(.+?)([0-9]+)(가)$/.exec(name);
  if (withNumber) return `${capitalize(romanize(withNumber[1] ?? ''))} ${withNumber[2]}-ga`;
  for (const [suffix, latin] of SUFFIXES) {
    if (name.length > suffix.length && name.endsWith(suffix)) {
      return `${capitalize(romanize(name.slice(0, -suffix.length)))}${latin}`;
    }
  }
  return capitalize(romanize(name));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
