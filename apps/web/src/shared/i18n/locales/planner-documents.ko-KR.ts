/** Texts of the planner documents screens (the `planner` namespace's `docs` part). */
const plannerDocumentsKoKR = {
  title: '플래너 서류'
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type PlannerDocumentsMessages = Widen<typeof plannerDocumentsKoKR>;

export default plannerDocumentsKoKR;
