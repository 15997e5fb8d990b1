import type centreKoKR from './content-centre.ko-KR';
import type { Widen } from './content.ko-KR';

const centreZhTW: Widen<typeof centreKoKR> = {};

export default centreZhTW;
