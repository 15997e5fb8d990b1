import {
  BoardPostBodySchema,
  type BoardDeskPost,
  type BoardKind,
  type BoardPostBody,
  type LocalizedText
} from '@mall/domain';

/** The editor's state: the post's texts, picture, pin and event period (ISO instants; null = not set). */
export type Draft = {
  kind: BoardKind;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  thumbnailUrl: string | null;
  pinned: boolean;
  eventStartAt: string | null;
  eventEndAt: string | null;
};

export const blankDraft = (kind: BoardKind = 'NOTICE'): Draft => ({
  kind,
  title: { 'ko-KR': '' },
  summary: { 'ko-KR': '' },
  body: { 'ko-KR': '' },
  thumbnailUrl: null,
  pinned: false,
  eventStartAt: null,
  eventEndAt: null
});

export const draftOf = (post: BoardDeskPost): Draft => ({
  kind: post.kind,
  title: post.title,
  summary: post.summary,
  body: post.body,
  thumbnailUrl: post.thumbnailUrl,
  pinned: post.pinned,
  eventStartAt: post.eventStartAt,
  eventEndAt: post.eventEndAt
});

/** The body the API takes (an event period only for events), or the fields' codes when the domain refuses it. */
export function checkDraft(
  draft: Draft
): { body: BoardPostBody; errors: null } | { body: null; errors: Record<string, string> } {
  const event = draft.kind === 'EVENT';
  const parsed = BoardPostBodySchema.safeParse({
    ...draft,
    eventStartAt: event ? draft.eventStartAt : null,
    eventEndAt: event ? draft.eventEndAt : null
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { body: null, errors };
}
