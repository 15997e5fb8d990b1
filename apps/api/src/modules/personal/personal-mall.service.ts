import {
  DomainError,
  fullName,
  isActivePlanner,
  mallReferrerCode,
  qrCodeFileName,
  referrerCodeKind,
  seoulMonth,
  shoppingLinkPath,
  signupLinkPath,
  type AccountStatus,
  type HeaderPersonal,
  type PersonalMall,
  type PersonalMallImageField,
  type PersonalMallSaveParsed,
  type PersonalMallSummary,
  type PublicPersonalMall,
  type UserType
} from '@mall/domain';
import { uniqueViolation } from '../../db/errors.ts';
import type { FormFile } from '../media/multipart-form.ts';
import type { PublicImages, PublicImageSize } from '../media/public-images.ts';
import type {
  PersonalMallRepository,
  PersonalMallRow,
  PersonalMallWrite
} from './personal-mall.repository.ts';

/** A member as this module needs them (the member module's rows). */
export type MallMember = {
  userSeqNo: number;
  userNumber: string;
  userType: UserType;
  status: AccountStatus;
  lastName: string;
  firstName: string;
  referralUserNumber: string | null;
  beautyPlannerDatetime: Date | null;
};

export type PersonalMallDeps = {
  repository: PersonalMallRepository;
  members: {
    findById(userSeqNo: number): Promise<MallMember | undefined>;
    findByUserNumber(userNumber: string): Promise<MallMember | undefined>;
  };
  images: PublicImages;
  /** The member module's count of a planner's referred members. */
  referrals: { counts(userNumber: string, from: Date, to: Date): Promise<{ total: number; joined: number }> };
  /** The order module's figures of orders credited to a planner. */
  sales: {
    credited(userNumber: string, from: Date, to: Date): Promise<PersonalMallSummary['orders']>;
  };
  companyReferrerNumber: string;
  now?: () => Date;
};

/** Each picture's web size (docs/decisions/075): a square profile, backgrounds as wide as the screens that show them. */
export const MALL_IMAGE_SIZES: Record<PersonalMallImageField, PublicImageSize> = {
  profile: { width: 400, height: 400, fit: 'cover' },
  backgroundMobile: { width: 1080, fit: 'inside' },
  backgroundPc: { width: 1920, fit: 'inside' }
};

const IMAGE_COLUMNS = {
  profile: { url: 'profileUrl', name: 'profileOriginFileName', remove: 'removeProfile' },
  backgroundMobile: {
    url: 'backgroundMobileUrl',
    name: 'backgroundMobileOriginFileName',
    remove: 'removeBackgroundMobile'
  },
  backgroundPc: { url: 'backgroundPcUrl', name: 'backgroundPcOriginFileName', remove: 'removeBackgroundPc' }
} as const;

/** A sender's file name as shown back in the form: its last path part, printable, at most 200 characters. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.trim().slice(0, 200) || 'image';
}

const absoluteLink = (origin: string | null, path: string) => (origin ? `${origin}${path}` : path);

/**
 * A planner's personal mall (SPEC §3, §4, §7; docs/decisions/075): the owner's view and save, its public face for
 * the banner, the header state, handle checks, the month's figures, and which planner a referrer code names.
 */
