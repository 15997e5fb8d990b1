import { routePatterns } from '../shared/config/paths';
import { loadNamespace } from '../shared/i18n/i18n';
import type { AppRoute } from './routes';
import type { EasyBagScreenName } from '../features/easy-bag/routes/easy-bag-screens';

/*
 * The planner's business (SPEC §2, issue 18, docs/decisions/075): the personal mall, easy bags and their order
 * page, the documents and the allowance account; their own dive-in videos (issue 20, docs/decisions/087). Planner-only pages refuse others (SPEC §6 ALT_PlannerOnly).
 */

/** The owner's personal mall: one chunk, with the planner texts and the share sheet's (`product`). */
const personalMallScreen = () =>
  Promise.all([
    import('../features/personal-mall/routes/personal-mall-screens'),
    loadNamespace('planner'),
    loadNamespace('product')
  ]).then(([m]) => m.PersonalMallRoute);

/** /mypage/personalMall (also seen as /mypage/personalmall): the owner's mall, its edit form and figures. */
export const personalMallRoutes: readonly AppRoute[] = [
  { path: routePatterns.personalMall, guard: 'planner', screen: personalMallScreen },
  { path: routePatterns.personalMallLower, guard: 'planner', screen: personalMallScreen }
];

/** An easy bag screen: one chunk, with the planner texts and the share sheet's (`product`). */
const easyBagScreen = (name: EasyBagScreenName) => () =>
  Promise.all([
    import('../features/easy-bag/routes/easy-bag-screens'),
    loadNamespace('planner'),
    loadNamespace('product')
  ]).then(([m]) => m[name]);

/** /mypage/easybag, /mypage/easybag/{bagId}, /mypage/easybag/add/1..3 and the bag's order page /beauty-planner. */
export const easyBagRoutes: readonly AppRoute[] = [
  { path: routePatterns.easyBag, guard: 'planner', screen: easyBagScreen('EasyBagListRoute') },
  { path: routePatterns.easyBagDetail, guard: 'planner', screen: easyBagScreen('EasyBagDetailRoute') },
  { path: routePatterns.easyBagAdd, guard: 'planner', screen: easyBagScreen('EasyBagAddRoute') },
  // Anyone with the link (SPEC §2 "Easy bag order"): the bag id is its secret (docs/decisions/075).
  { path: '/beauty-planner', screen: easyBagScreen('BeautyPlannerRoute') }
];

/**
 * /mypage/diveIn: the planner's own dive-in videos and their upload, one chunk with the planner texts; its loader
 * (the videos and the tags) is a small chunk of its own, fetched beside the screen's.
 */
export const diveInStudioRoutes: readonly AppRoute[] = [
  {
    path: routePatterns.diveInStudio,
    guard: 'planner',
    loader: (queryClient) => async () =>
      (await import('../features/dive-in/routes/dive-in-studio-loader')).diveInStudioLoader(queryClient)(),
    screen: () =>
      Promise.all([
        import('../features/dive-in/routes/dive-in-studio-screens'),
        loadNamespace('planner')
      ]).then(([m]) => m.DiveInStudioRoute)
  }
];

/**
 * The documents and allowance screens: one chunk with the planner and accounts texts (the allowance form reuses the
 * refund account's fields).
 */
const plannerDocumentScreen = (name: 'CheckPlannerDocumentRoute' | 'AllowanceInfoRoute') => () =>
  Promise.all([
    import('../features/planner-documents/routes/planner-documents-screens'),
    loadNamespace('planner'),
    loadNamespace('accounts')
  ]).then(([m]) => m[name]);

/**
 * /mypage/checkPlannerDocument and /mypage/allowanceInfo (login required, SPEC §2): planners' business, so a
 * customer gets a "planners only" page there (with the way to become one) rather than a bounce.
 */
export const plannerDocumentRoutes: readonly AppRoute[] = [
  {
    path: routePatterns.checkPlannerDocument,
    guard: 'login',
    screen: plannerDocumentScreen('CheckPlannerDocumentRoute')
  },
  { path: routePatterns.allowanceInfo, guard: 'login', screen: plannerDocumentScreen('AllowanceInfoRoute') }
];
