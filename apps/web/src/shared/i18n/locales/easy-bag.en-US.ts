import type { EasyBagMessages } from './easy-bag.ko-KR';

const easyBagEnUS: EasyBagMessages = {
  title: 'Easy bags'
};

export default easyBagEnUS;
