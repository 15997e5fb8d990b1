import type { MouseEvent } from 'react';

/**
 * A plain left click on a link the browser would follow in this tab: no modifier key (new tab/window),
 * no other target, no download. Such clicks may be taken over by the app (an in-app navigation).
 */
export function opensInThisTab(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}
