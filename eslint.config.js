import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';

// The web app's layers (docs/architecture.md, "Boundaries"): shared code (components/,
// lib/) imports no feature and nothing of the app shell; a feature reaches another feature
// only through its public index.ts (or index.server.ts), and a feature's admin screens
// (`<domain>/admin/`) through theirs; the shell (layouts/, session/, platform/) and the
// routes compose features.
const SHARED_IMPORTS_NO_APP = {
  regex: '^~/(features|layouts|session|platform|routes)(/|$)',
  message: 'Shared code (components/, lib/) imports no feature and nothing of the app shell.',
};
const FEATURE_DEEP_IMPORT = {
  regex: '^~/features/[^/]+/(?!(admin/?)?(index(\\.server)?)?$).+',
  message:
    "Another feature is reached through its public index: import from '~/features/<name>' (or '~/features/<name>/admin' for its admin screens).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No import cycle anywhere in the API, the web app or the contracts.
    files: ['apps/api/src/**/*.ts', 'apps/web/app/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contracts/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['apps/web/app/features/**/*.{ts,tsx}', 'apps/web/app/{layouts,session,platform}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURE_DEEP_IMPORT] }] },
  },
  {
    files: ['apps/web/app/{components,lib}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_IMPORTS_NO_APP] }] },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A delete or update without a where clause touches every row: refused.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Command-line scripts talk to a person at a terminal.
    files: ['scripts/**', 'apps/*/scripts/**', 'apps/api/bench/**', 'apps/api/src/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
