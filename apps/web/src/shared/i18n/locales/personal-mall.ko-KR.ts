/** Texts of the personal mall screens (the `planner` namespace's `mall` part). */
const personalMallKoKR = {
  title: '개인몰'
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type PersonalMallMessages = Widen<typeof personalMallKoKR>;

export default personalMallKoKR;
