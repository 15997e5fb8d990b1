import type updatesKoKR from './content-updates.ko-KR';
import type { Widen } from './content.ko-KR';

const updatesZhTW: Widen<typeof updatesKoKR> = {};

export default updatesZhTW;
