/**
 * A guest's grants, one per post, for this tab only (kept in memory: a grant is a 10-minute key to one post and
 * never goes to storage). The detail, edit and delete calls send the post's grant in `x-feedback-grant`.
 */
const grants = new Map<number, { grant: string; expiresAt: number }>();

export function rememberGrant(feedbackId: number, grant: string, expiresAt?: string) {
  grants.set(feedbackId, { grant, expiresAt: expiresAt ? Date.parse(expiresAt) : Date.now() + 10 * 60_000 });
}

export function grantOf(feedbackId: number): string | null {
  const held = grants.get(feedbackId);
  if (!held) return null;
  if (held.expiresAt <= Date.now()) {
    grants.delete(feedbackId);
    return null;
  }
  return held.grant;
}

export function forgetGrant(feedbackId: number) {
  grants.delete(feedbackId);
}
