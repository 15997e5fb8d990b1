import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ArrowDownIcon, ArrowUpIcon, HeadsetIcon } from '../../shared/ui/icons';

const shape = 'flex size-11 items-center justify-center rounded-full shadow-md transition-colors';
const buttonClass = `${shape} border border-line bg-white/95 text-ink backdrop-blur hover:border-plum hover:text-plum`;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scroll to top/bottom and the customer centre, floating above the bottom bar. */
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
      className="fixed bottom-20 right-3 z-20 flex flex-col gap-2 md:right-5 lg:bottom-8"
    >
      <Link
        to={paths.customerCenter()}
        className={`${shape} bg-plum text-white hover:bg-plum-dark`}
        aria-label={t('floating.customerCenter')}
      >
        <HeadsetIcon size={22} />
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
        className={buttonClass}
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
