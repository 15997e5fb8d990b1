import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * The staff console (docs/decisions/067): its own app and build, served by the API under /staff, so nothing of
 * it is ever in the shopper's bundle.
 */
export default defineConfig({
  root,
  base: '/staff/',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false }
  },
  server: { proxy: { '/api': { target: apiOrigin, changeOrigin: false } } },
  test: {
    name: 'staff',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 30_000
  }
});
