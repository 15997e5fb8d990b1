import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
// The only place the dev server reads the environment: where /api and /media are proxied to.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // scripts/check-budget.mjs reads it to sum the home route's first-load JavaScript.
    manifest: true
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false }
    }
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/media': { target: apiOrigin, changeOrigin: false }
    }
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/shared/testing/setup-tests.ts']
  }
});
