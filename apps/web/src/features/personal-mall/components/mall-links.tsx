import type { PersonalMall } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { copyToClipboard } from '../../../shared/share/share-actions';
import { ShareSheet } from '../../../shared/share/share-sheet';
import { dialogs } from '../../../shared/ui/dialog-store';
import { useMallMessengerShare } from '../api/mall-messenger';
import { absoluteLink, qrDownloadUrl } from '../api/personal-mall-api';

type LinkKind = 'signup' | 'shopping';
type Props = { mall: PersonalMall; title: string };

const smallButton =
  'inline-flex h-10 items-center justify-center rounded-xl border border-line px-3 text-sm font-semibold text-ink hover:border-plum hover:text-plum';

/**
 * The two referral links (SPEC §7, docs/decisions/075): the sign-up link (the planner is filled in as referrer)
 * and the shopping link (orders are credited to the planner), each with copy (ALT_CopySuccess / ALT_CopyFailed),
 * share (the shared share sheet: the messenger, the device's share sheet and copy) and its QR code as PNG and SVG.
 */
export function MallLinks({ mall, title }: Props) {
  const { t } = useTranslation('planner');
  const [sharing, setSharing] = useState<LinkKind | null>(null);
  const messenger = useMallMessengerShare(mall.referralInfoResponse.userNumber, sharing);
  const links: Record<LinkKind, { url: string; qr: string }> = {
    signup: {
      url: absoluteLink(mall.referralInfoResponse.userLink),
      qr: mall.referralInfoResponse.qrCodeFileName
    },
    shopping: {
      url: absoluteLink(mall.referralShoppingInfoResponse.userLink),
      qr: mall.referralShoppingInfoResponse.qrCodeFileName
    }
  };

  const copy = async (url: string) => {
    void dialogs.alert(t(`mall.${await copyToClipboard(url, navigator.clipboard as Clipboard | undefined)}`));
  };

  return (
    <section
      aria-labelledby="mall-links-title"
      className="rounded-3xl bg-white p-5 ring-1 ring-line/70 md:p-7"
    >
      <h2 id="mall-links-title" className="text-lg font-bold text-ink">
        {t('mall.links.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        {(['signup', 'shopping'] as const).map((kind) => {
          const name = t(`mall.links.${kind}`);
          const { url, qr } = links[kind];
          return (
            <li
              key={kind}
              className="flex min-w-0 gap-4 rounded-2xl bg-cream p-4"
              data-testid={`mall-link-${kind}`}
            >
              <img
                src={qrDownloadUrl(qr, 'png')}
                alt={t('mall.links.qrAlt', { link: name })}
                width={88}
                height={88}
                loading="lazy"
                className="hidden size-22 shrink-0 rounded-xl bg-white p-1 sm:block"
              />
              <div className="min-w-0 flex-1">
                <h3 className="text-[15px] font-bold text-ink">{name}</h3>
                <p className="mt-0.5 text-xs leading-relaxed text-muted break-keep">
                  {t(`mall.links.${kind}Hint`)}
                </p>
                <p
                  className="mt-2 truncate rounded-lg bg-white px-3 py-2 text-sm text-ink"
                  data-testid={`mall-link-${kind}-url`}
                >
                  {url}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={t('mall.links.copyLabel', { link: name })}
                    onClick={() => void copy(url)}
                  >
                    {t('mall.links.copy')}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={t('mall.links.shareLabel', { link: name })}
                    onClick={() => setSharing(kind)}
                  >
                    {t('mall.links.share')}
                  </button>
                  {(['png', 'svg'] as const).map((format) => (
                    <a
                      key={format}
                      href={qrDownloadUrl(qr, format)}
                      download
                      className={smallButton}
                      aria-label={t(format === 'png' ? 'mall.links.qrPngLabel' : 'mall.links.qrSvgLabel', {
                        link: name
                      })}
                    >
                      {t('mall.links.qr')} {format === 'png' ? t('mall.links.qrPng') : t('mall.links.qrSvg')}
                    </a>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {sharing && (
        <ShareSheet
          title={t('mall.links.shareTitle', { link: t(`mall.links.${sharing}`) })}
          description={title}
          url={links[sharing].url}
          shareTitle={title}
          shareText={mall.message1 || undefined}
          linkLabel={t(`mall.links.${sharing}`)}
          messenger={messenger}
          onClose={() => setSharing(null)}
        />
      )}
    </section>
  );
}
