/** The personal mall's owner screen: one lazy chunk (with the `planner` texts and the share sheet's `product` ones). */
export { PersonalMallRoute } from './personal-mall-route';
