import type termsKoKR from './content-terms.ko-KR';
import type { Widen } from './content.ko-KR';

const termsZhTW: Widen<typeof termsKoKR> = {};

export default termsZhTW;
