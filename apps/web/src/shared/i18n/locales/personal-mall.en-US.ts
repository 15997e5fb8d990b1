import type { PersonalMallMessages } from './personal-mall.ko-KR';

const personalMallEnUS: PersonalMallMessages = {
  title: 'Personal mall'
};

export default personalMallEnUS;
