import { bytesBox } from '../../lib/field-encryption.ts';
import { createPrivateFiles } from '../../modules/media/private-files.ts';
import { centreDeskRoutes } from '../../modules/customer-centre/centre-desk.routes.ts';
import { createCentreDesk } from '../../modules/customer-centre/centre-desk.service.ts';
import { customerCentreRoutes } from '../../modules/customer-centre/customer-centre.routes.ts';
import { createCustomerCentreService } from '../../modules/customer-centre/customer-centre.service.ts';
import { createPartnershipService } from '../../modules/customer-centre/partnership.service.ts';
import { fieldSecrets } from '../secrets.ts';
import type { ContentSlice } from './deps.ts';

/** The sealing purposes of this slice's files (docs/decisions/079). */
const CENTRE_DOCUMENT_PURPOSE = 'centre-document';
const PARTNERSHIP_FILE_PURPOSE = 'partnership-file';

/**
 * Issue 19, the customer centre (docs/decisions/079): FAQ, guides, resources, certificates, centres and partnership
 * applications; 1:1 inquiries are the inquiries slice's.
 */
export const registerCustomerCentre: ContentSlice = async ({
  config,
  database,
  providers,
  accounts,
  guard
}) => {
  const { db } = database;
  const secrets = await fieldSecrets(config, database);
  const documents = createPrivateFiles(
    config.mediaDir,
    'centre-documents',
    bytesBox(secrets, CENTRE_DOCUMENT_PURPOSE)
  );
  const applicationFiles = createPrivateFiles(
    config.mediaDir,
    'partnership',
    bytesBox(secrets, PARTNERSHIP_FILE_PURPOSE)
  );
  const service = createCustomerCentreService({ db, files: documents });
  const partnerships = createPartnershipService({
    db,
    files: applicationFiles,
    mail: providers.mail,
    log: console
  });
  return {
    public: customerCentreRoutes(service, partnerships, { authenticate: accounts.authenticate }),
    staff: centreDeskRoutes(createCentreDesk({ db, files: documents, partnerships }), guard)
  };
};
