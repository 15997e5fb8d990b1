import type { GnbBanner as GnbBannerData } from '@mall/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { readStored, writeStored } from '../../../shared/storage/browser-storage';
import { CloseIcon } from '../../../shared/ui/icons';
import { ContentLink } from './content-link';

const isId = (value: unknown): value is number => typeof value === 'number';

/** The GNB banner strip (SPEC §3) above Home; closing it hides this banner for the rest of the tab's session. */
export function GnbBanner({ banner }: { banner: GnbBannerData }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(
    () => readStored('session', STORAGE_KEYS.gnbBannerClosed, isId) === banner.id
  );
  if (closed) return null;
  return (
    <aside aria-label={t('home.gnb.label')} className="relative bg-plum" data-testid="gnb-banner">
      <ContentLink href={banner.link} target={banner.linkTarget.code} className="block">
        <img
          src={banner.imageUrl}
          alt={banner.alt}
          width={1440}
          height={56}
          className="mx-auto h-12 w-full max-w-[1440px] object-cover md:h-14"
        />
      </ContentLink>
      <button
        type="button"
        className="absolute right-1 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-white hover:bg-white/15 md:right-4"
        aria-label={t('home.gnb.close')}
        onClick={() => {
          writeStored('session', STORAGE_KEYS.gnbBannerClosed, banner.id);
          setClosed(true);
        }}
      >
        <CloseIcon size={20} />
      </button>
    </aside>
  );
}
