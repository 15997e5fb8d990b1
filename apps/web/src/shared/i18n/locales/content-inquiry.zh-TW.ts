import type inquiryKoKR from './content-inquiry.ko-KR';
import type { Widen } from './content.ko-KR';

const inquiryZhTW: Widen<typeof inquiryKoKR> = {};

export default inquiryZhTW;
