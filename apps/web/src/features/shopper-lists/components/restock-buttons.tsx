import type { ProductDetail } from '@mall/domain';
import { restockAskable } from '@mall/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/i18n';
import { dialogs } from '../../../shared/ui/dialog-store';
import { productAlertsQueryOptions, useRestockActions } from '../api/restock-api';
import { useMemberSeqNo } from '../api/wishlist-api';
import { useLoginPrompt } from '../lib/use-login-prompt';
import { useRefusalAlert } from '../lib/use-refusal-text';

type Target = { productOptionId: number | null; option: string | null };

/** What may be asked about: the product itself when sold out without options, else each sold-out option. */
function targetsOf(product: ProductDetail): Target[] {
  const options = product.options.filter((option) => restockAskable(option.salesStatus.code));
  if (product.optionYn === 'Y' && product.options.length > 0) {
    return product.salesStatus.code === 'PAUSE'
      ? []
      : options.map((option) => ({ productOptionId: option.productOptionId, option: option.optionValue }));
  }
  return restockAskable(product.salesStatus.code) ? [{ productOptionId: null, option: null }] : [];
}

/**
 * "재입고 알림 신청" on a sold-out product or option (docs/decisions/092): once per member and product/option; asked
 * again it offers to cancel. Guests are asked to log in.
 */
export function RestockButtons({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('shopper-lists');
  const member = useMemberSeqNo();
  const targets = targetsOf(product);
  const waiting = useQuery({
    ...productAlertsQueryOptions(member ?? 0, product.productId),
    enabled: member !== null && targets.length > 0
  });
  const actions = useRestockActions(member ?? 0);
  const askToLogIn = useLoginPrompt();
  const refused = useRefusalAlert();
  if (targets.length === 0) return null;

  const alertOf = (target: Target) =>
    waiting.data?.list.find((alert) => alert.productOptionId === target.productOptionId);
  const onClick = async (target: Target) => {
    if (member === null) return askToLogIn();
    const alert = alertOf(target);
    try {
      if (alert) {
        await actions.cancel.mutateAsync(alert.alertId);
        await dialogs.alert(t('restock.cancelled'));
      } else {
        await actions.ask.mutateAsync({
          productId: product.productId,
          productOptionId: target.productOptionId
        });
        await dialogs.alert(t('restock.done'));
      }
    } catch (error) {
      await refused(error);
    }
  };
  const busy = actions.ask.isPending || actions.cancel.isPending;
  return (
    <div className="rounded-2xl bg-plum-soft/50 p-4" data-testid="restock-box">
      <p className="text-sm text-muted">{t('restock.hint')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {targets.map((target) => {
          const asked = alertOf(target) !== undefined;
          const name = target.option ?? '';
          return (
            <li key={target.productOptionId ?? 'product'}>
              <button
                type="button"
                disabled={busy}
                aria-pressed={asked}
                data-testid="restock-ask"
                onClick={() => void onClick(target)}
                className={`flex min-h-12 w-full items-center justify-center gap-2 rounded-xl px-4 text-[15px] font-semibold ${
                  asked ? 'border border-plum bg-white text-plum' : 'bg-plum text-white hover:bg-plum-dark'
                }`}
              >
                {/* The action leads its name, so the option's own button is the one a name starting with it finds. */}
                {asked
                  ? `${t('restock.asked')}${target.option ? ` · ${name}` : ''} · ${t('restock.cancel')}`
                  : target.option
                    ? t('restock.askOption', { option: name })
                    : t('restock.ask')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
