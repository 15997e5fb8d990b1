import type centreKoKR from './content-centre.ko-KR';
import type { Widen } from './content.ko-KR';

const centreEnUS: Widen<typeof centreKoKR> = {};

export default centreEnUS;
