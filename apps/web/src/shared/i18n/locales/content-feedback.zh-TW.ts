import type feedbackKoKR from './content-feedback.ko-KR';
import type { Widen } from './content.ko-KR';

const feedbackZhTW: Widen<typeof feedbackKoKR> = {};

export default feedbackZhTW;
