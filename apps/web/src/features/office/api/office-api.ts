import { apiData } from '../../../shared/api/api-client';

export type PlannerCheckResult = {
  userId: number;
  userStatus: string;
  result: 'CHP_ActivePlanner' | 'CHP_NonActivePlanner';
};

/** POST /member/v1/public/plannerCheck (SPEC §4, §7); the screen shows refusals itself. */
export function checkPlanner(userNumber: string, userName: string): Promise<PlannerCheckResult> {
  return apiData<PlannerCheckResult>('/member/v1/public/plannerCheck', {
    method: 'POST',
    body: { userNumber, userName },
    dispatchErrors: false
  });
}
