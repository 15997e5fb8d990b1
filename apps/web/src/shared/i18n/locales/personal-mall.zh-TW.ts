import type { PersonalMallMessages } from './personal-mall.ko-KR';

const personalMallZhTW: PersonalMallMessages = {
  title: '個人商城'
};

export default personalMallZhTW;
