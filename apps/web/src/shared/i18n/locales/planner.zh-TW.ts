import type { PlannerMessages } from './planner.ko-KR';
import personalMallZhTW from './personal-mall.zh-TW';
import easyBagZhTW from './easy-bag.zh-TW';
import plannerDocumentsZhTW from './planner-documents.zh-TW';
import diveInStudioZhTW from './dive-in-studio.zh-TW';

const plannerZhTW: PlannerMessages = {
  mall: personalMallZhTW,
  bag: easyBagZhTW,
  docs: plannerDocumentsZhTW,
  video: diveInStudioZhTW
};

export default plannerZhTW;
