/** The easy bag screens as one lazy chunk (they share the parts, the api and the `planner` texts). */
export { BeautyPlannerRoute } from './beauty-planner-route';
export { EasyBagAddRoute } from './easy-bag-add-route';
export { EasyBagDetailRoute } from './easy-bag-detail-route';
export { EasyBagListRoute } from './easy-bag-list-route';
export type EasyBagScreenName =
  'EasyBagListRoute' | 'EasyBagDetailRoute' | 'EasyBagAddRoute' | 'BeautyPlannerRoute';
