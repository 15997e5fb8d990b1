import { createDiveInDesk } from '../../modules/dive-in/dive-in-desk.service.ts';
import { diveInDeskRoutes } from '../../modules/dive-in/dive-in-desk.routes.ts';
import { createDiveInRepository } from '../../modules/dive-in/dive-in.repository.ts';
import { createDiveInStudio } from '../../modules/dive-in/dive-in-studio.service.ts';
import { createCatalogueListsRepository } from '../../modules/product/catalogue-lists.repository.ts';
import { createProductRepository } from '../../modules/product/product.repository.ts';
import { createProductService } from '../../modules/product/product.service.ts';
import { createStaffAudit } from '../../modules/staff/staff-audit.ts';
import { diveInVideos } from '../dive-in.ts';
import type { ContentSlice } from './deps.ts';

/** The dive-in desk (docs/decisions/084): staff review planners' videos and upload the brand's own. */
export const registerDiveInDesk: ContentSlice = async ({ config, database, guard }) => {
  const db = database.db;
  const audit = createStaffAudit(db);
  const studio = createDiveInStudio({
    repository: createDiveInRepository(db),
    // Live product facts only (uncached reads): whether each tagged product may be shown.
    catalogue: createProductService(createProductRepository(db), createCatalogueListsRepository(db)),
    videos: await diveInVideos(config)
  });
  return { staff: diveInDeskRoutes(createDiveInDesk({ db, audit }), studio, guard, audit) };
};