export function createPersonalMallService(deps: PersonalMallDeps) {
  const { repository, members, images } = deps;
  const now = deps.now ?? (() => new Date());

  function userInfo(owner: MallMember): PersonalMall['userInfo'] {
    return {
      fullName: fullName(owner.lastName, owner.firstName),
      globalRefererRegionCode: { code: 'KR' },
      globalRefererUserNumber: owner.userNumber
    };
  }

  function toMall(owner: MallMember, row: PersonalMallRow | undefined, origin: string | null): PersonalMall {
    const code = mallReferrerCode({ siteUrl: row?.siteUrl ?? null, userNumber: owner.userNumber });
    return {
      userSeqNo: owner.userSeqNo,
      mallName: row?.mallName ?? null,
      message1: row?.message1 ?? '',
      message2: row?.message2 ?? '',
      siteUrl: row?.siteUrl ?? null,
      nickname: row?.nickname ?? null,
      profileUrl: row?.profileUrl ?? null,
      profileOriginFileName: row?.profileOriginFileName ?? null,
      backgroundMobileUrl: row?.backgroundMobileUrl ?? null,
      backgroundMobileOriginFileName: row?.backgroundMobileOriginFileName ?? null,
      backgroundPcUrl: row?.backgroundPcUrl ?? null,
      backgroundPcOriginFileName: row?.backgroundPcOriginFileName ?? null,
      userInfo: userInfo(owner),
      referralInfoResponse: {
        userNumber: owner.userNumber,
        userLink: absoluteLink(origin, signupLinkPath(owner.userNumber)),
        qrCodeFileName: qrCodeFileName(owner.userNumber, 'signup')
      },
      referralShoppingInfoResponse: {
        userLink: absoluteLink(origin, shoppingLinkPath(code)),
        qrCodeFileName: qrCodeFileName(owner.userNumber, 'shopping')
      }
    };
  }

  function toPublic(
    owner: MallMember,
    row: PersonalMallRow | undefined,
    origin: string | null
  ): PublicPersonalMall {
    return {
      userNumber: owner.userNumber,
      mallName: row?.mallName ?? null,
      message1: row?.message1 ?? '',
      message2: row?.message2 ?? '',
      profileUrl: row?.profileUrl ?? null,
      backgroundMobileUrl: row?.backgroundMobileUrl ?? null,
      backgroundPcUrl: row?.backgroundPcUrl ?? null,
      nickname: row?.nickname ?? null,
      userInfo: userInfo(owner),
      shoppingLink: absoluteLink(
        origin,
        shoppingLinkPath(mallReferrerCode({ siteUrl: row?.siteUrl ?? null, userNumber: owner.userNumber }))
      )
    };
  }

  /** The asker as an active planner, else ALT_PlannerOnly (a withdrawn login never gets this far). */
  async function requirePlanner(userSeqNo: number): Promise<MallMember> {
    const owner = await members.findById(userSeqNo);
    if (!owner) throw new DomainError('UNAUTHORIZED');
    if (!isActivePlanner(owner)) throw new DomainError('ALT_PlannerOnly');
    return owner;
  }

  /** The member a code names (member number or site address) with their mall, or null; whatever their state. */
  async function memberOfCode(
    rawCode: string
  ): Promise<{ member: MallMember; mall: PersonalMallRow | undefined } | null> {
    const code = rawCode.trim().toLowerCase();
    const kind = referrerCodeKind(code);
    if (kind === 'NUMBER') {
      const member = await members.findByUserNumber(code);
      return member ? { member, mall: await repository.byOwner(member.userSeqNo) } : null;
    }
    if (kind === 'SITE_URL') {
      const mall = await repository.bySiteUrl(code);
      const member = mall ? await members.findById(mall.userSeqNo) : undefined;
      return member ? { member, mall } : null;
    }
    return null;
  }

  /** Who is behind a code, as the header sees it: the company's own number, a planner (active or not), or nobody. */
  async function standingOf(code: string) {
    if (code.trim() === deps.companyReferrerNumber) return { kind: 'COMPANY' as const };
    const found = await memberOfCode(code);
    if (!found) return { kind: 'NONE' as const };
    if (isActivePlanner(found.member)) return { kind: 'ACTIVE' as const, ...found };
    // A member who is or was a planner (withdrawn, or no longer SOLE_PROPRIETORSHIP); a customer's number is no mall.
    const wasPlanner =
      found.member.userType === 'SOLE_PROPRIETORSHIP' || found.member.beautyPlannerDatetime !== null;
    return wasPlanner ? { kind: 'INACTIVE' as const } : { kind: 'NONE' as const };
  }

  /** The active planner (not the company) a shopping link's code names, or null: what the shop-referrer cookie keeps. */
  async function shoppingPlanner(code: string): Promise<{ userNumber: string } | null> {
    const standing = await standingOf(code);
    return standing.kind === 'ACTIVE' ? { userNumber: standing.member.userNumber } : null;
  }

  async function assertHandlesFree(userSeqNo: number, request: PersonalMallSaveParsed) {
    if (request.siteUrl !== null) {
      const holder = await repository.bySiteUrl(request.siteUrl);
      if (holder && holder.userSeqNo !== userSeqNo)
        throw new DomainError('PERSONAL_MALL_SITE_URL_TAKEN', { field: 'siteUrl' });
    }
    if (request.nickname !== null) {
      const holder = await repository.ownerOfNickname(request.nickname);
      if (holder !== undefined && holder !== userSeqNo)
        throw new DomainError('PERSONAL_MALL_NICKNAME_TAKEN', { field: 'nickname' });
    }
  }

  return {
    shoppingPlanner,

    /** The asker may keep a mall (an active planner), else ALT_PlannerOnly: checked before an upload is read. */
    async assertPlanner(userSeqNo: number): Promise<void> {
      await requirePlanner(userSeqNo);
    },

    /** GET …/personalMall: the owner's mall (mallName null until first saved). */
    async ownMall(userSeqNo: number, origin: string | null): Promise<PersonalMall> {
      const owner = await requirePlanner(userSeqNo);
      return toMall(owner, await repository.byOwner(userSeqNo), origin);
    },

    /**
     * POST …/personalMall: texts, handles and pictures. Handles are checked first (409 naming the field), then every
     * picture is encoded and written (a bad one refuses the whole save before the row changes), then the row; the
     * files it replaced are removed afterwards, and the new ones when the row could not be written.
     */
    async save(
      userSeqNo: number,
      request: PersonalMallSaveParsed,
      files: readonly FormFile[],
      origin: string | null
    ): Promise<PersonalMall> {
      const owner = await requirePlanner(userSeqNo);
      await assertHandlesFree(userSeqNo, request);
      const before = await repository.byOwner(userSeqNo);
      const written: string[] = [];
      const changes: Partial<PersonalMallWrite> = {};
      try {
        for (const [field, columns] of Object.entries(IMAGE_COLUMNS) as [
          PersonalMallImageField,
          (typeof IMAGE_COLUMNS)[PersonalMallImageField]
        ][]) {
          const file = files.find((candidate) => candidate.field === field);
          if (file) {
            const url = await images.save(file.bytes, MALL_IMAGE_SIZES[field]);
            written.push(url);
            changes[columns.url] = url;
            changes[columns.name] = displayName(file.fileName);
          } else if (request[columns.remove]) {
            changes[columns.url] = null;
            changes[columns.name] = null;
          }
        }
        const row = await repository.save(
          userSeqNo,
          {
            mallName: request.mallName,
            message1: request.message1,
            message2: request.message2,
            siteUrl: request.siteUrl,
            nickname: request.nickname,
            ...changes
          },
          now()
        );
        for (const columns of Object.values(IMAGE_COLUMNS)) {
          const old = before?.[columns.url];
          if (old && old !== row[columns.url]) await images.remove(old);
        }
        return toMall(owner, row, origin);
      } catch (error) {
        for (const url of written) await images.remove(url);
        // Another save took the handle between the check and the write.
        const violated = uniqueViolation(error);
        if (violated === 'personal_mall_site_url_uq')
          throw new DomainError('PERSONAL_MALL_SITE_URL_TAKEN', { field: 'siteUrl' });
        if (violated === 'personal_mall_nickname_uq')
          throw new DomainError('PERSONAL_MALL_NICKNAME_TAKEN', { field: 'nickname' });
        throw error;
      }
    },

    /** GET …/personalMall/summary: the Korean month's referred members and credited orders. */
    async summary(userSeqNo: number): Promise<PersonalMallSummary> {
      const owner = await requirePlanner(userSeqNo);
      const { month, start, end } = seoulMonth(now().getTime());
      const [referred, orders] = await Promise.all([
        deps.referrals.counts(owner.userNumber, start, end),
        deps.sales.credited(owner.userNumber, start, end)
      ]);
      return {
        month,
        referredMembers: { total: referred.total, joinedThisMonth: referred.joined },
        orders
      };
    },

    /**
     * GET headerPersonal (docs/decisions/075): the mall the banner shows and its state. The planner is the query's
     * code; else the asker's own (a planner's mall, or a customer's active planner); else the shop-referrer cookie;
     * else the asker's referrer however they stand. `remember` is set when a query code named an active planner
     * (the caller sets the cookie to it).
     */
    async header(input: {
      referrerCode: string | null;
      cookie: string | null;
      askerId: number | null;
      origin: string | null;
    }): Promise<HeaderPersonal & { remember: string | null }> {
      const none = { referrerCode: null, mall: null, memberReferrerCode: null, remember: null };
      const asker = input.askerId === null ? undefined : await members.findById(input.askerId);
      const askerPlanner = asker && isActivePlanner(asker) ? asker : undefined;
      // A customer's own planner, when active: links cannot move them to another (MISMATCH).
      const own =
        !askerPlanner && asker?.referralUserNumber ? await standingOf(asker.referralUserNumber) : null;
      const ownPlanner = own?.kind === 'ACTIVE' ? own : null;
      const code =
        input.referrerCode ??
        askerPlanner?.userNumber ??
        ownPlanner?.member.userNumber ??
        input.cookie ??
        asker?.referralUserNumber ??
        null;
      if (!code) return { state: 'NONE', ...none };
      const standing = await standingOf(code);
      if (standing.kind !== 'ACTIVE') return { state: standing.kind, ...none };
      const fromQuery = input.referrerCode !== null;
      if (ownPlanner && ownPlanner.member.userNumber !== standing.member.userNumber) {
        const ownCode = mallReferrerCode({
          siteUrl: ownPlanner.mall?.siteUrl ?? null,
          userNumber: ownPlanner.member.userNumber
        });
        return {
          state: 'MISMATCH',
          referrerCode: ownCode,
          mall: toPublic(ownPlanner.member, ownPlanner.mall, input.origin),
          memberReferrerCode: ownCode,
          remember: null
        };
      }
      return {
        state: 'SHOWN',
        referrerCode: mallReferrerCode({
          siteUrl: standing.mall?.siteUrl ?? null,
          userNumber: standing.member.userNumber
        }),
        mall: toPublic(standing.member, standing.mall, input.origin),
        memberReferrerCode: null,
        remember: fromQuery ? standing.member.userNumber : null
      };
    },

    /** An active planner's public mall by member number (what a shared link's preview shows); null otherwise. */
    async publicMall(userNumber: string, origin: string | null): Promise<PublicPersonalMall | null> {
      const standing = await standingOf(userNumber);
      if (standing.kind !== 'ACTIVE') return null;
      return toPublic(standing.member, standing.mall, origin);
    },

    /** findExistUserSiteUrl: another mall has it (the asker's own is no duplicate). */
    async siteUrlTaken(siteUrl: string, askerId: number | null): Promise<boolean> {
      const holder = await repository.bySiteUrl(siteUrl);
      return holder !== undefined && holder.userSeqNo !== askerId;
    },

    /** findExistUserNickNm: another planner has it (the asker's own is no duplicate). */
    async nicknameTaken(nickname: string, askerId: number | null): Promise<boolean> {
      const holder = await repository.ownerOfNickname(nickname);
      return holder !== undefined && holder !== askerId;
    },

    /** The link a QR code draws, for an active planner's number; null otherwise (the route answers 404). */
    async qrLink(
      userNumber: string,
      kind: 'signup' | 'shopping',
      origin: string | null
    ): Promise<string | null> {
      const standing = await standingOf(userNumber);
      if (standing.kind !== 'ACTIVE') return null;
      if (kind === 'signup') return absoluteLink(origin, signupLinkPath(standing.member.userNumber));
      const code = mallReferrerCode({
        siteUrl: standing.mall?.siteUrl ?? null,
        userNumber: standing.member.userNumber
      });
      return absoluteLink(origin, shoppingLinkPath(code));
    }
  };
}

export type PersonalMallService = ReturnType<typeof createPersonalMallService>;
