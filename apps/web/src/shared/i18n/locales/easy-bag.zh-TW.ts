import type { EasyBagMessages } from './easy-bag.ko-KR';

const easyBagZhTW: EasyBagMessages = {
  title: '輕鬆包'
};

export default easyBagZhTW;
