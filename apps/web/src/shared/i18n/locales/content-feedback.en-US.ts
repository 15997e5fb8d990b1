import type feedbackKoKR from './content-feedback.ko-KR';
import type { Widen } from './content.ko-KR';

const feedbackEnUS: Widen<typeof feedbackKoKR> = {};

export default feedbackEnUS;
