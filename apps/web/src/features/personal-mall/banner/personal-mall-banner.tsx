import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadNamespace, useTranslation } from '../../../shared/i18n/i18n';
import { headerPersonalQueryOptions } from '../../../shared/personal-mall/header-personal';
import { useCatalogueViewer } from '../../../shared/session/viewer';
import { mallTitle } from '../lib/mall-rules';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useReferrerAlerts } from './use-referrer-alerts';

// The drawer, the profile modal and the share sheet (with its texts) come when the banner is opened.
const MallDrawer = lazy(() =>
  Promise.all([import('./mall-drawer'), loadNamespace('product')]).then(([m]) => ({ default: m.MallDrawer }))
);

const BAR =
  'fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-line bg-white/95 backdrop-blur lg:bottom-0';

/**
 * SPEC §4 the personal-mall banner on Home (docs/decisions/075): the mall of the URL's `?referrer=` (else the
 * shop-referrer cookie's, else the member's referrer) as a bar above the bottom navigation: profile picture, mall
 * name, first message. It folds to a slim toggle bar when the page scrolls down; both are sticky bottom bars
 * (`data-sticky-bottom-bar`: the floating buttons sit above them, ADR 058) and the page gets their height as
 * room at its end, so they never keep a price or a button covered. A click opens the mall's drawer.
 */
export function PersonalMallBanner() {
  const [params] = useSearchParams();
  const code = params.get('referrer')?.trim() || null;
  const answer = useQuery(headerPersonalQueryOptions(code, useCatalogueViewer())).data;
  const { t, ready } = useTranslation('home');
  useReferrerAlerts(answer, t, ready);
  const { hidden, show, hide } = useHideOnScroll();
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const mall = answer?.state === 'SHOWN' ? answer.mall : null;
  const visible = mall !== null && ready;

  // Room at the page's end for the bar, so the last line (the footer's links) can scroll clear of it.
  useEffect(() => {
    const element = bar.current;
    if (!visible || !element) return;
    const room = () => (document.body.style.paddingBottom = `${element.offsetHeight}px`);
    room();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(room);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [visible]);

  const drawer = open && (
    <Suspense fallback={null}>
      {/* The drawer reads the live answer: it closes itself when the mall (its userInfo) is gone. */}
      <MallDrawer mall={answer?.mall ?? null} onClose={() => setOpen(false)} />
    </Suspense>
  );
  if (!mall || !visible) return drawer || null;
  const title = mallTitle(mall.mallName, mall.userInfo.fullName, (name) =>
    t('personalMall.defaultTitle', { name })
  );

  return (
    <>
      <div ref={bar} data-sticky-bottom-bar data-testid="personal-mall-banner" className={BAR}>
        {hidden ? (
          <button
            type="button"
            className="container-page flex h-10 w-full items-center justify-center gap-2 text-sm font-semibold text-plum"
            aria-expanded={false}
            aria-label={t('personalMall.show')}
            data-testid="personal-mall-banner-toggle"
            onClick={show}
          >
            <span aria-hidden="true">▲</span>
            <span className="truncate">{title}</span>
          </button>
        ) : (
          <div className="container-page flex items-center gap-2 py-2">
            <button
              type="button"
              className="flex min-w-0 flex-1 items-center gap-3 rounded-xl py-1 text-left"
              aria-label={t('personalMall.open', { mall: title })}
              aria-haspopup="dialog"
              data-testid="personal-mall-banner-open"
              onClick={() => setOpen(true)}
            >
              <span className="size-11 shrink-0 overflow-hidden rounded-full bg-plum-soft">
                {mall.profileUrl && <img src={mall.profileUrl} alt="" className="size-full object-cover" />}
              </span>
              <span className="min-w-0">
                <span className="block text-xs font-semibold text-plum">{t('personalMall.label')}</span>
                <span
                  className="block truncate text-[15px] font-bold text-ink"
                  data-testid="personal-mall-banner-title"
                >
                  {title}
                </span>
                {mall.message1 && <span className="block truncate text-xs text-muted">{mall.message1}</span>}
              </span>
            </button>
            <button
              type="button"
              className="icon-button shrink-0 text-muted"
              aria-expanded={true}
              aria-label={t('personalMall.hide')}
              onClick={hide}
            >
              <span aria-hidden="true">▼</span>
            </button>
          </div>
        )}
      </div>
      {drawer}
    </>
  );
}
