import { validateWithoutEval } from '@mall/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mergeGuestCartOnLogin } from './app/cart-merge-on-login';
import { installErrorEffects } from './app/error-effects';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { keepFocusAcrossMount } from './app/skeleton/keep-focus-across-mount';
import { settingsQueryOptions } from './features/maintenance/api/get-settings';
import { createQueryClient } from './shared/api/query-client';
import { STORAGE_KEYS } from './shared/config/app-config';
import { initI18n } from './shared/i18n/i18n';
import { startSessionRestore } from './shared/session/session-restore';
import { readStored, writeStored } from './shared/storage/browser-storage';
import './index.css';

// Before any screen chunk builds a schema: zod's eval probe would trip the CSP (docs/decisions/043).
validateWithoutEval();
const queryClient = createQueryClient();
// Language first (synchronously known), so the first requests already carry it.
const i18nReady = initI18n();
void queryClient.prefetchQuery(settingsQueryOptions());
// Whatever makes the visitor a member (login, restore below) takes the guest cart along.
mergeGuestCartOnLogin(queryClient);
// A returning member (hint only, no secret in storage): refresh + /users/me before guards decide.
void startSessionRestore(queryClient);
const router = createAppRouter(queryClient);
installErrorEffects(router, queryClient);

// A deploy replaced the chunks this page knows: reload once to pick up the new build.
const isEpochMs = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
window.addEventListener('vite:preloadError', (event) => {
  const last = readStored('session', STORAGE_KEYS.chunkReloadAt, isEpochMs) ?? 0;
  if (Date.now() - last > 10_000) {
    event.preventDefault();
    writeStored('session', STORAGE_KEYS.chunkReloadAt, Date.now());
    window.location.reload();
  }
});

// The served page already paints the header and this page's skeleton (ADR 059): React replaces it once,
// with the finished page, instead of with a loading screen first.
await Promise.all([
  i18nReady,
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  })
]);

// The served shell's <title> (the server's preview of this page, docs/decisions/021) gives way to the one
// each screen renders; React would otherwise add its own next to it and leave two in <head>.
for (const title of document.head.querySelectorAll('title')) title.remove();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
keepFocusAcrossMount(container);
const root = createRoot(container);
// A transition renders in slices that yield to the browser (a tap, a scroll) instead of one long task; the
// skeleton stays on screen until the finished page is committed, so nothing shows half-rendered.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>
  );
});
