import { DomainError, fullName, type Me } from '@mall/domain';
import type { MemberRepository, UserRow } from './member.repository.ts';

function toMe(row: UserRow, referrer: UserRow | undefined): Me {
  return {
    userSeqNo: row.userSeqNo,
    userNumber: row.userNumber,
    loginId: row.loginId,
    userType: row.userType,
    status: row.status,
    email: row.email,
    mobileNumber: row.mobileNumber,
    requiredPasswordChangeDate: row.requiredPasswordChangeDate,
    rank: row.rank,
    referralUserNumber: row.referralUserNumber,
    referralName: referrer ? fullName(referrer.lastName, referrer.firstName) : null,
    lastName: row.lastName,
    firstName: row.firstName,
    fullName: fullName(row.lastName, row.firstName),
    joinDatetime: row.joinDatetime.toISOString(),
    beautyPlannerDatetime: row.beautyPlannerDatetime?.toISOString() ?? null,
    isForeign: row.isForeign,
    centerName: row.centerName,
    acceptId: row.acceptId
  };
}

export function createMemberService(repository: MemberRepository) {
  return {
    async me(userSeqNo: number): Promise<Me> {
      const row = await repository.findById(userSeqNo);
      if (!row || row.status === 'WITHDRAWN') throw new DomainError('UNAUTHORIZED');
      const referrer = row.referralUserNumber
        ? await repository.findByUserNumber(row.referralUserNumber)
        : undefined;
      return toMe(row, referrer);
    }
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
