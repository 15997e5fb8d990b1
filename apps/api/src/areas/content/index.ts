import type { FastifyInstance } from 'fastify';
import { createPublicImages } from '../../modules/media/public-images.ts';
import { staffImageRoutes } from '../../modules/media/staff-images.routes.ts';
import { createStaffAudit } from '../../modules/staff/staff-audit.ts';
import { assertSameOriginWrite } from '../../modules/staff/staff.routes.ts';
import type { JobHandler } from '../../modules/jobs/job-runner.ts';
import type { ContentDeps, ContentSlice } from './deps.ts';
import { registerCustomerCentre } from './customer-centre.ts';
import { registerDiveInDesk } from './dive-in-desk.ts';
import { registerFeedback } from './feedback.ts';
import { registerHomeContentDesk } from './home-content-desk.ts';
import { registerInquiries } from './inquiries.ts';
import { registerMemberDesk } from './member-desk.ts';
import { registerSitePages } from './site-pages.ts';
import { registerTerms } from './terms.ts';
import { registerUpdates } from './updates.ts';

const SLICES: readonly ContentSlice[] = [
  registerUpdates,
  registerTerms,
  registerSitePages,
  registerCustomerCentre,
  registerInquiries,
  registerFeedback,
  registerHomeContentDesk,
  registerMemberDesk,
  registerDiveInDesk
];

/**
 * Content and the customer centre (issue 19): notices, events and news, terms, company/ESG/guide pages, the
 * customer centre, inquiries, feedback, and the staff's content desk, member memos and member search. Each slice
 * registers its public routes under /api and its staff routes in a staff scope; answers the slices' job handlers.
 */
export async function registerContentModules(
  api: FastifyInstance,
  deps: ContentDeps
): Promise<Record<string, JobHandler>> {
  const built: Awaited<ReturnType<ContentSlice>>[] = [];
  for (const slice of SLICES) built.push(await slice(deps));
  for (const { public: routes } of built) if (routes) await api.register(routes);
  await api.register(async (staff) => {
    staff.decorateRequest('staff', null);
    staff.addHook('preHandler', assertSameOriginWrite);
    // Content images every desk uploads (/media/editorial/, docs/decisions/082).
    const images = createPublicImages(deps.config.mediaDir, 'editorial');
    await staff.register(staffImageRoutes(images, deps.guard, createStaffAudit(deps.database.db)));
    for (const { staff: routes } of built) if (routes) await staff.register(routes);
  });
  return Object.assign({}, ...built.map((slice) => slice.handlers ?? {}));
}
