import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { bytesBox, secretBox } from '../lib/field-encryption.ts';
import { createPrivateFiles } from '../modules/media/private-files.ts';
import { allowanceAccountRoutes } from '../modules/planner/allowance-account.routes.ts';
import { createAllowanceAccountService } from '../modules/planner/allowance-account.service.ts';
import { plannerDocumentRoutes } from '../modules/planner/planner-documents.routes.ts';
import { createPlannerDocumentService } from '../modules/planner/planner-documents.service.ts';
import { createPlannerRepository } from '../modules/planner/planner.repository.ts';
import { createBankChecks } from '../modules/refund-account/bank-checks.ts';
import type { Providers } from '../providers/index.ts';
import type { AccountModules } from './accounts.ts';
import { fieldSecrets, PLANNER_DOCUMENT_PURPOSE, REFUND_ACCOUNT_PURPOSE } from './secrets.ts';

/** Planner documents, sealed under MEDIA_DIR/private/planner-documents: the member's calls and the staff desk's. */
export async function plannerDocumentFiles(config: Config, database: DatabaseHandle) {
  const secrets = await fieldSecrets(config, database);
  return createPrivateFiles(
    config.mediaDir,
    'planner-documents',
    bytesBox(secrets, PLANNER_DOCUMENT_PURPOSE)
  );
}

/**
 * A planner's documents and allowance account under /api (docs/decisions/075): the sealed upload and download,
 * the checklist, the code lists; the allowance account with the refund account's holder check (same check rows,
 * same sealing key, spent once) and its password re-check.
 */
export async function registerPlannerDocumentModules(
  api: FastifyInstance,
  {
    config,
    database,
    providers,
    accounts
  }: { config: Config; database: DatabaseHandle; providers: Providers; accounts: AccountModules }
) {
  const { db } = database;
  const repository = createPlannerRepository(db);
  const documents = createPlannerDocumentService({
    repository,
    files: await plannerDocumentFiles(config, database)
  });
  const checks = createBankChecks({
    db,
    holders: providers.accountHolders,
    box: secretBox(await fieldSecrets(config, database), REFUND_ACCOUNT_PURPOSE)
  });
  const allowance = createAllowanceAccountService({
    repository,
    checks,
    passwordChecks: accounts.passwordChecks
  });
  await api.register(plannerDocumentRoutes(documents, accounts.authenticate));
  await api.register(allowanceAccountRoutes(allowance, accounts.authenticate));
}
