import type { CartMergeOutcome } from '@mall/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type TFunction, i18n, loadNamespace } from '../../../shared/i18n/i18n';
import { readGuestCart } from '../../../shared/storage/guest-cart';
import { removeGuestLines } from '../../../shared/storage/guest-cart-writes';
import { dialogs } from '../../../shared/ui/dialog-store';
import { applyCartAnswer, mergeGuestCart } from '../../../shared/cart/cart-mutations';

/** One line of the "could not merge" notice: the product, what happened and why, translated. */
export function outcomeText(t: TFunction<'cart'>, outcome: CartMergeOutcome): string {
  const name = outcome.productName || t('merge.unknownProduct');
  const reason = t(`merge.reason.${outcome.reason ?? 'NOT_FOUND'}`);
  return outcome.result === 'PARTIAL'
    ? t('merge.partial', { name, added: outcome.added, reason })
    : t('merge.skipped', { name, reason });
}

let running: Promise<void> | null = null;

/**
 * At login the guest's local lines go into the member's normal cart (POST /cart/merge). Only on
 * success do the sent lines leave this browser, so a failed merge loses nothing (it is tried again at the
 * next login). What could not go in (SKIPPED, PARTIAL) is listed in a dialog. One merge at a time.
 */
export function mergeGuestCartAtLogin(queryClient: QueryClient): Promise<void> {
  running ??= run(queryClient).finally(() => {
    running = null;
  });
  return running;
}

async function run(queryClient: QueryClient): Promise<void> {
  const lines = readGuestCart();
  if (lines.length === 0) return;
  const [answer] = await Promise.all([mergeGuestCart(lines).catch(() => null), loadNamespace('cart')]);
  const t = i18n.getFixedT(null, 'cart');
  if (!answer) {
    await dialogs.alert(t('merge.failed'));
    return;
  }
  removeGuestLines(lines.map((line) => line.cartId));
  await applyCartAnswer(queryClient, answer.cart);
  const notMerged = answer.outcomes.filter((outcome) => outcome.result !== 'MERGED');
  if (notMerged.length > 0) {
    await dialogs.alert(t('merge.body'), {
      title: t('merge.title'),
      items: notMerged.map((outcome) => outcomeText(t, outcome))
    });
  }
}
