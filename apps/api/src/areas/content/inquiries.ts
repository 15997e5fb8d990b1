import { bytesBox } from '../../lib/field-encryption.ts';
import { inquiryDeskRoutes } from '../../modules/inquiry/inquiry-desk.routes.ts';
import { inquiryRoutes } from '../../modules/inquiry/inquiry.routes.ts';
import { createInquiryService } from '../../modules/inquiry/inquiry.service.ts';
import { createPrivateFiles } from '../../modules/media/private-files.ts';
import { fieldSecrets } from '../secrets.ts';
import type { ContentSlice } from './deps.ts';

/** Inquiry photos' key purpose: its key opens nothing else. */
const INQUIRY_PHOTO_PURPOSE = 'inquiry-photo';

/**
 * 1:1 inquiries (issue 19, docs/decisions/080): the writer's calls under /api/etc/v1/inquiries, the console's under
 * /api/staff/v1/inquiries; photos sealed under MEDIA_DIR/private/inquiries; answers noticed by the notify job.
 */
export const registerInquiries: ContentSlice = async (deps) => {
  const secrets = await fieldSecrets(deps.config, deps.database);
  const photos = createPrivateFiles(
    deps.config.mediaDir,
    'inquiries',
    bytesBox(secrets, INQUIRY_PHOTO_PURPOSE)
  );
  const service = createInquiryService({
    db: deps.database.db,
    photos,
    notifyAnswered: deps.notices.notifyInquiryAnswered
  });
  return {
    public: inquiryRoutes(service, deps.accounts.authenticate),
    staff: inquiryDeskRoutes(service, deps.guard)
  };
};
