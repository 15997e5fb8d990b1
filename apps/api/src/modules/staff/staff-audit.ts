import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { createStaffRepository, type AuditEntry } from './staff.repository.ts';
import { requireStaff } from './staff.routes.ts';
import type { StaffPrincipal } from './staff.service.ts';

/** Who is asking on a staff route: the signed-in staff member and the client address (for the audit log). */
export type StaffAsker = { staff: StaffPrincipal; address: string };

/** The asker of a staff route (after its guard ran; 401 otherwise). */
export function staffAsker(request: FastifyRequest): StaffAsker {
  return { staff: requireStaff(request), address: request.ip };
}

/** One audit entry of `asker`'s: the action, the staff member and address, and the target and rows given. */
export function auditEntry(
  asker: StaffAsker,
  action: string,
  rest: Omit<Partial<AuditEntry>, 'staffId' | 'action' | 'address'> = {}
): AuditEntry {
  return { staffId: asker.staff.staffId, action, address: asker.address, ...rest };
}

/**
 * The audit log as a desk writes it (ARCHITECTURE §7): one entry per staff write, and per staff read of member data,
 * with the target and the row before/after. `record` takes an optional transaction so a write and its entry commit
 * together.
 */
export function createStaffAudit(db: Executor) {
  return {
    async record(
      asker: StaffAsker,
      action: string,
      rest: Omit<Partial<AuditEntry>, 'staffId' | 'action' | 'address'> = {},
      exec: Executor = db
    ): Promise<void> {
      await createStaffRepository(exec).audit(auditEntry(asker, action, rest));
    }
  };
}

export type StaffAudit = ReturnType<typeof createStaffAudit>;
