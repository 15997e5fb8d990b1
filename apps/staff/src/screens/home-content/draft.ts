import {
  HOME_CONTENT_SCHEMAS,
  type CategoryBannerPosition,
  type HomeContentBody,
  type HomeContentKind,
  type HomeContentRow,
  type LinkTarget,
  type LocalizedText,
  type PopupAudience,
  type PopupContentType
} from '@mall/domain';

/**
 * What the editor holds for any kind: every field any kind has, so one form state serves all six; `bodyOf` keeps
 * the kind's own fields when it is sent.
 */
export type Draft = {
  title: LocalizedText;
  subtitle: LocalizedText;
  alt: LocalizedText;
  summary: LocalizedText;
  contents: LocalizedText;
  pcImageUrl: string | null;
  mobileImageUrl: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  videoUrl: string;
  attachmentImageUrl: string | null;
  categoryId: number | null;
  position: CategoryBannerPosition;
  contentType: PopupContentType;
  audience: PopupAudience;
  link: string;
  linkTarget: LinkTarget;
  display: boolean;
  startAt: string | null;
  endAt: string | null;
  sortOrder: number;
};

export type TextField = 'title' | 'subtitle' | 'alt' | 'summary' | 'contents';
export type ImageFieldName =
  'pcImageUrl' | 'mobileImageUrl' | 'imageUrl' | 'thumbnailUrl' | 'attachmentImageUrl';
export type KindField =
  TextField | ImageFieldName | 'videoUrl' | 'categoryId' | 'position' | 'contentType' | 'audience';

/** Each kind's own fields, in the order the editor shows them. */
export const KIND_FIELDS: Record<HomeContentKind, readonly KindField[]> = {
  'main-banners': ['title', 'subtitle', 'alt', 'pcImageUrl', 'mobileImageUrl'],
  'gnb-banners': ['categoryId', 'alt', 'imageUrl'],
  'main-events': ['title', 'summary', 'imageUrl'],
  'category-banners': ['position', 'title', 'alt', 'imageUrl'],
  'main-videos': ['title', 'thumbnailUrl', 'videoUrl'],
  'notice-popups': ['contentType', 'audience', 'title', 'contents', 'attachmentImageUrl']
};

const empty = (): LocalizedText => ({ 'ko-KR': '' });

export function blankDraft(): Draft {
  return {
    title: empty(),
    subtitle: empty(),
    alt: empty(),
    summary: empty(),
    contents: empty(),
    pcImageUrl: null,
    mobileImageUrl: null,
    imageUrl: null,
    thumbnailUrl: null,
    videoUrl: '',
    attachmentImageUrl: null,
    categoryId: null,
    position: 'TOP',
    contentType: 'CONTENT',
    audience: 'ALL',
    link: '',
    linkTarget: 'SELF',
    display: true,
    startAt: null,
    endAt: null,
    sortOrder: 0
  };
}

/** A stored row as a draft to edit. */
export function draftOf(row: HomeContentRow[HomeContentKind]): Draft {
  const fields = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
  const draft = { ...blankDraft(), ...fields };
  return { ...draft, link: row.link ?? '' };
}

/** The kind's body from a draft: its own fields and the common ones. */
export function bodyOf<K extends HomeContentKind>(kind: K, draft: Draft): HomeContentBody[K] {
  const own = Object.fromEntries(KIND_FIELDS[kind].map((field) => [field, draft[field]]));
  if (kind === 'main-videos') own.videoUrl = draft.videoUrl.trim() || null;
  if (kind === 'notice-popups') {
    if (draft.contentType === 'IMAGE' && !draft.contents['ko-KR'].trim()) own.contents = null;
  }
  return {
    ...own,
    link: draft.link.trim() || null,
    linkTarget: draft.linkTarget,
    display: draft.display,
    startAt: draft.startAt,
    endAt: draft.endAt,
    sortOrder: draft.sortOrder
  } as HomeContentBody[K];
}

/** The draft checked by the API's own schema: each refused field's first code (`title.ko-KR` → `title`). */
export function fieldErrors(kind: HomeContentKind, draft: Draft): Record<string, string> {
  const result = HOME_CONTENT_SCHEMAS[kind].body.safeParse(bodyOf(kind, draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= /^VA_/.test(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

/** The list's name for a row: its Korean title, else its alt text. */
export function nameOf(row: HomeContentRow[HomeContentKind]): string {
  if ('title' in row) return row.title['ko-KR'];
  return row.alt['ko-KR'];
}

/** The list's picture of a row, if it has one. */
export function pictureOf(row: HomeContentRow[HomeContentKind]): string | null {
  if ('mobileImageUrl' in row) return row.mobileImageUrl;
  if ('thumbnailUrl' in row) return row.thumbnailUrl;
  if ('attachmentImageUrl' in row) return row.attachmentImageUrl;
  return 'imageUrl' in row ? row.imageUrl : null;
}
