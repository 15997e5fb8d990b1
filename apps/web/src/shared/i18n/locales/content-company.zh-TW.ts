import type companyKoKR from './content-company.ko-KR';
import type { Widen } from './content.ko-KR';

const companyZhTW: Widen<typeof companyKoKR> = {};

export default companyZhTW;
