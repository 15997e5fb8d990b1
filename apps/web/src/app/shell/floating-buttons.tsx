import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n';
import { Link, useLocation } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ArrowDownIcon, ArrowUpIcon, HeadsetIcon } from '../../shared/ui/icons';
import { isTaskScreen, useFloatingClearance } from './floating-clearance';

// Phones: 36 px (still well above the 24 px minimum target); 44 px from 768 px up.
const shape = 'flex size-9 items-center justify-center rounded-full shadow-md transition-colors md:size-11';
const buttonClass = `${shape} border border-line bg-white/95 text-ink backdrop-blur hover:border-plum hover:text-plum`;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scroll to top/bottom and the customer centre, floating above the bottom bar. They never cover an
 * interactive element or a price (docs/decisions/058): task screens (checkout, sign-up, the guest order
 * screens) leave them out; a sticky bottom bar (`data-sticky-bottom-bar`) lifts them above it; wherever they
 * would still land on a button, a link, a field or an amount they step aside (hidden, not focusable) until
 * the page moves on. On phones they are smaller, appear only once the page is scrolled, and leave out
 * "to bottom" (the bottom bar is a thumb away); the footer keeps room below its last line.
 */
export function FloatingButtons() {
  const { pathname } = useLocation();
  const task = isTaskScreen(pathname);
  return task ? null : <FloatingStack />;
}

function FloatingStack() {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  const stack = useRef<HTMLElement>(null);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 320);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const { lift, covering } = useFloatingClearance(stack, true);
  return (
    <aside
      ref={stack}
      aria-label={t('floating.label')}
      data-floating-buttons
      // Above a sticky bottom bar by its height (the bar's top, measured from the screen's bottom).
      style={lift > 0 ? { bottom: lift + 8 } : undefined}
      className={`fixed bottom-[76px] right-2 z-20 flex-col gap-1.5 md:bottom-20 md:right-5 md:flex md:gap-2 lg:bottom-8 ${scrolled ? 'flex' : 'hidden'} ${covering ? 'invisible' : ''}`}
    >
      <Link
        to={paths.customerCenter()}
        className={`${shape} bg-plum text-white hover:bg-plum-dark`}
        aria-label={t('floating.customerCenter')}
      >
        <HeadsetIcon size={20} />
      </Link>
      {scrolled && (
        <button
          type="button"
          className={buttonClass}
          aria-label={t('floating.toTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
        >
          <ArrowUpIcon size={20} />
        </button>
      )}
      <button
        type="button"
        className={`${buttonClass} max-md:hidden`}
        aria-label={t('floating.toBottom')}
        onClick={() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: scrollBehavior() })
        }
      >
        <ArrowDownIcon size={20} />
      </button>
    </aside>
  );
}
