import { isLoggedIn, useSession } from '../../../shared/session/session-store';

/** The signed-in planner's member id (the 'planner' guard lets only planners reach these screens). */
export function usePlannerId(): number {
  const session = useSession();
  return isLoggedIn(session) ? session.user.userSeqNo : 0;
}
