import { useEffect, useRef, useState, type RefObject } from 'react';
import { routePatterns } from '../../shared/config/paths';

/**
 * Where the floating buttons may sit (docs/decisions/058). They never cover an interactive element or a
 * price: task screens (checkout, the guest orderer, sign-up, the guest order lookup) have none; a sticky
 * bottom bar (`data-sticky-bottom-bar`, e.g. the cart's order bar or a product's buy bar) lifts them above
 * it; and wherever they would still land on a button, a link, a field or an amount they step aside until
 * the page moves on.
 */
const TASK_SCREENS = [
  routePatterns.order,
  routePatterns.guestOrder,
  routePatterns.guestOrderInfo,
  routePatterns.guestOrderLookup,
  '/signup'
];

export function isTaskScreen(pathname: string): boolean {
  return TASK_SCREENS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** A bar fixed to the bottom of the screen that the floating buttons must sit above. */
export const STICKY_BOTTOM_BAR = '[data-sticky-bottom-bar], [data-order-bar]';
const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [role="button"], [data-price]';
/** An amount as the shop writes it: 41,400원, ₩41,400, 1,560P, 1,560 BP. */
const PRICE = /\d[\d,]*\s*(?:원|P\b|BP\b|SP\b)|₩\s?\d/;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether something the shopper reads or touches in the page's content lies under `area`. */
function coversContent(area: DOMRect): boolean {
  const main = document.getElementById('main');
  if (!main) return false;
  for (const element of main.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    if (element.closest(STICKY_BOTTOM_BAR)) continue;
    if (overlaps(element.getBoundingClientRect(), area)) return true;
  }
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!PRICE.test(node.nodeValue ?? '')) continue;
    range.selectNodeContents(node);
    if (overlaps(range.getBoundingClientRect(), area)) return true;
  }
  return false;
}

/** Pixels from the bottom of the screen to the top of the highest sticky bottom bar (0 without one). */
function stickyBarHeight(): number {
  let height = 0;
  for (const bar of document.querySelectorAll<HTMLElement>(STICKY_BOTTOM_BAR)) {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0 || getComputedStyle(bar).position !== 'fixed') continue;
    height = Math.max(height, window.innerHeight - rect.top);
  }
  return height;
}

export type Clearance = { lift: number; covering: boolean };

/**
 * Watches the page (scrolling, resizing, content changing) and answers how far to lift the buttons above a
 * sticky bar and whether, where they are, they would cover content. One check per frame at most.
 */
export function useFloatingClearance(stack: RefObject<HTMLElement | null>, active: boolean): Clearance {
  const [clearance, setClearance] = useState<Clearance>({ lift: 0, covering: false });
  const applied = useRef(0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const lift = stickyBarHeight();
      const element = stack.current;
      // Measured where the buttons are (stepped aside, they keep their box), moved by a new lift.
      const rect = element?.getBoundingClientRect();
      const shift = lift - applied.current;
      applied.current = lift;
      const covering = rect
        ? coversContent(new DOMRect(rect.x, rect.y - shift, rect.width, rect.height))
        : false;
      setClearance((previous) =>
        previous.lift === lift && previous.covering === covering ? previous : { lift, covering }
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const main = document.getElementById('main');
    const observer = new MutationObserver(schedule);
    if (main)
      observer.observe(main, { childList: true, subtree: true, attributes: true, characterData: true });
    // The buttons' own box changes too: on phones they appear (display: none → flex) once the page is scrolled,
    // after the scroll's check may already have measured them hidden; and the content may change size without a
    // mutation. Either way, check again.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (stack.current) resized?.observe(stack.current);
    if (main) resized?.observe(main);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      resized?.disconnect();
    };
  }, [stack, active]);
  return clearance;
}
