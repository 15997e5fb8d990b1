import {
  DomainError,
  diveInMoveTarget,
  totalPageCount,
  type DiveInDeskQuery,
  type DiveInOwn,
  type DiveInReview
} from '@mall/domain';
import type { StaffAsker, StaffAudit } from '../staff/staff-audit.ts';
import type { Database } from '../../db/client.ts';
import { createDiveInRepository } from './dive-in.repository.ts';
import { toOwnDiveIn } from './dive-in-studio.service.ts';

const DESK_PAGE_SIZE = 20;

/**
 * The desk's review of videos (docs/decisions/084, 088): the list by state (the waiting queue oldest first, the
 * others newest first; each video with its tagged products) and the moves — approve, reject with a reason, hide —
 * each one guarded statement from the state the desk saw, audited with before/after. The desk works in Korean.
 */
export function createDiveInDesk(deps: { db: Database; audit: StaffAudit; now?: () => Date }) {
  const { db, audit, now = () => new Date() } = deps;
  const repository = createDiveInRepository(db);
  return {
    async queue(query: DiveInDeskQuery) {
      const { rows, total } = await repository.byStatus(query.status, {
        offset: (query.pageNumber - 1) * DESK_PAGE_SIZE,
        limit: DESK_PAGE_SIZE
      });
      return {
        list: rows.map((row) => toOwnDiveIn(row, 'ko-KR')),
        pageNumber: query.pageNumber,
        totalPageNumber: totalPageCount(total, DESK_PAGE_SIZE)
      };
    },

    async review(id: number, body: DiveInReview, asker: StaffAsker): Promise<DiveInOwn> {
      const before = await repository.byId(id);
      if (!before) throw new DomainError('DIVE_IN_NOT_FOUND');
      const to = diveInMoveTarget(before.status, body.move);
      const note = body.move === 'REJECT' ? (body.note ?? null) : null;
      if (!to) throw new DomainError('DIVE_IN_MOVE_REFUSED');
      // The move and its audit entry commit together.
      await db.transaction(async (tx) => {
        if (!(await createDiveInRepository(tx).move(id, before.status, to, note, now())))
          throw new DomainError('DIVE_IN_MOVE_REFUSED');
        const entry = { targetType: 'dive_in', targetId: String(id), before: { status: before.status } };
        await audit.record(
          asker,
          `dive-in.${body.move.toLowerCase()}`,
          { ...entry, after: { status: to, note } },
          tx
        );
      });
      return toOwnDiveIn((await repository.byId(id))!, 'ko-KR');
    }
  };
}

export type DiveInDesk = ReturnType<typeof createDiveInDesk>;
