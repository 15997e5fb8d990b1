import {
  DomainError,
  FEEDBACK_DUPLICATE_HOURS,
  FEEDBACK_MIN_INTERVAL_SECONDS,
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_PASSWORD_FAIL_LIMIT,
  FEEDBACK_PASSWORD_LOCK_MINUTES,
  FEEDBACK_RESET_MINUTES,
  maskWriterName,
  totalPageCount,
  type FeedbackDetail,
  type FeedbackEditBody,
  type FeedbackGrant,
  type FeedbackList,
  type FeedbackListQuery,
  type FeedbackResetConfirmBody,
  type FeedbackResetRequestBody,
  type FeedbackWriteBody,
  type FeedbackWritten,
  type Language
} from '@mall/domain';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { hashSecret, verifyDecoy, verifySecret } from '../../lib/password.ts';
import type { MailProvider } from '../../providers/mail/mail-provider.ts';
import type { MemberRepository } from '../member/member.repository.ts';
import { servedReply, type FeedbackKeys } from './feedback-access.ts';
import type { FeedbackListRow, FeedbackRepository, FeedbackRow } from './feedback.repository.ts';
import { RESET_MAIL } from './feedback-mail.ts';

/** Who reads or writes: a logged-in member (or null), a guest's grant (or null), and the client address. */
export type FeedbackAsker = { userSeqNo: number | null; grant: string | null; address: string };

const MINUTE_MS = 60_000;

export const listItemOf = (row: FeedbackListRow) => ({
  feedbackId: row.id,
  category: row.category,
  title: row.title,
  visibility: row.visibility,
  writerName: maskWriterName(row.writerName),
  guest: row.userSeqNo === null,
  answered: row.repliedAt !== null,
  createdAt: row.createdAt.toISOString()
});

/**
 * The feedback board for shoppers (docs/decisions/081). Who may do what:
 * - a public post is read by anyone, a private one by its member writer or a guest holding a grant for it;
 * - a member edits and deletes their own posts; a guest with a grant from the post's password;
 * - wrong passwords are counted per post and lock its checks for a while; a reset link is mailed to the email
 *   the guest left (always the same answer, so it tells nobody which posts carry which address).
 */
