// One lint for the whole repository: TypeScript rules, React hooks rules, Prettier's formatting
// left to Prettier, and the import boundaries of ARCHITECTURE.md / CONVENTIONS.md habit 1.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '.data/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The domain is pure and knows nothing of the apps.
            {
              target: './packages/domain',
              from: './apps',
              message: 'packages/domain must not import the apps.',
            },
            // The API and the web app never import each other.
            { target: './apps/api', from: './apps/web', message: 'apps/api must not import apps/web.' },
            { target: './apps/web', from: './apps/api', message: 'apps/web must not import apps/api.' },
            // A web feature does not import another feature; routes compose features.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/app/features/${feature}`,
              from: './apps/web/app/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature: compose them in a route.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|fastify|@fastify/|drizzle-orm|pg$|@electric-sql/|react|@shop/(api|web))',
              message: 'packages/domain holds pure rules: no I/O, no framework, no app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'No I/O in the domain.' },
        { name: 'process', message: 'No environment in the domain: pass values in.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'No clock in the domain: pass `now` in.' },
        { object: 'Math', property: 'random', message: 'No randomness in the domain: pass it in.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify|@fastify/|drizzle-orm|pg$|@electric-sql/|@shop/api)',
              message: 'The web app reaches the server only through its API client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Files whose tools require a default export.
    files: [
      'apps/web/app/routes/**/*.tsx',
      'apps/web/app/root.tsx',
      'apps/web/app/routes.ts',
      'apps/web/app/entry.server.tsx',
      'bench/floor-app/app/**/*.{ts,tsx}',
      '**/*.config.{ts,js}',
      'apps/api/drizzle.config.ts',
      'e2e/playwright.config.ts',
    ],
    rules: { 'import-x/no-default-export': 'off' },
  },
  prettier,
);
