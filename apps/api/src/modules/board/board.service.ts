import sanitizeHtml from 'sanitize-html';
import {
  boardEventState,
  boardKindOfPath,
  boardPublishState,
  BOARD_DESK_PAGE_SIZE,
  DomainError,
  pickText,
  totalPageCount,
  type BoardDeskList,
  type BoardDeskPost,
  type BoardDeskQuery,
  type BoardDeskRow,
  type BoardList,
  type BoardListItem,
  type BoardListQuery,
  type BoardPathKind,
  type BoardPost,
  type BoardPostBody,
  type BoardPublishBody,
  type Language,
  type LocalizedText
} from '@mall/domain';
import type { Database } from '../../db/client.ts';
import { sanitizeRichHtml } from '../content/content-html.ts';
import { createStaffRepository } from '../staff/staff.repository.ts';
import { auditEntry, type StaffAsker } from '../staff/staff-audit.ts';
import { createBoardRepository, type BoardPostRow } from './board.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Text of HTML without its tags (search and preview descriptions). */
export function plainOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the keyword search reads: every language's title, summary and body as plain lower-case text. */
function searchTextOf(body: Pick<BoardPostBody, 'title' | 'summary' | 'body'>): string {
  const all = (text: LocalizedText) => Object.values(text).filter(Boolean);
  return [...all(body.title), ...all(body.summary), ...all(body.body).map(plainOf)].join('\n').toLowerCase();
}

/** The summary shown in lists and previews: the written one, else the start of the body. */
function summaryOf(row: BoardPostRow, language: Language): string {
  const written = pickText(row.summary, language);
  if (written) return written;
  const plain = plainOf(pickText(row.body, language));
  return plain.length <= 160 ? plain : `${plain.slice(0, 159).trimEnd()}…`;
}

function itemOf(row: BoardPostRow, language: Language, now: Date): BoardListItem {
  return {
    boardId: row.id,
    kind: row.kind,
    title: pickText(row.title, language),
    summary: summaryOf(row, language),
    thumbnailUrl: row.thumbnailUrl,
    pinned: row.pinned,
    publishedAt: row.publishAt!.toISOString(),
    eventStartAt: iso(row.eventStartAt),
    eventEndAt: iso(row.eventEndAt),
    eventState: boardEventState(row.eventStartAt, row.eventEndAt, now)
  };
}

function deskRowOf(row: BoardPostRow, updatedBy: string | null, now: Date): BoardDeskRow {
  return {
    boardId: row.id,
    kind: row.kind,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    pinned: row.pinned,
    status: row.status,
    publishState: boardPublishState(row, now),
    publishAt: iso(row.publishAt),
    unpublishAt: iso(row.unpublishAt),
    eventStartAt: iso(row.eventStartAt),
    eventEndAt: iso(row.eventEndAt),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy
  };
}

/** What the audit log keeps of a post (the texts' Korean titles, not whole bodies). */
const auditOf = (row: BoardPostRow) => ({
  kind: row.kind,
  title: row.title['ko-KR'],
  status: row.status,
  pinned: row.pinned,
  publishAt: iso(row.publishAt),
  unpublishAt: iso(row.unpublishAt),
  eventStartAt: iso(row.eventStartAt),
  eventEndAt: iso(row.eventEndAt),
  thumbnailUrl: row.thumbnailUrl
});

/**
 * Notices, events and news (docs/decisions/076). Shoppers read only what is live by `now()` at read time; HTML is
 * sanitised when served. Staff (`content.manage`) read everything and write; every write is in the audit log with
 * before and after.
 */
