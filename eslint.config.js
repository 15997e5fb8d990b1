import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { storefrontZones } from './scripts/lint/boundaries.mjs';

// Type-aware rules for the product code (ADR 047): promises that are neither awaited nor handled, promises where
// a plain value is expected, and type assertions the types already prove. Tests, seeds and journeys are left
// out: type information costs a program per tsconfig and per-file checking, and lint time matters on 2 cores.
const typeChecked = [
  'apps/api/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'apps/staff/src/**/*.{ts,tsx}',
  'packages/domain/src/**/*.ts'
];
const tests = ['**/*.test.{ts,tsx}', '**/testing/**'];
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      '.tmp/**'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    files: typeChecked,
    ignores: tests,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error'
    }
  },
  {
    // No import cycles anywhere in the product code.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin reads (and follows) TypeScript files only with its TypeScript settings.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true
        })
      ]
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] }
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: webTests,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: storefrontZones({ tests: false }) }
      ]
    }
  },
  {
    files: webTests,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: storefrontZones({ tests: true }) }
      ]
    }
  },
  {
    // Screens of one job each: no storefront component (or any function in a .tsx) over 200 lines, every
    // line counted (blank lines and comments too). A longer one is split into components and hooks, not
    // allowed by a disable comment. scripts/lint/component-size.test.ts shows the limit.
    files: ['apps/web/src/**/*.tsx', 'apps/staff/src/**/*.tsx'],
    ignores: [...webTests, ...tests],
    rules: { 'max-lines-per-function': ['error', { max: 200, skipBlankLines: false, skipComments: false }] }
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/staff/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' }
  }
);
