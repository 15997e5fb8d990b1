import type { PlannerDocumentsMessages } from './planner-documents.ko-KR';

const plannerDocumentsZhTW: PlannerDocumentsMessages = {
  title: '規劃師文件'
};

export default plannerDocumentsZhTW;
