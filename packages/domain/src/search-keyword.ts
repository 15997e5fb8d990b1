/**
 * Search keyword rules shared by the API (query plans) and the storefront (notes, suggestions), without
 * zod. The database builds the same normal form for product names in SQL (`search_normalize`, migration
 * 0013); a test keeps the two in step. See docs/decisions/024-search.md.
 */

/** The longest keyword a shopper may search for (after trimming). */
export const SEARCH_KEYWORD_MAX = 50;
/** How many suggestions the header shows at most. */
export const SUGGESTION_LIMIT = 8;

/**
 * Characters that join or separate words without meaning anything in a product name: spacing differs
 * ("수분 크림" / "수분크림"), and so do hyphens, dots and brackets ("Wash-off", "Skin-Fit"). The SQL
 * function removes exactly this class.
 */
const SEPARATORS = /[\s\-_·.,()[\]'’"/&+]+/gu;
/** Accents on Latin letters once decomposed (Lumière → Lumiere); Hangul decomposes to letters, not marks. */
const LATIN_MARKS = /[\u0300-\u036f]/g;

/** One comparable form: NFC, accents dropped, lower case, without spacing or joiners. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .normalize('NFD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(SEPARATORS, '');
}

/**
 * Runs of one script inside a normalised word: Hangul (syllables and jamo), Han, and the rest (Latin
 * letters with digits, so `50ml` stays one word). Shoppers leave out the space where scripts meet
 * (`루미에르vita`, `크림50ml`), while the document keeps each language's name in its own field.
 */
const SCRIPT_RUN = /[ᄀ-ᇿ㄰-㆏가-힣]+|\p{Script=Han}+|[^ᄀ-ᇿ㄰-㆏가-힣\p{Script=Han}]+/gu;

/**
 * The keyword's words, each normalised; spacing separates words, and so does a change of script
 * (`lumiere비타` → lumiere, 비타). Words that normalise to nothing are dropped.
 */
export function searchTokens(keyword: string): string[] {
  return keyword
    .normalize('NFC')
    .split(/\s+/u)
    .map(normalizeSearchText)
    .flatMap((word) => word.match(SCRIPT_RUN) ?? []);
}

// ───────────── Hangul ─────────────

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const MEDIAL_COUNT = 21;
const FINAL_COUNT = 28;

/** Compatibility jamo, in the order Unicode composes syllables with. */
const INITIALS = [...'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'];
const MEDIALS = [...'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ'];
/** Index 0 is "no final consonant". */
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

const INITIAL_SET = new Set(INITIALS);

function isSyllable(code: number): boolean {
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** Each Hangul syllable replaced by its initial consonant (초성): 수분크림 → ㅅㅂㅋㄹ. Other characters stay. */
export function hangulInitials(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    out += isSyllable(code)
      ? INITIALS[Math.floor((code - SYLLABLE_FIRST) / (MEDIAL_COUNT * FINAL_COUNT))]
      : char;
  }
  return out;
}

/** True when the keyword (spacing aside) is only initial consonants, like ㅅㅂㅋㄹ. */
export function isInitialsQuery(keyword: string): boolean {
  const compact = normalizeSearchText(keyword);
  return compact.length > 0 && [...compact].every((char) => INITIAL_SET.has(char));
}

/** Hangul compatibility jamo standing alone (ㄱ…ㅎ, ㅏ…ㅣ), as an IME shows a syllable still being typed. */
const LONE_JAMO_RUN_AT_END = /(?<=[가-힣])[\u3131-\u318e]+$/u;

/**
 * The keyword without the lone jamo a shopper's IME left after the last whole syllable: `크림ㅁ` → 크림,
 * `수분ㅋ` → 수분 (the next syllable was only started, or the Enter key came before the IME finished).
 * A keyword of initials only (ㅋㄹ) and one whose jamo follow Latin letters or digits stay as they are.
 */
export function withoutStrayJamo(keyword: string): string {
  return keyword.normalize('NFC').trimEnd().replace(LONE_JAMO_RUN_AT_END, '');
}

// ───────────── Wrong keyboard layout (2-set / 두벌식) ─────────────

/** The jamo each key of the Korean 2-set layout types; the shifted keys that differ are upper case. */
const KEY_TO_JAMO: Record<string, string> = {
  q: 'ㅂ',
  w: 'ㅈ',
  e: 'ㄷ',
  r: 'ㄱ',
  t: 'ㅅ',
  y: 'ㅛ',
  u: 'ㅕ',
  i: 'ㅑ',
  o: 'ㅐ',
  p: 'ㅔ',
  a: 'ㅁ',
  s: 'ㄴ',
  d: 'ㅇ',
  f: 'ㄹ',
  g: 'ㅎ',
  h: 'ㅗ',
  j: 'ㅓ',
  k: 'ㅏ',
  l: 'ㅣ',
  z: 'ㅋ',
  x: 'ㅌ',
  c: 'ㅊ',
  v: 'ㅍ',
  b: 'ㅠ',
  n: 'ㅜ',
  m: 'ㅡ',
  Q: 'ㅃ',
  W: 'ㅉ',
  E: 'ㄸ',
  R: 'ㄲ',
  T: 'ㅆ',
  O: 'ㅒ',
  P: 'ㅖ'
};

/** Two vowels typed one after the other that make one (ㅗ + ㅏ = ㅘ). */
const VOWEL_PAIRS: Record<string, string> = {
  ㅗㅏ: 'ㅘ',
  ㅗㅐ: 'ㅙ',
  ㅗㅣ: 'ㅚ',
  ㅜㅓ: 'ㅝ',
  ㅜㅔ: 'ㅞ',
  ㅜㅣ: 'ㅟ',
  ㅡㅣ: 'ㅢ'
};
/** Two final consonants that make one (ㄹ + ㄱ = ㄺ); the reverse splits them when a vowel follows. */
const FINAL_PAIRS: Record<string, string> = {
  ㄱㅅ: 'ㄳ',
  ㄴㅈ: 'ㄵ',
  ㄴㅎ: 'ㄶ',
  ㄹㄱ: 'ㄺ',
  ㄹㅁ: 'ㄻ',
  ㄹㅂ: 'ㄼ',
  ㄹㅅ: 'ㄽ',
  ㄹㅌ: 'ㄾ',
  ㄹㅍ: 'ㄿ',
  ㄹㅎ: 'ㅀ',
  ㅂㅅ: 'ㅄ'
};
/** The two consonants of a double final (ㄺ → ㄹ, ㄱ), or null for a single one. */
function splitFinal(final: string): [string, string] | null {
  const pair = Object.keys(FINAL_PAIRS).find((key) => FINAL_PAIRS[key] === final);
  return pair ? [pair[0]!, pair[1]!] : null;
}

const isVowel = (jamo: string) => MEDIALS.includes(jamo);

/** The syllable being typed: an initial, a vowel and a final, each optional as an IME has them. */
type Block = { initial: string | null; medial: string | null; final: string | null };

function render(block: Block): string {
  const { initial, medial, final } = block;
  if (initial && medial) {
    const code =
      SYLLABLE_FIRST +
      (INITIALS.indexOf(initial) * MEDIAL_COUNT + MEDIALS.indexOf(medial)) * FINAL_COUNT +
      FINALS.indexOf(final ?? '');
    return String.fromCodePoint(code);
  }
  // A consonant or vowel left alone stays a lone jamo, as an IME shows it.
  return (initial ?? '') + (medial ?? '') + (final ?? '');
}

/**
 * What the keys typed would have written with the Korean 2-set layout on: `zmfla` → 크림, `dkssud` → 안녕,
 * `Rh` → 꼬. A syllable automaton like an IME's: a consonant after a vowel becomes the final, and moves on
 * to start the next syllable when a vowel follows it (두 + ㄴ + ㅜ → 두누). Characters that are not keys of
 * the layout (digits, spaces, Hangul) pass through and end the syllable being typed.
 */
export function latinToHangul(typed: string): string {
  let out = '';
  let block: Block = { initial: null, medial: null, final: null };
  const flush = () => {
    out += render(block);
    block = { initial: null, medial: null, final: null };
  };

  for (const char of typed) {
    const jamo = KEY_TO_JAMO[char] ?? KEY_TO_JAMO[char.toLowerCase()];
    if (!jamo) {
      flush();
      out += char;
      continue;
    }
    if (isVowel(jamo)) {
      if (block.final) {
        // The final consonant (or the second half of a double final) opens the next syllable.
        const split = splitFinal(block.final);
        const moving = split ? split[1] : block.final;
        block.final = split ? split[0] : null;
        flush();
        block = { initial: moving, medial: jamo, final: null };
      } else if (block.medial) {
        const joined = VOWEL_PAIRS[block.medial + jamo];
        if (joined) block.medial = joined;
        else {
          flush();
          block.medial = jamo;
        }
      } else if (block.initial) {
        block.medial = jamo;
      } else {
        block.medial = jamo;
      }
      continue;
    }
    // A consonant.
    if (block.initial && block.medial && !block.final && FINALS.includes(jamo)) {
      block.final = jamo;
    } else if (block.final && FINAL_PAIRS[block.final + jamo]) {
      block.final = FINAL_PAIRS[block.final + jamo]!;
    } else {
      flush();
      block.initial = jamo;
    }
  }
  flush();
  return out;
}

const LONE_JAMO = /[\u3131-\u318e]/u;
const LATIN_ONLY = /^[A-Za-z\s]+$/;

/**
 * The Hangul a shopper meant when they typed with the wrong layout, or null: only a Latin-only keyword
 * whose keys make whole syllables counts (`zmfla` → 크림, but `cream` → ㅊㄱㄷ므 has lone letters and is
 * English). Words are converted one by one, so "Lumiere zmfla" → "Lumiere 크림".
 */
export function repairKeyboardLayout(keyword: string): string | null {
  const words = keyword.trim().split(/\s+/u);
  let changed = false;
  const repaired = words.map((word) => {
    if (!LATIN_ONLY.test(word)) return word;
    const hangul = latinToHangul(word);
    if (LONE_JAMO.test(hangul)) return word;
    changed = true;
    return hangul;
  });
  return changed ? repaired.join(' ') : null;
}
