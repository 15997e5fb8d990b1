import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

import { E2E_PORT as PORT, MAINTENANCE_PORT } from './env.ts';
import { noticeHiddenState } from './notice.ts';
import { DESKTOP_ONLY, PHONE_ONLY } from './widths.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

// A misspelt name in widths.ts would quietly run that journey at both widths.
for (const file of [...PHONE_ONLY, ...DESKTOP_ONLY]) {
  if (!fs.existsSync(path.join(import.meta.dirname, file)))
    throw new Error(`e2e/widths.ts names ${file}: no such journey`);
}

function server(port: number, extra: Record<string, string>) {
  return {
    command: 'node scripts/serve-fresh.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/etc/v1/public/health-check`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ROUTE_SCALE: '20',
      // A sandbox parcel scans every 15 s (a journey sees the first scans; delivery itself stays the desk's).
      TRACKING_SANDBOX_STEP_MINUTES: '0.25',
      DATA_DIR: `.tmp/e2e-${port}`,
      ...extra
    }
  };
}

/** Journeys a guest takes, at phone (375 px) and desktop (1280 px) widths, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ko-KR',
    // The Home notice popup stays closed unless a journey asks for it (see notice.ts).
    storageState: noticeHiddenState,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run'
      ]
    }
  },
  projects: [
    // Each journey runs at the widths its screens differ at (widths.ts).
    {
      name: 'phone',
      testIgnore: DESKTOP_ONLY,
      use: {
        ...devices['iPhone 13'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        defaultBrowserType: 'chromium'
      }
    },
    {
      name: 'desktop',
      testIgnore: PHONE_ONLY,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } }
    }
  ],
  webServer: [server(PORT, {}), server(MAINTENANCE_PORT, { MAINTENANCE: 'on' })],
  outputDir: '../test-results'
});
