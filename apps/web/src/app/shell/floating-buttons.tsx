import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ArrowDownIcon, ArrowUpIcon, HeadsetIcon } from '../../shared/ui/icons';

// Phones: 36 px (still well above the 24 px minimum target); 44 px from 768 px up.
const shape = 'flex size-9 items-center justify-center rounded-full shadow-md transition-colors md:size-11';
const buttonClass = `${shape} border border-line bg-white/95 text-ink backdrop-blur hover:border-plum hover:text-plum`;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scroll to top/bottom and the customer centre, floating above the bottom bar. On phones they would sit
 * on the first screen's content (Home's category row), so there they are smaller, appear only once the
 * page is scrolled, and leave out "to bottom" (the bottom bar is a thumb away); the footer keeps room
 * below its last line so nothing ends up under them at the end of a page. Above the cart's order bar
 * (`data-order-bar`) they move up by its height; on tablets the cart is one column whose totals reach the
 * right edge, so there they give way (the bottom bar still leads everywhere).
 */
export function FloatingButtons() {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 320);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <aside
      aria-label={t('floating.label')}
      className={`fixed bottom-[76px] right-2 z-20 flex-col max-md:[body:has([data-order-bar])_&]:bottom-[148px] md:max-lg:[body:has([data-order-bar])_&]:hidden gap-1.5 md:bottom-20 md:right-5 md:flex md:gap-2 lg:bottom-8 ${scrolled ? 'flex' : 'hidden'}`}
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
