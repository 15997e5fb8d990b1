import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadMoreTexts } from '../i18n/i18n';
import { dialogs } from './dialog-store';

/** The dialog itself and its texts come with the first dialog, not with Home's first load (docs/decisions/060). */
const DialogView = lazy(() =>
  Promise.all([import('./dialog-view'), loadMoreTexts()]).then(([m]) => ({ default: m.DialogView }))
);

/** Renders the oldest open dialog. Mounted once, outside the router, so loaders can open dialogs. */
export function DialogHost() {
  const open = useSyncExternalStore(dialogs.subscribe, dialogs.get, dialogs.get);
  const current = open[0];
  return current ? (
    <Suspense fallback={null}>
      <DialogView key={current.id} dialog={current} />
    </Suspense>
  ) : null;
}