export function createBoardService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  const repository = createBoardRepository(db);

  async function deskPost(id: number): Promise<BoardDeskPost> {
    const found = await repository.one(id);
    if (!found) throw new DomainError('BOARD_POST_NOT_FOUND');
    const { post, updatedBy } = found;
    return { ...deskRowOf(post, updatedBy, now()), summary: post.summary, body: post.body };
  }

  async function existing(id: number): Promise<BoardPostRow> {
    const found = await repository.one(id);
    if (!found) throw new DomainError('BOARD_POST_NOT_FOUND');
    return found.post;
  }

  /** One write: the row changed, then its audit entry (in one transaction). */
  async function write(
    asker: StaffAsker,
    action: string,
    before: BoardPostRow | null,
    change: (repo: ReturnType<typeof createBoardRepository>) => Promise<BoardPostRow | null>
  ): Promise<BoardPostRow> {
    return db.transaction(async (tx) => {
      const after = await change(createBoardRepository(tx));
      if (!after) throw new DomainError('BOARD_POST_NOT_FOUND');
      await createStaffRepository(tx).audit(
        auditEntry(asker, action, {
          targetType: 'board_post',
          targetId: String(after.id),
          before: before ? auditOf(before) : null,
          after: action === 'board.delete' ? null : auditOf(after)
        })
      );
      return after;
    });
  }

  const contentOf = (body: BoardPostBody) => ({
    kind: body.kind,
    title: body.title,
    summary: body.summary,
    body: body.body,
    searchText: searchTextOf(body),
    thumbnailUrl: body.thumbnailUrl,
    pinned: body.pinned,
    // Only events have a period (a notice or news item never shows an event state).
    eventStartAt: body.kind === 'EVENT' && body.eventStartAt ? new Date(body.eventStartAt) : null,
    eventEndAt: body.kind === 'EVENT' && body.eventEndAt ? new Date(body.eventEndAt) : null
  });

  return {
    now,

    async list(pathKind: BoardPathKind, query: BoardListQuery, language: Language): Promise<BoardList> {
      const at = now();
      const kind = boardKindOfPath(pathKind);
      const { rows, total } = await repository.livePage(
        { kind, keyword: query.keyword, state: kind === 'EVENT' ? query.state : undefined },
        query.page,
        query.pageSize,
        at
      );
      return {
        list: rows.map((row) => itemOf(row, language, at)),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, query.pageSize),
        totalSize: total
      };
    },

    async post(pathKind: BoardPathKind, id: number, language: Language): Promise<BoardPost> {
      const at = now();
      const row = await repository.liveOne(boardKindOfPath(pathKind), id, at);
      if (!row) throw new DomainError('BOARD_POST_NOT_FOUND');
      const { previous, next } = await repository.neighbours(row, at);
      const link = (other: BoardPostRow | null) =>
        other ? { boardId: other.id, title: pickText(other.title, language) } : null;
      return {
        ...itemOf(row, language, at),
        html: sanitizeRichHtml(pickText(row.body, language)),
        previous: link(previous),
        next: link(next)
      };
    },

    /** A live post's preview (share tags), or null. */
    async preview(pathKind: BoardPathKind, id: number, language: Language) {
      const row = await repository.liveOne(boardKindOfPath(pathKind), id, now());
      if (!row) return null;
      return {
        title: pickText(row.title, language),
        description: summaryOf(row, language),
        imageUrl: row.thumbnailUrl
      };
    },

    async sitemapEntries() {
      return repository.liveAll(now());
    },

    async deskList(query: BoardDeskQuery): Promise<BoardDeskList> {
      const at = now();
      const { rows, total } = await repository.deskPage(query, query.page, BOARD_DESK_PAGE_SIZE, at);
      return {
        list: rows.map(({ post, updatedBy }) => deskRowOf(post, updatedBy, at)),
        pageNumber: query.page,
        totalPageNumber: totalPageCount(total, BOARD_DESK_PAGE_SIZE),
        totalSize: total
      };
    },

    deskPost,

    async create(body: BoardPostBody, asker: StaffAsker): Promise<BoardDeskPost> {
      const by = asker.staff.staffId;
      const row = await write(asker, 'board.create', null, (repo) =>
        repo.insert({ ...contentOf(body), status: 'DRAFT', createdBy: by, updatedBy: by })
      );
      return deskPost(row.id);
    },

    async update(id: number, body: BoardPostBody, asker: StaffAsker): Promise<BoardDeskPost> {
      const before = await existing(id);
      await write(asker, 'board.update', before, (repo) =>
        repo.update(id, { ...contentOf(body), updatedBy: asker.staff.staffId, updatedAt: now() })
      );
      return deskPost(id);
    },

    /** Publish now, or at publishAt (scheduled); unpublishAt ends the window. */
    async publish(id: number, body: BoardPublishBody, asker: StaffAsker): Promise<BoardDeskPost> {
      const before = await existing(id);
      const publishAt = body.publishAt ? new Date(body.publishAt) : now();
      const unpublishAt = body.unpublishAt ? new Date(body.unpublishAt) : null;
      if (unpublishAt && unpublishAt <= publishAt)
        throw new DomainError('VALIDATION_FAILED', {
          fields: [{ field: 'unpublishAt', code: 'BRD_PeriodOrder' }]
        });
      await write(asker, 'board.publish', before, (repo) =>
        repo.update(id, {
          status: 'PUBLISHED',
          publishAt,
          unpublishAt,
          updatedBy: asker.staff.staffId,
          updatedAt: now()
        })
      );
      return deskPost(id);
    },

    async unpublish(id: number, asker: StaffAsker): Promise<BoardDeskPost> {
      const before = await existing(id);
      await write(asker, 'board.unpublish', before, (repo) =>
        repo.update(id, { status: 'DRAFT', updatedBy: asker.staff.staffId, updatedAt: now() })
      );
      return deskPost(id);
    },

    async remove(id: number, asker: StaffAsker): Promise<void> {
      const before = await existing(id);
      await write(asker, 'board.delete', before, (repo) => repo.remove(id));
    }
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
