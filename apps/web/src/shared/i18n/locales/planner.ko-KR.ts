import personalMallKoKR from './personal-mall.ko-KR';
import easyBagKoKR from './easy-bag.ko-KR';
import plannerDocumentsKoKR from './planner-documents.ko-KR';
import diveInStudioKoKR from './dive-in-studio.ko-KR';

/**
 * Texts of the planner's screens and /beauty-planner: the `planner` namespace, loaded with those screens' chunks.
 * Each part has its own file per language: `mall` (personal mall), `bag` (easy bags), `docs` (documents, allowance),
 * `video` (the planner's own dive-in videos).
 */
const plannerKoKR = {
  mall: personalMallKoKR,
  bag: easyBagKoKR,
  docs: plannerDocumentsKoKR,
  video: diveInStudioKoKR
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type PlannerMessages = Widen<typeof plannerKoKR>;

export default plannerKoKR;
