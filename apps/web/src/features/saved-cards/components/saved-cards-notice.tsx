import { useFormMessages } from '../../../shared/forms/form-messages';
import { useTranslation } from '../../../shared/i18n/i18n';
import type { ScreenNotice } from '../hooks/use-saved-cards-screen';

/** Codes the provider sends when the customer closed its window themselves. */
const CANCELLED = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);

/**
 * The screen's one notice: the billing window's outcome (registered, or why not), a done action, or a refusal
 * (FAVORITE_CARD_IN_USE's text for a card autoship still uses). `onSetPassword` is offered while the card just
 * registered still has no password.
 */
export function SavedCardsNotice({
  notice,
  onSetPassword
}: {
  notice: ScreenNotice;
  onSetPassword: (() => void) | null;
}) {
  const { t, i18n } = useTranslation('accounts');
  const { text } = useFormMessages();

  /** A failed registration's code: cancelled, one of our refusals (error.<code>), or the general failure. */
  const failure = (code: string | null, fallback: string) =>
    code && CANCELLED.has(code)
      ? t('savedCards.billing.cancelled')
      : code && i18n.exists(`error.${code}`)
        ? (text({ kind: 'api', code }) ?? fallback)
        : fallback;

  const [kind, message] =
    notice.kind === 'billing'
      ? notice.outcome.billing === 'success'
        ? (['success', t('savedCards.billing.registered')] as const)
        : (['error', failure(notice.outcome.code, t('savedCards.billing.failed'))] as const)
      : notice.kind === 'window'
        ? (['error', failure(notice.code, t('savedCards.billing.windowFailed'))] as const)
        : notice.kind === 'deleted'
          ? (['success', t('savedCards.deleted')] as const)
          : notice.kind === 'marked'
            ? (['success', t('savedCards.markedAutoship', { name: notice.name })] as const)
            : notice.kind === 'passwordSaved'
              ? (['success', t(`savedCards.passwordSaved.${notice.mode}`)] as const)
              : (['error', text(notice.message) ?? t('savedCards.billing.failed')] as const);

  const tone =
    kind === 'error'
      ? 'border-coral/40 bg-coral-soft text-coral-strong'
      : 'border-plum/30 bg-plum-soft/60 text-plum';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid="saved-cards-notice"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3 text-sm font-semibold leading-relaxed ${tone}`}
    >
      <p className="min-w-0 break-keep">{message}</p>
      {onSetPassword && notice.kind === 'billing' && (
        <button type="button" className="btn-primary min-h-10 px-4 text-sm" onClick={onSetPassword}>
          {t('savedCards.billing.setPasswordNow')}
        </button>
      )}
    </div>
  );
}