export function createFeedbackService(deps: {
  repository: FeedbackRepository;
  members: Pick<MemberRepository, 'findById'>;
  keys: FeedbackKeys;
  mail: MailProvider;
  publicOrigin: string | null;
  /** The least time between posts (FEEDBACK_MIN_INTERVAL_SECONDS, scaled with the strict route limits). */
  minIntervalSeconds?: number;
  now?: () => Date;
  log?: { error: (object: object, message: string) => void };
}) {
  const { repository, keys } = deps;
  const now = deps.now ?? (() => new Date());
  const minInterval = (deps.minIntervalSeconds ?? FEEDBACK_MIN_INTERVAL_SECONDS) * 1000;

  async function visible(id: number): Promise<FeedbackRow> {
    const row = await repository.byId(id);
    if (!row || row.hidden) throw new DomainError('FEEDBACK_NOT_FOUND');
    return row;
  }

  const ownsAsMember = (row: FeedbackRow, asker: FeedbackAsker) =>
    row.userSeqNo !== null && row.userSeqNo === asker.userSeqNo;
  const grantOpens = (row: FeedbackRow, asker: FeedbackAsker, at: Date) =>
    row.userSeqNo === null && keys.grantOpens(asker.grant, row.id, row.passwordHash, at);

  /** The writer's right to edit or delete: 401/403 for members' posts, the password for guests'. */
  function assertMayChange(row: FeedbackRow, asker: FeedbackAsker, at: Date) {
    if (row.userSeqNo !== null) {
      if (asker.userSeqNo === null) throw new DomainError('UNAUTHORIZED');
      if (!ownsAsMember(row, asker)) throw new DomainError('FORBIDDEN');
      return;
    }
    if (!grantOpens(row, asker, at)) throw new DomainError('FEEDBACK_PASSWORD_REQUIRED');
  }

  function detailOf(row: FeedbackRow, canEdit: boolean): FeedbackDetail {
    return {
      feedbackId: row.id,
      category: row.category,
      title: row.title,
      body: row.body,
      visibility: row.visibility,
      writerName: maskWriterName(row.writerName),
      guest: row.userSeqNo === null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt?.toISOString() ?? null,
      reply:
        row.replyHtml && row.repliedAt
          ? { html: servedReply(row.replyHtml), repliedAt: row.repliedAt.toISOString() }
          : null,
      canEdit
    };
  }

  /** The spam limits on a new text: the least time between posts, and no body posted twice in a day. */
  async function assertNotSpam(body: string, asker: FeedbackAsker, at: Date, exceptId: number | null) {
    if (exceptId === null) {
      const latest = await repository.latestBy(keys.addressKey(asker.address), asker.userSeqNo);
      const wait = latest ? minInterval - (at.getTime() - latest.getTime()) : 0;
      if (wait > 0) throw new DomainError('FEEDBACK_TOO_SOON', { retryAfterSeconds: Math.ceil(wait / 1000) });
    }
    const since = new Date(at.getTime() - FEEDBACK_DUPLICATE_HOURS * 60 * MINUTE_MS);
    if (await repository.bodySeenSince(keys.bodyKey(body), since, exceptId))
      throw new DomainError('FEEDBACK_DUPLICATE');
  }

  return {
    async list(query: FeedbackListQuery): Promise<FeedbackList> {
      const { rows, total } = await repository.publicPage(
        { keyword: query.keyword || undefined, category: query.category },
        query.page,
        FEEDBACK_PAGE_SIZE
      );
      return {
        list: rows.map(listItemOf),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, FEEDBACK_PAGE_SIZE),
        totalSize: total
      };
    },

    async detail(id: number, asker: FeedbackAsker): Promise<FeedbackDetail> {
      const row = await visible(id);
      const at = now();
      const mayChange = ownsAsMember(row, asker) || grantOpens(row, asker, at);
      if (row.visibility === 'PRIVATE' && !mayChange) {
        if (row.userSeqNo === null) throw new DomainError('FEEDBACK_PASSWORD_REQUIRED');
        throw new DomainError(asker.userSeqNo === null ? 'UNAUTHORIZED' : 'FORBIDDEN');
      }
      return detailOf(row, mayChange);
    },

    async write(body: FeedbackWriteBody, asker: FeedbackAsker): Promise<FeedbackWritten> {
      const at = now();
      const member = asker.userSeqNo === null ? null : await deps.members.findById(asker.userSeqNo);
      if (asker.userSeqNo !== null && !member) throw new DomainError('UNAUTHORIZED');
      const guest = member ? null : body.guest;
      if (!member && !guest)
        throw new DomainError('VALIDATION_FAILED', {
          fields: [{ field: 'guest.name', code: 'FBK_NameRequired' }]
        });
      await assertNotSpam(body.body, asker, at, null);
      const passwordHash = guest ? await hashSecret(guest.password) : null;
      const row = await repository.insert({
        category: body.category,
        title: body.title,
        body: body.body,
        visibility: body.visibility,
        userSeqNo: member?.userSeqNo ?? null,
        writerName: member ? `${member.lastName}${member.firstName}` : guest!.name,
        guestEmail: guest?.email || null,
        guestMobile: guest?.mobileNumber || null,
        passwordHash,
        addressKey: keys.addressKey(asker.address),
        bodyKey: keys.bodyKey(body.body),
        createdAt: at
      });
      return {
        feedbackId: row.id,
        grant: passwordHash ? keys.issueGrant(row.id, passwordHash, at).grant : null
      };
    },

    /** A guest's password for one post: a grant on the right one; wrong ones counted, then a lock. */
    async checkPassword(id: number, password: string): Promise<FeedbackGrant> {
      const row = await visible(id);
      if (row.userSeqNo !== null || !row.passwordHash) {
        await verifyDecoy(password);
        throw new DomainError('FORBIDDEN');
      }
      const at = now();
      if (row.passwordLockedUntil && row.passwordLockedUntil > at)
        throw new DomainError('FEEDBACK_PASSWORD_LOCKED', {
          lockedUntil: row.passwordLockedUntil.toISOString()
        });
      if (await verifySecret(password, row.passwordHash)) {
        await repository.clearFailures(id);
        return keys.issueGrant(id, row.passwordHash, at);
      }
      const failCount = await repository.countFailure(id);
      if (failCount >= FEEDBACK_PASSWORD_FAIL_LIMIT) {
        const lockedUntil = new Date(at.getTime() + FEEDBACK_PASSWORD_LOCK_MINUTES * MINUTE_MS);
        await repository.lock(id, lockedUntil);
        throw new DomainError('FEEDBACK_PASSWORD_LOCKED', { lockedUntil: lockedUntil.toISOString() });
      }
      throw new DomainError('FEEDBACK_PASSWORD_WRONG', { failCount, limit: FEEDBACK_PASSWORD_FAIL_LIMIT });
    },

    async edit(id: number, body: FeedbackEditBody, asker: FeedbackAsker): Promise<FeedbackDetail> {
      const row = await visible(id);
      const at = now();
      assertMayChange(row, asker, at);
      await assertNotSpam(body.body, asker, at, id);
      const updated = await repository.update(id, {
        category: body.category,
        title: body.title,
        body: body.body,
        visibility: body.visibility,
        bodyKey: keys.bodyKey(body.body),
        updatedAt: at
      });
      if (!updated) throw new DomainError('FEEDBACK_NOT_FOUND');
      return detailOf(updated, true);
    },

    async remove(id: number, asker: FeedbackAsker): Promise<void> {
      const row = await visible(id);
      assertMayChange(row, asker, now());
      if (!(await repository.remove(id))) throw new DomainError('FEEDBACK_NOT_FOUND');
    },

    /**
     * Mails a one-time link when the post is a guest's and the email is the one they left; answers the same
     * either way, and sends off the answer's path (its time tells nothing either).
     */
    async requestReset(
      body: FeedbackResetRequestBody,
      client: { language: Language; origin: string | null }
    ) {
      const at = now();
      const row = await repository.byId(body.feedbackId);
      const origin = deps.publicOrigin ?? client.origin;
      if (!row || row.hidden || row.userSeqNo !== null || !row.guestEmail || !origin) return;
      if (row.guestEmail.toLowerCase() !== body.email.toLowerCase()) return;
      // A live link already sent: no second mail (a stranger cannot flood the writer's mailbox).
      if ((await repository.liveResetCount(row.id, at)) > 0) return;
      const token = randomToken();
      await repository.addResetToken(
        row.id,
        sha256(token),
        new Date(at.getTime() + FEEDBACK_RESET_MINUTES * MINUTE_MS)
      );
      const copy = RESET_MAIL[client.language];
      const link = `${origin}/feedback/resetpw/confirm?token=${token}`;
      void deps.mail
        .send({
          to: row.guestEmail,
          subject: copy.subject,
          text: copy.body(row.title, link, FEEDBACK_RESET_MINUTES)
        })
        .catch((error: unknown) =>
          deps.log?.error({ err: error, feedbackId: row.id }, 'feedback reset mail not sent')
        );
    },

    async confirmReset(body: FeedbackResetConfirmBody): Promise<{ feedbackId: number }> {
      const at = now();
      const feedbackId = await repository.spendResetToken(sha256(body.token), at);
      if (feedbackId === null) throw new DomainError('FEEDBACK_RESET_INVALID');
      const updated = await repository.update(feedbackId, {
        passwordHash: await hashSecret(body.password),
        passwordFails: 0,
        passwordLockedUntil: null
      });
      if (!updated) throw new DomainError('FEEDBACK_RESET_INVALID');
      return { feedbackId };
    }
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
