import { useTranslation } from '../../../shared/i18n/i18n';
import { useMemberSeqNo, useWishedIds, useWishToggle } from '../api/wishlist-api';
import { useLoginPrompt } from '../lib/use-login-prompt';
import { useRefusalAlert } from '../lib/use-refusal-text';
import { HeartIcon } from './heart-icon';

/**
 * The heart toggle (찜, docs/decisions/091) on a list card (`card`) or the product page (`detail`): members wish and
 * unwish at once; a guest is asked to log in and comes back to this page.
 */
export function WishHeart({
  productId,
  productName,
  variant = 'card'
}: {
  productId: number;
  productName: string;
  variant?: 'card' | 'detail';
}) {
  const { t, ready } = useTranslation('shopper-lists');
  const member = useMemberSeqNo();
  const wished = useWishedIds().has(productId);
  const toggle = useWishToggle(member ?? 0);
  const askToLogIn = useLoginPrompt();
  const refused = useRefusalAlert();
  const onClick = () => {
    if (member === null) {
      void askToLogIn();
      return;
    }
    toggle.mutate({ productId, wished: !wished }, { onError: (error) => void refused(error) });
  };
  const label = t(wished ? 'heart.remove' : 'heart.add', { name: productName });
  if (!ready) return null;
  if (variant === 'detail') {
    return (
      <button
        type="button"
        aria-pressed={wished}
        aria-label={label}
        data-testid="wish-heart-detail"
        onClick={onClick}
        className={`inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
          wished
            ? 'border-coral-strong text-coral-strong'
            : 'border-line text-ink hover:border-plum hover:text-plum'
        }`}
      >
        <HeartIcon filled={wished} />
        <span aria-hidden="true">{t(wished ? 'heart.detailRemove' : 'heart.detailAdd')}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={wished}
      aria-label={label}
      data-testid="wish-heart"
      onClick={onClick}
      className={`absolute right-2 top-2 z-10 flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm transition-colors hover:text-coral-strong ${
        wished ? 'text-coral-strong' : 'text-ink/70'
      }`}
    >
      <HeartIcon filled={wished} />
    </button>
  );
}
