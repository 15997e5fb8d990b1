import {
  DomainError,
  HANDOFF_CODE_TTL_SECONDS,
  HANDOFF_REDEEMER,
  type HandoffPurpose,
  type Language,
  type UserType
} from '@mall/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { AuthService, IssuedTokens } from '../auth/auth.service.ts';
import type { Principal } from '../auth/authenticate.ts';
import type { MemberRepository } from '../member/member.repository.ts';
import type { OfficeRepository } from './office.repository.ts';

/** Where the sandbox back office lives when BACK_OFFICE_URL is unset (demo mode). */
export const SANDBOX_BACK_OFFICE_PATH = '/__sandbox/backoffice';
/** The storefront screen that redeems a code minted by the back office. */
export const SSO_LOGIN_PATH = '/ssoLogin';

/**
 * Mall <-> back office hand-off (SPEC §4 toggle, docs/decisions/015): one-time codes instead of tokens in
 * URLs. Minting needs a session on the sending side; redeeming needs the receiving side's own client.
 */
export function createOfficeService(deps: {
  repository: OfficeRepository;
  members: MemberRepository;
  auth: AuthService;
  /** The back office's address: BACK_OFFICE_URL or the sandbox path. */
  backOfficeUrl: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function mint(userSeqNo: number, purpose: HandoffPurpose): Promise<string> {
    const code = randomToken();
    const at = now();
    await deps.repository.insert({
      codeHash: sha256(code),
      userSeqNo,
      purpose,
      clientId: HANDOFF_REDEEMER[purpose],
      expiresAt: new Date(at.getTime() + HANDOFF_CODE_TTL_SECONDS * 1000)
    });
    return code;
  }

  return {
    /** SPEC §4/§6: planners only; customers without a referrer get ALT_RejectMyOffice. */
    async toOffice(principal: Principal, lang: Language) {
      const member = await deps.members.findById(principal.userSeqNo);
      if (!member) throw new DomainError('UNAUTHORIZED');
      if (member.userType === 'NON_REF_CUSTOMER') throw new DomainError('ALT_RejectMyOffice');
      if (member.userType !== 'SOLE_PROPRIETORSHIP') throw new DomainError('ALT_PlannerOnly');
      const code = await mint(member.userSeqNo, 'MALL_TO_OFFICE');
      const query = new URLSearchParams({ code, lang, type: member.userType });
      return { url: `${deps.backOfficeUrl}?${query.toString()}`, expiresIn: HANDOFF_CODE_TTL_SECONDS };
    },

    /** The back office sends its signed-in member to the mall: a code for `/ssoLogin?code=…`. */
    async toMall(principal: Principal) {
      const code = await mint(principal.userSeqNo, 'OFFICE_TO_MALL');
      return {
        code,
        expires_in: HANDOFF_CODE_TTL_SECONDS,
        redirect_path: `${SSO_LOGIN_PATH}?${new URLSearchParams({ code }).toString()}`
      };
    },

    /**
     * Spends a code for the client that presents it and signs its member in with a new login family.
     * Any presentation spends it; a replay also ends the session the first redemption produced.
     */
    async redeem(code: string, clientId: string): Promise<IssuedTokens & { userType: UserType }> {
      const at = now();
      const codeHash = sha256(code);
      const row = await deps.repository.spend(codeHash, at);
      if (!row) {
        const spent = await deps.repository.find(codeHash);
        if (!spent) throw new DomainError('HANDOFF_CODE_INVALID');
        if (spent.issuedFamilyId) await deps.auth.endFamily(spent.issuedFamilyId);
        throw new DomainError('HANDOFF_CODE_USED');
      }
      if (row.expiresAt <= at) throw new DomainError('HANDOFF_CODE_EXPIRED');
      if (row.clientId !== clientId) throw new DomainError('HANDOFF_CLIENT_MISMATCH');
      const tokens = await deps.auth.signInVerified(row.userSeqNo, false);
      await deps.repository.recordIssuedFamily(row.id, tokens.familyId);
      const member = await deps.members.findById(row.userSeqNo);
      if (!member) throw new DomainError('HANDOFF_CODE_INVALID');
      return { ...tokens, userType: member.userType };
    }
  };
}

export type OfficeService = ReturnType<typeof createOfficeService>;
