import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../../shared/session/account-api';
import { isLoggedIn, useSession } from '../../../shared/session/session-store';
import { canOpenProfile } from '../lib/mall-rules';

/**
 * Whether the viewer may open the mall's profile modal (SPEC §6): the member from the session, with their
 * referrer's number from /users/me (asked only for customers; refused until it is known).
 */
export function useProfileAccess(): boolean {
  const session = useSession();
  const member = isLoggedIn(session) ? session.user : null;
  const customer = member !== null && member.userType !== 'SOLE_PROPRIETORSHIP';
  const me = useQuery({ ...meQueryOptions(member?.userSeqNo ?? 0), enabled: customer });
  if (!member) return canOpenProfile({ kind: 'guest' });
  if (!customer)
    return canOpenProfile({ kind: 'member', userType: member.userType, referralUserNumber: null });
  if (!me.data) return false;
  return canOpenProfile({
    kind: 'member',
    userType: member.userType,
    referralUserNumber: me.data.referralUserNumber
  });
}
