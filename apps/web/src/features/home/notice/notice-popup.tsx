import { NOTICE_AUTOPLAY_MS, type NoticePopup as NoticePopupData } from '@mall/domain';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/i18n';
import { useNavigate } from 'react-router';
import { useFocusTrap } from '../../../shared/lib/use-focus-trap';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, PlayPauseIcon } from '../../../shared/ui/icons';
import { inAppLinkPath, purifyRichHtml } from '../../../shared/ui/rich-html';
import { ContentLink } from '../components/content-link';

function PopupBody({ popup }: { popup: NoticePopupData }) {
  if (popup.popupContentType.code === 'IMAGE' && popup.attachmentImageUrl) {
    return (
      <ContentLink href={popup.linkUrl} target={popup.linkTarget.code} className="block">
        <img
          src={popup.attachmentImageUrl}
          alt={popup.popupTitle}
          width={360}
          height={450}
          className="block h-auto w-full"
        />
      </ContentLink>
    );
  }
  return (
    <div
      className="notice-html break-keep px-6 py-5 text-[15px] leading-relaxed text-ink/85"
      dangerouslySetInnerHTML={{ __html: purifyRichHtml(popup.popupWrittenContents ?? '') }}
    />
  );
}

/**
 * The main notice popup (SPEC §4, §9): from 768 px 360 px wide and as tall as its content up to 665 px (no
 * empty area under a short notice, ADR 057), a bottom sheet on phones. Several popups loop,
 * advancing every 4 s (paused by the pause button or the pointer over it). Closing with "do not show today"
 * ticked hides it for one day; Escape closes it; focus stays inside while it is open.
 */
export function NoticePopup({
  popups,
  onClose
}: {
  popups: NoticePopupData[];
  /** `hideToday`: closed with "do not show today" ticked (the host stores it). */
  onClose: (hideToday: boolean) => void;
}) {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [hideToday, setHideToday] = useState(false);
  const count = popups.length;
  const current = popups[index % count]!;
  const close = () => onClose(hideToday);
  const navigate = useNavigate();
  // A storefront link in the notice (its HTML or its image) opens in-app, without a page reload, and the
  // popup closes (keeping the "do not show today" choice).
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const path = inAppLinkPath(event);
    if (path === null) return;
    if (!event.defaultPrevented) {
      event.preventDefault();
      void navigate(path);
    }
    close();
  };
  // Focus starts on the dialog itself (not on a button, so no ring greets the shopper).
  useFocusTrap(ref, true, close, ref);

  const playing = count > 1 && !stopped && !hovered;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), NOTICE_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const small =
    'inline-flex size-9 items-center justify-center rounded-full text-ink hover:bg-plum-soft hover:text-plum';
  return (
    <div className="fixed inset-0 z-[80] flex items-end justify-center bg-ink/50 md:items-center md:p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="notice-popup"
        tabIndex={-1}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        className="flex max-h-[88vh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl md:max-h-[min(665px,calc(100vh-2rem))] md:w-[360px] md:rounded-2xl focus:outline-none"
      >
        <div className="flex items-center gap-2 border-b border-line px-5 py-3">
          <h2
            id={titleId}
            className="min-w-0 flex-1 truncate text-base font-bold text-ink"
            aria-live={playing ? 'off' : 'polite'}
          >
            {current.popupTitle}
          </h2>
          <button type="button" className={`${small} -mr-2`} aria-label={t('notice.close')} onClick={close}>
            <CloseIcon size={20} />
          </button>
        </div>
        <div
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
          aria-roledescription={t('notice.slide')}
          aria-label={t('notice.position', { current: index + 1, total: count })}
          onClick={followLink}
        >
          <PopupBody key={current.id} popup={current} />
        </div>
        {count > 1 && (
          <div className="flex items-center justify-center gap-1 border-t border-line px-3 py-1.5">
            <button type="button" className={small} aria-label={t('notice.previous')} onClick={() => go(-1)}>
              <ChevronLeftIcon size={18} />
            </button>
            {popups.map((popup, i) => (
              <button
                key={popup.id}
                type="button"
                className="inline-flex size-6 items-center justify-center"
                aria-label={t('notice.goTo', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              >
                <span className={`block h-2 rounded-full ${i === index ? 'w-5 bg-plum' : 'w-2 bg-ink/25'}`} />
              </button>
            ))}
            <button type="button" className={small} aria-label={t('notice.next')} onClick={() => go(1)}>
              <ChevronRightIcon size={18} />
            </button>
            <button
              type="button"
              className={small}
              aria-label={stopped ? t('notice.play') : t('notice.pause')}
              onClick={() => setStopped((value) => !value)}
            >
              <PlayPauseIcon paused={stopped} size={12} />
            </button>
          </div>
        )}
        <div className="flex items-center justify-between gap-3 bg-cream px-5 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-plum"
              checked={hideToday}
              onChange={(event) => setHideToday(event.target.checked)}
            />
            {t('notice.doNotShowToday')}
          </label>
          <button type="button" className="text-sm font-semibold text-ink hover:text-plum" onClick={close}>
            {t('notice.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
