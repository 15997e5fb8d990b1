/**
 * The served skeleton's links work before the JavaScript runs (ADR 059), so a keyboard shopper may already be on
 * one when React replaces the skeleton with the page. Without this the focus falls back to <body> and the next
 * Tab starts over from the top; with it, the same link of the rendered page takes the focus.
 *
 * The link is followed from the call until React's first commit, not read once at the call: rendering is
 * asynchronous, and a shopper who reaches a link in that gap would otherwise lose the focus too.
 */
export function keepFocusAcrossMount(container: HTMLElement): void {
  const linksTo = (href: string) =>
    [...container.querySelectorAll('a')].filter((link) => link.getAttribute('href') === href);
  let focused: { link: HTMLAnchorElement; href: string; index: number } | null = null;

  const remember = () => {
    const active = document.activeElement;
    const href = active instanceof HTMLAnchorElement ? active.getAttribute('href') : null;
    // The nth link to that address in the skeleton is the nth in the page (the header comes first in both).
    focused =
      active instanceof HTMLAnchorElement && href !== null && container.contains(active)
        ? { link: active, href, index: linksTo(href).indexOf(active) }
        : null;
  };
  // Leaving the link for nothing (a click on the background) forgets it; its removal by React does not.
  // Chromium fires focusout while removing the focused node, still connected, so look once the removal is done.
  const forget = () => {
    const left = focused;
    queueMicrotask(() => {
      if (left && focused === left && left.link.isConnected && document.activeElement !== left.link) {
        focused = null;
      }
    });
  };

  remember();
  container.addEventListener('focusin', remember);
  container.addEventListener('focusout', forget);
  const observer = new MutationObserver(() => {
    observer.disconnect();
    container.removeEventListener('focusin', remember);
    container.removeEventListener('focusout', forget);
    if (!focused || focused.link.isConnected) return;
    // A screen that moved the focus itself on mount (a dialog, an error summary) keeps it.
    if (document.activeElement && document.activeElement !== document.body) return;
    linksTo(focused.href)[focused.index]?.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true });
}
