import {
  contentStateOf,
  DomainError,
  HOME_CONTENT_MAX_ROWS,
  type HomeContentKind,
  type Language
} from '@mall/domain';
import type { Database, Executor } from '../../db/client.ts';
import { createStaffAudit, type StaffAsker } from '../staff/staff-audit.ts';
import {
  createContentDeskRepository,
  type AnyDeskRow,
  type DeskRowOf,
  type DeskValues
} from './content-desk.repository.ts';
import type { ContentCache } from './content.service.ts';
import { toBanner, toCategoryBanner, toEvent, toGnb, toPopup, toVideo } from './content.service.ts';

/** A desk body after its schema ran (texts trimmed, empty translations dropped, periods as ISO strings). */
export type DeskBody = Record<string, unknown> & {
  startAt: string | null;
  endAt: string | null;
  categoryId?: number | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A stored row as the desk answers it (and as the audit log keeps it): dates as ISO strings. */
function stored(row: AnyDeskRow) {
  return { ...row, startAt: iso(row.startAt), endAt: iso(row.endAt), createdAt: row.createdAt.toISOString() };
}

/** What the storefront would answer for the row, in one language (the popup's HTML sanitised as served). */
function previewOf(kind: HomeContentKind, row: AnyDeskRow, language: Language) {
  switch (kind) {
    case 'main-banners':
      return toBanner(row as DeskRowOf<'main-banners'>, language);
    case 'gnb-banners':
      return toGnb(row as DeskRowOf<'gnb-banners'>, language);
    case 'main-events':
      return toEvent(row as DeskRowOf<'main-events'>, language);
    case 'category-banners':
      return toCategoryBanner(row as DeskRowOf<'category-banners'>, language);
    case 'main-videos':
      return toVideo(row as DeskRowOf<'main-videos'>, language);
    case 'notice-popups':
      return toPopup(row as DeskRowOf<'notice-popups'>, language);
  }
}

/**
 * The Home content desk (docs/decisions/082): every row of a kind with its state now, create, edit, delete, show or
 * hide, reorder, and a row's storefront preview in one language. Each write and its audit entry (the row before and
 * after) commit together; then the content version is bumped, so Home's cached answers are replaced (ADR 025).
 */
export function createContentDesk({
  db,
  cache,
  now = () => Date.now()
}: {
  db: Database;
  cache: Pick<ContentCache, 'bump'>;
  now?: () => number;
}) {
  const read = createContentDeskRepository(db);
  const audit = createStaffAudit(db);
  const answer = (row: AnyDeskRow) => ({ ...stored(row), state: contentStateOf(stored(row), now()) });
  const action = (kind: HomeContentKind, verb: string) => `content.home.${kind}.${verb}`;

  /** Runs a write and its audit entry in one transaction, then bumps the content version (after the commit). */
  async function write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    await cache.bump();
    return result;
  }

  async function found(tx: Executor, kind: HomeContentKind, id: number): Promise<AnyDeskRow> {
    const row = await createContentDeskRepository(tx).byId(kind, id, true);
    if (!row) throw new DomainError('CONTENT_ITEM_NOT_FOUND');
    return row;
  }

  /** The body as columns; a GNB banner's category must be a catalogue category (VA_ContentCategory). */
  async function valuesOf(tx: Executor, body: DeskBody): Promise<DeskValues> {
    if (
      typeof body.categoryId === 'number' &&
      !(await createContentDeskRepository(tx).categoryExists(body.categoryId))
    )
      throw new DomainError('VALIDATION_FAILED', {
        fields: [{ field: 'categoryId', code: 'VA_ContentCategory' }]
      });
    return {
      ...body,
      startAt: body.startAt ? new Date(body.startAt) : null,
      endAt: body.endAt ? new Date(body.endAt) : null
    };
  }

  async function list(kind: HomeContentKind) {
    const { rows, total } = await read.list(kind, HOME_CONTENT_MAX_ROWS);
    return { list: rows.map(answer), totalSize: total, maxSize: HOME_CONTENT_MAX_ROWS };
  }

  return {
    list,

    async detail(kind: HomeContentKind, id: number) {
      const row = await read.byId(kind, id);
      if (!row) throw new DomainError('CONTENT_ITEM_NOT_FOUND');
      return answer(row);
    },

    async preview(kind: HomeContentKind, id: number, language: Language) {
      const row = await read.byId(kind, id);
      if (!row) throw new DomainError('CONTENT_ITEM_NOT_FOUND');
      return previewOf(kind, row, language);
    },

    async create(kind: HomeContentKind, body: DeskBody, asker: StaffAsker) {
      const row = await write(async (tx) => {
        const repository = createContentDeskRepository(tx);
        if ((await repository.count(kind)) >= HOME_CONTENT_MAX_ROWS)
          throw new DomainError('CONTENT_DESK_FULL', { max: HOME_CONTENT_MAX_ROWS });
        const created = await repository.insert(kind, await valuesOf(tx, body));
        await audit.record(
          asker,
          action(kind, 'create'),
          { targetType: kind, targetId: String(created.id), after: stored(created) },
          tx
        );
        return created;
      });
      return answer(row);
    },

    async update(kind: HomeContentKind, id: number, body: DeskBody, asker: StaffAsker) {
      const row = await write(async (tx) => {
        const before = await found(tx, kind, id);
        const after = await createContentDeskRepository(tx).update(kind, id, await valuesOf(tx, body));
        await audit.record(
          asker,
          action(kind, 'update'),
          { targetType: kind, targetId: String(id), before: stored(before), after: stored(after) },
          tx
        );
        return after;
      });
      return answer(row);
    },

    async setDisplay(kind: HomeContentKind, id: number, display: boolean, asker: StaffAsker) {
      const row = await write(async (tx) => {
        const before = await found(tx, kind, id);
        const after = await createContentDeskRepository(tx).update(kind, id, { display });
        await audit.record(
          asker,
          action(kind, display ? 'show' : 'hide'),
          { targetType: kind, targetId: String(id), before: stored(before), after: stored(after) },
          tx
        );
        return after;
      });
      return answer(row);
    },

    async remove(kind: HomeContentKind, id: number, asker: StaffAsker): Promise<void> {
      await write(async (tx) => {
        const before = await found(tx, kind, id);
        await createContentDeskRepository(tx).remove(kind, id);
        await audit.record(
          asker,
          action(kind, 'delete'),
          { targetType: kind, targetId: String(id), before: stored(before) },
          tx
        );
      });
    },

    /** `ids` must be exactly the kind's rows now (CONTENT_ORDER_STALE otherwise): they get orders 10, 20, 30… */
    async reorder(kind: HomeContentKind, ids: number[], asker: StaffAsker) {
      await write(async (tx) => {
        const repository = createContentDeskRepository(tx);
        const before = await repository.orders(kind);
        const known = new Set(before.map((row) => row.id));
        if (before.length !== ids.length || ids.some((id) => !known.has(id)))
          throw new DomainError('CONTENT_ORDER_STALE');
        await repository.reorder(kind, ids);
        await audit.record(
          asker,
          action(kind, 'reorder'),
          {
            targetType: kind,
            before: { order: before },
            after: { order: ids.map((id, index) => ({ id, sortOrder: (index + 1) * 10 })) }
          },
          tx
        );
      });
      return list(kind);
    }
  };
}

export type ContentDesk = ReturnType<typeof createContentDesk>;
