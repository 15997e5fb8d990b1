import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { dialogs } from '../ui/dialog-store';
import { ResponsiveModal } from '../ui/responsive-modal';
import { canWebShare, copyToClipboard } from './share-actions';

/** The messenger's share page for what is shared: asked for when the sheet opens (null: none configured). */
export type MessengerShareState = { pending: boolean; shareUrl: string | null };

type Props = {
  title: string;
  description?: string | undefined;
  /** Null: nothing to share (the copy button then says so). */
  url: string | null;
  /** What the device's share sheet gets (title, text; the url is added). */
  shareTitle: string;
  shareText?: string | undefined;
  /** The label of the read-only link field (e.g. "product link", "shopping link"). */
  linkLabel: string;
  /** Leave out where no messenger share exists for this kind of link. */
  messenger?: MessengerShareState | undefined;
  onClose: () => void;
};

/** The messenger's share window: Kakao's sharer is a popup of about this size. */
const POPUP_FEATURES = 'popup,width=480,height=720';
const ICON = 'flex size-14 items-center justify-center rounded-full';

/**
 * SPEC §2's share modal: the messenger (KakaoTalk through the configured provider, a popup), the device's own
 * share sheet where it has one (Web Share API), and copy link (SPEC §8 clipboard messages). The product page
 * and the personal mall's links share it; its texts are the `product` namespace's `share.*`.
 */
export function ShareSheet({
  title,
  description,
  url,
  shareTitle,
  shareText,
  linkLabel,
  messenger,
  onClose
}: Props) {
  const { t } = useTranslation('product');
  const linkId = useId();
  const shareData = url ? { title: shareTitle, text: shareText, url } : null;
  const webShare = shareData !== null && canWebShare(shareData);

  const openMessenger = () => {
    if (!messenger?.shareUrl) return;
    const popup = window.open(messenger.shareUrl, 'messenger-share', POPUP_FEATURES);
    if (!popup) void dialogs.alert(t('share.popupBlocked'));
  };

  const shareWithDevice = async () => {
    if (!shareData) return;
    try {
      await navigator.share(shareData);
    } catch {
      // Dismissed by the shopper (AbortError) or refused by the device: the modal stays for another way.
    }
  };

  const copyLink = async () => {
    // navigator.clipboard is undefined on insecure (http, non-localhost) pages.
    void dialogs.alert(t(await copyToClipboard(url, navigator.clipboard as Clipboard | undefined)));
  };

  return (
    <ResponsiveModal title={title} description={description} onClose={onClose}>
      <ul className="grid grid-cols-3 gap-2">
        {/* Shown disabled while the provider is asked; gone when none is configured. */}
        {url && messenger && (messenger.shareUrl || messenger.pending) && (
          <ShareTile
            testId="share-messenger"
            label={t('share.messengerLabel')}
            name={t('share.messenger')}
            disabled={!messenger.shareUrl}
            onClick={openMessenger}
          >
            <span className={`${ICON} bg-[#FEE500] text-[#191919]`}>
              <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M12 3.5c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 5.9l-.9 3.3c-.1.3.3.5.5.3l3.9-2.6c.4 0 .9.1 1.3.1 5 0 9-3.1 9-7s-4-7-9-7z"
                />
              </svg>
            </span>
          </ShareTile>
        )}
        {webShare && (
          <ShareTile
            testId="share-web"
            label={t('share.webShareLabel')}
            name={t('share.webShare')}
            onClick={() => void shareWithDevice()}
          >
            <LineIcon
              tone="bg-plum/10 text-plum"
              d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7"
            />
          </ShareTile>
        )}
        <ShareTile
          testId="share-copy"
          label={t('share.copyLink')}
          name={t('share.copyLink')}
          onClick={() => void copyLink()}
        >
          <LineIcon
            tone="bg-cream-deep text-ink"
            d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2"
          />
        </ShareTile>
      </ul>
      {url && (
        <div className="mt-5">
          <label htmlFor={linkId} className="mb-1.5 block text-xs font-semibold text-muted">
            {linkLabel}
          </label>
          <input
            id={linkId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full truncate rounded-xl border border-line bg-cream px-3 text-sm text-ink"
          />
        </div>
      )}
    </ResponsiveModal>
  );
}

function ShareTile({
  label,
  name,
  onClick,
  disabled,
  children,
  testId
}: {
  label: string;
  name: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        data-testid={testId}
        disabled={disabled}
        onClick={onClick}
        className="flex w-full flex-col items-center gap-2 rounded-2xl p-2 text-xs font-medium text-ink hover:bg-cream-deep disabled:cursor-wait disabled:opacity-50"
      >
        {children}
        <span aria-hidden="true">{name}</span>
      </button>
    </li>
  );
}

/** A tile's round icon drawn as one stroked path (the device share, the copy link). */
function LineIcon({ tone, d }: { tone: string; d: string }) {
  return (
    <span className={`${ICON} ${tone}`}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={d} />
      </svg>
    </span>
  );
}
