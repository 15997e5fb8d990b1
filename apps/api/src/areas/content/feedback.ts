import { FEEDBACK_MIN_INTERVAL_SECONDS } from '@mall/domain';
import { createFeedbackKeys } from '../../modules/feedback/feedback-access.ts';
import { feedbackDeskRoutes } from '../../modules/feedback/feedback-desk.routes.ts';
import { createFeedbackDesk } from '../../modules/feedback/feedback-desk.service.ts';
import { createFeedbackRepository } from '../../modules/feedback/feedback.repository.ts';
import { feedbackRoutes } from '../../modules/feedback/feedback.routes.ts';
import { createFeedbackService } from '../../modules/feedback/feedback.service.ts';
import { createStaffAudit } from '../../modules/staff/staff-audit.ts';
import type { ContentSlice } from './deps.ts';

/**
 * The feedback board (issue 19 item 5, docs/decisions/081): the shoppers' board under /api/etc/v1/public/feedback
 * and the staff desk under /api/staff/v1/feedback. Grants and address hashes are keyed by an installation secret.
 */
export const registerFeedback: ContentSlice = async ({ config, database, providers, accounts, guard }) => {
  const repository = createFeedbackRepository(database.db);
  const keys = createFeedbackKeys(await accounts.authRepository.secret('feedback-grant-hmac'));
  const service = createFeedbackService({
    repository,
    members: accounts.members,
    keys,
    mail: providers.mail,
    publicOrigin: config.publicOrigin,
    // Scaled with the strict per-route limits (ADR 028): journeys from one address post seconds apart.
    minIntervalSeconds: FEEDBACK_MIN_INTERVAL_SECONDS / config.rateLimitRouteScale
  });
  const desk = createFeedbackDesk({ repository, audit: createStaffAudit(database.db) });
  return {
    public: feedbackRoutes(service, accounts.authenticate, config.publicOrigin),
    staff: feedbackDeskRoutes(desk, guard)
  };
};
