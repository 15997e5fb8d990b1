import { defineConfig } from 'vitest/config';

// One runner for every unit and integration suite; each workspace is a project.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node'
        }
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'seed/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['../../scripts/test-setup-console.ts'],
          // Names this run's databases and holds the migrated templates every file starts from (ADR 046).
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
          // The files run one after another in one worker: they share the imported app (about a hundred
          // modules) instead of importing it again per file, a third of the suite's CPU time. Every file still
          // builds its own app on its own database (test/context.ts); nothing here mocks a module.
          isolate: false
        }
      },
      './apps/web/vite.config.ts',
      './apps/staff/vite.config.ts',
      // The lint configuration's own checks: import zones and cycles fail `npm run lint` (ADR 047).
      {
        test: {
          name: 'lint',
          root: './scripts/lint',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000
        }
      }
    ]
  }
});
