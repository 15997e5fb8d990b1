import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { bytesBox, secretBox } from '../lib/field-encryption.ts';
import { createPrivateFiles } from '../modules/media/private-files.ts';
import type { NotificationService } from '../modules/notification/notification.service.ts';
import { guestRefundAccountRoutes } from '../modules/refund-account/guest-refund-account.routes.ts';
import { createGuestRefundAccountService } from '../modules/refund-account/guest-refund-account.service.ts';
import type { Providers } from '../providers/index.ts';
import { createReturnRefunds } from '../modules/returns/return-refund.ts';
import { returnRoutes } from '../modules/returns/return.routes.ts';
import { createReturnService } from '../modules/returns/return.service.ts';
import { reviewPointsReversal } from '../modules/reviews/reviews.service.ts';
import type { AccountModules } from './accounts.ts';
import type { OrderModules } from './orders.ts';
import { fieldSecrets, REFUND_ACCOUNT_PURPOSE, RETURN_PHOTO_PURPOSE } from './secrets.ts';

/**
 * Returns and their refunds (docs/decisions/071) under /api, and a guest order's refund account: the member's and guest's calls, the photos sealed
 * under MEDIA_DIR/private/returns, and the refund job (run by the app's job runner, queued by the desk).
 */
export async function registerReturnModules(
  api: FastifyInstance,
  deps: {
    config: Config;
    database: DatabaseHandle;
    providers: Providers;
    accounts: AccountModules;
    orders: OrderModules;
    notify: NotificationService['notify'];
  }
) {
  const { db } = deps.database;
  const { orderHistory, benefits, payments } = deps.orders;
  const secrets = await fieldSecrets(deps.config, deps.database);
  const photos = createPrivateFiles(deps.config.mediaDir, 'returns', bytesBox(secrets, RETURN_PHOTO_PURPOSE));
  const returns = createReturnService({
    db,
    memberOrder: orderHistory.memberOrder,
    guestOrder: orderHistory.guestOrder,
    addressOf: (userSeqNo, id) => deps.accounts.addresses.get(userSeqNo, id),
    photos
  });
  // A refunded line's review gives its points back in the refund's transaction (docs/decisions/090).
  const refunds = createReturnRefunds({
    db,
    payments,
    benefits,
    notify: deps.notify,
    linesRefunded: reviewPointsReversal(deps.orders.reviewPoints, 'reviewReturn')
  });
  await api.register(returnRoutes(returns, deps.accounts.authenticate));
  await api.register(
    guestRefundAccountRoutes(
      createGuestRefundAccountService({
        db,
        holders: deps.providers.accountHolders,
        box: secretBox(secrets, REFUND_ACCOUNT_PURPOSE),
        guestOrder: orderHistory.guestOrder
      })
    )
  );
  return { returns, refunds };
}

export type ReturnModules = Awaited<ReturnType<typeof registerReturnModules>>;
