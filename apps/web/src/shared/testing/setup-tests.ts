import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { configureErrorEffects } from '../api/error-effects-slot';
import { tokenStore } from '../api/token-store';
import { changeLanguage, initI18n, loadMoreTexts } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { dialogs } from '../ui/dialog-store';

// A test fails when code under test writes an unexpected console.error or console.warn
// (React act() warnings, missing keys, i18next complaints...).
const calls: string[] = [];
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    calls.push(`${level}: ${args.map(String).join(' ')}`);
  });
}

// findBy*/waitFor wait for what the user sees; they resolve as soon as it is there. The library's 1 s default
// deadline raced lazy routes and suspense on a loaded machine (a passing test failed under load), so the
// deadline is far out instead of each test guessing a time of its own; the test's own timeout (vite.config.ts) stays above it.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not implement scrolling; React Router's ScrollRestoration and our floating buttons call it.
window.scrollTo = () => {};
// jsdom has no layout: a Range measures nothing (the floating buttons measure the prices under them).
Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);

beforeAll(async () => {
  await initI18n('ko-KR');
  // The part of the shell texts the app loads once idle (docs/decisions/060): every test starts with it.
  await loadMoreTexts();
});

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  dialogs.reset();
  configureErrorEffects(null);
  tokenStore.set(null);
  sessionStore.signOut();
  await changeLanguage('ko-KR');
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  const seen = calls.splice(0);
  if (seen.length > 0) throw new Error(`Unexpected console output:\n${seen.join('\n')}`);
});
