import type termsKoKR from './content-terms.ko-KR';
import type { Widen } from './content.ko-KR';

const termsEnUS: Widen<typeof termsKoKR> = {};

export default termsEnUS;
