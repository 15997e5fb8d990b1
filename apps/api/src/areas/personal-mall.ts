import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createPublicImages } from '../modules/media/public-images.ts';
import { createReferrals } from '../modules/member/referrals.ts';
import { createPersonalMallRepository } from '../modules/personal/personal-mall.repository.ts';
import { mallMessengerRoutes } from '../modules/personal/mall-messenger.routes.ts';
import { personalMallRoutes } from '../modules/personal/personal-mall.routes.ts';
import { createPersonalMallService } from '../modules/personal/personal-mall.service.ts';
import { createShopReferrerLink, type ShopReferrerLink } from '../modules/personal/shop-referrer.ts';
import type { Providers } from '../providers/index.ts';
import type { AccountModules } from './accounts.ts';
import type { OrderModules } from './orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the shop-referrer cookie for a page load with `?referrer=` (the SPA fallback, docs/decisions/075). */
    shopReferrerLink: ShopReferrerLink;
  }
}

/**
 * The planners' personal malls under /api (docs/decisions/075): the owner's mall and its save (pictures through the
 * media module's public store), the month's figures (the member module's referrals, the order module's credited
 * sales), the header state, handle checks and QR codes. Answers the shop-referrer link rule for the storefront's pages.
 */
export async function registerPersonalMallModules(
  api: FastifyInstance,
  {
    config,
    database,
    providers,
    accounts,
    orders
  }: {
    config: Config;
    database: DatabaseHandle;
    providers: Providers;
    accounts: AccountModules;
    orders: OrderModules;
  }
): Promise<{
  shopReferrerLink: ShopReferrerLink;
  shoppingPlanner: (code: string) => Promise<{ userNumber: string } | null>;
}> {
  const { db } = database;
  const malls = createPersonalMallService({
    repository: createPersonalMallRepository(db),
    members: accounts.members,
    images: createPublicImages(config.mediaDir, 'personal'),
    referrals: createReferrals(db),
    sales: orders.plannerSales,
    companyReferrerNumber: config.companyReferrerNumber
  });
  await api.register(
    personalMallRoutes(malls, accounts.authenticate, config.publicOrigin, (loginId) =>
      accounts.members.loginIdExists(loginId)
    )
  );
  await api.register(mallMessengerRoutes(malls, providers.share, config.publicOrigin));
  return {
    shopReferrerLink: createShopReferrerLink(malls.shoppingPlanner),
    shoppingPlanner: malls.shoppingPlanner
  };
}
