import type { PlannerMessages } from './planner.ko-KR';
import personalMallEnUS from './personal-mall.en-US';
import easyBagEnUS from './easy-bag.en-US';
import plannerDocumentsEnUS from './planner-documents.en-US';
import diveInStudioEnUS from './dive-in-studio.en-US';

const plannerEnUS: PlannerMessages = {
  mall: personalMallEnUS,
  bag: easyBagEnUS,
  docs: plannerDocumentsEnUS,
  video: diveInStudioEnUS
};

export default plannerEnUS;
