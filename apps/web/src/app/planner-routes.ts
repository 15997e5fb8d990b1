import { routePatterns } from '../shared/config/paths';
import { comingSoonScreen } from './more-route-parts';
import type { AppRoute } from './routes';

/*
 * The planner's business (SPEC §2, issue 18, docs/decisions/075): the personal mall, easy bags and their order
 * page, the documents and the allowance account. Planner-only pages refuse others (SPEC §6 ALT_PlannerOnly).
 */

/** /mypage/personalMall (also seen as /mypage/personalmall): the owner's mall, its edit form and figures. */
export const personalMallRoutes: readonly AppRoute[] = [
  { path: routePatterns.personalMall, guard: 'planner', screen: comingSoonScreen },
  { path: routePatterns.personalMallLower, guard: 'planner', screen: comingSoonScreen }
];

/** /mypage/easybag, /mypage/easybag/{bagId}, /mypage/easybag/add/1..3 and the bag's order page /beauty-planner. */
export const easyBagRoutes: readonly AppRoute[] = [
  { path: routePatterns.easyBag, guard: 'planner', screen: comingSoonScreen },
  { path: routePatterns.easyBagDetail, guard: 'planner', screen: comingSoonScreen },
  { path: routePatterns.easyBagAdd, guard: 'planner', screen: comingSoonScreen }
];

/** /mypage/checkPlannerDocument and /mypage/allowanceInfo (login required, SPEC §2). */
export const plannerDocumentRoutes: readonly AppRoute[] = [
  { path: routePatterns.checkPlannerDocument, guard: 'login', screen: comingSoonScreen },
  { path: routePatterns.allowanceInfo, guard: 'login', screen: comingSoonScreen }
];
