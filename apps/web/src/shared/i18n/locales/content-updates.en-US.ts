import type updatesKoKR from './content-updates.ko-KR';
import type { Widen } from './content.ko-KR';

const updatesEnUS: Widen<typeof updatesKoKR> = {};

export default updatesEnUS;
