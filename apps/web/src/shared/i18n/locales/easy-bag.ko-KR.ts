/** Texts of the easy bag screens (the `planner` namespace's `bag` part). */
const easyBagKoKR = {
  title: '이지백'
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type EasyBagMessages = Widen<typeof easyBagKoKR>;

export default easyBagKoKR;
