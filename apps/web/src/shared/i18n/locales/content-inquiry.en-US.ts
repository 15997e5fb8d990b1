import type inquiryKoKR from './content-inquiry.ko-KR';
import type { Widen } from './content.ko-KR';

const inquiryEnUS: Widen<typeof inquiryKoKR> = {};

export default inquiryEnUS;
