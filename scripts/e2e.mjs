// Browser journeys: build what is stale, then Playwright starts the product (see e2e/playwright.config.ts).
import { buildIfStale, run } from './lib.mjs';

await buildIfStale();
await run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
