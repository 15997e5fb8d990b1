import { createHmac, timingSafeEqual } from 'node:crypto';
import { FEEDBACK_GRANT_MINUTES, feedbackBodyFingerprint } from '@mall/domain';
import { escapeHtml } from '../../lib/html.ts';
import { sanitizeRichHtml } from '../content/content-html.ts';

/**
 * The keyed pieces of the feedback board (docs/decisions/081): a guest's grant for one post, and the keyed hashes
 * of client addresses and bodies the spam limits compare.
 *
 * A grant is `<postId>.<expiresMs>.<mac>`, the MAC over the post id, the expiry and the post's current password
 * hash: it opens that post only, ends by itself, and dies the moment the password is reset.
 */
export function createFeedbackKeys(key: string) {
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const grantMac = (postId: number, expires: number, passwordHash: string) =>
    mac(`grant|${postId}|${expires}|${passwordHash}`);

  return {
    addressKey: (address: string) => mac(`address|${address}`),
    bodyKey: (body: string) => mac(`body|${feedbackBodyFingerprint(body)}`),

    issueGrant(postId: number, passwordHash: string, now: Date) {
      const expires = now.getTime() + FEEDBACK_GRANT_MINUTES * 60_000;
      return {
        grant: `${postId}.${expires}.${grantMac(postId, expires, passwordHash)}`,
        expiresAt: new Date(expires).toISOString()
      };
    },

    /** Whether `grant` opens this post now (its id, its password, not expired). */
    grantOpens(
      grant: string | null | undefined,
      postId: number,
      passwordHash: string | null,
      now: Date
    ): boolean {
      if (!grant || !passwordHash || grant.length > 200) return false;
      const [id, expires, given] = grant.split('.');
      if (!id || !expires || !given || !/^\d+$/.test(id) || !/^\d+$/.test(expires)) return false;
      if (Number(id) !== postId || Number(expires) <= now.getTime()) return false;
      const expected = Buffer.from(grantMac(postId, Number(expires), passwordHash));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    }
  };
}

export type FeedbackKeys = ReturnType<typeof createFeedbackKeys>;

/**
 * Staff's reply as the storefront gets it: HTML through the rich-content allow-list; plain text (no tag in it)
 * escaped first, its blank lines made paragraphs and its line breaks kept.
 */
export function servedReply(stored: string): string {
  if (/<[a-z!/]/i.test(stored)) return sanitizeRichHtml(stored);
  const paragraphs = stored
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br />')}</p>`);
  return sanitizeRichHtml(paragraphs.join(''));
}
