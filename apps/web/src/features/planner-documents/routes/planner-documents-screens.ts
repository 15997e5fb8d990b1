/** The planner's documents and allowance screens: one lazy chunk with the `planner` and `accounts` texts. */
export { CheckPlannerDocumentRoute } from './check-planner-document-route';
export { AllowanceInfoRoute } from './allowance-info-route';
