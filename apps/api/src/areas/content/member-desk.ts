import { memberDeskRoutes } from '../../modules/member-desk/member-desk.routes.ts';
import { createMemberDesk } from '../../modules/member-desk/member-desk.service.ts';
import type { ContentSlice } from './deps.ts';

/** The staff's member search and memos (issue 19, docs/decisions/080): console routes only. */
export const registerMemberDesk: ContentSlice = async (deps) => ({
  staff: memberDeskRoutes(createMemberDesk({ db: deps.database.db }), deps.guard)
});
