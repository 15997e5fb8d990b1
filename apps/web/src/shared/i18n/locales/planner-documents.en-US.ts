import type { PlannerDocumentsMessages } from './planner-documents.ko-KR';

const plannerDocumentsEnUS: PlannerDocumentsMessages = {
  title: 'Planner documents'
};

export default plannerDocumentsEnUS;
