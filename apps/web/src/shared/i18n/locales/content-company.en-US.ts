import type companyKoKR from './content-company.ko-KR';
import type { Widen } from './content.ko-KR';

const companyEnUS: Widen<typeof companyKoKR> = {};

export default companyEnUS;
