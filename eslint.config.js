// One lint for the whole repository: TypeScript rules, React hooks rules, Prettier's formatting
// left to Prettier, and the import boundaries of ARCHITECTURE.md / CONVENTIONS.md habit 1.
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('./apps/web/app/features');

// The API modules' ladder (docs/decisions/043): generated from the folder list and ladder.json, so a
// new module is fenced the day it is made, and one left off the ladder stops lint.
const api = './apps/api/src';
const { rungs } = JSON.parse(readFileSync(new URL(`${api}/modules/ladder.json`, import.meta.url), 'utf8'));
const rungOf = (module) => rungs.findIndex((rung) => rung.includes(module));
const apiModules = foldersIn(`${api}/modules`);
for (const module of apiModules) {
  if (rungOf(module) < 0) throw new Error(`${api}/modules/${module} is not on modules/ladder.json`);
}
/** What a module shows modules above it: its face, its public/ pieces, and helpers for their tests. */
const moduleFace = ['./index.ts', './public', './test-support.ts'];
const apiModuleZones = apiModules.flatMap((module) =>
  apiModules
    .filter((other) => other !== module)
    .map((other) =>
      rungOf(other) >= rungOf(module)
        ? {
            target: `${api}/modules/${module}`,
            from: `${api}/modules/${other}`,
            message: `${module} may not import ${other}: a module imports only modules on a lower rung of modules/ladder.json.`,
          }
        : {
            target: `${api}/modules/${module}`,
            from: `${api}/modules/${other}`,
            except: moduleFace,
            message: `${module} may import only ${other}'s face (index.ts) or public/ folder.`,
          },
    ),
);
const apiOutsideZones = apiModules.flatMap((module) => [
  // The layers below the modules know none of them.
  {
    target: [`${api}/platform`, `${api}/http`, `${api}/adapters`, `${api}/config`, `${api}/rich-text`],
    from: `${api}/modules/${module}`,
    message: 'The platform, http and adapters lie below the modules and must not import them.',
  },
  // The app is assembled from faces; tables are read only by the schema and the seed.
  {
    target: [`${api}/*.ts`, `${api}/web-host`, `${api}/test`],
    from: `${api}/modules/${module}`,
    except: ['./index.ts'],
    message: `Import the ${module} module through its face (index.ts).`,
  },
  {
    target: [`${api}/db`, `${api}/seed`],
    from: `${api}/modules/${module}`,
    except: ['./tables.ts', './public/tables.ts'],
    message: `The schema and the seed read the ${module} module's tables only.`,
  },
]);

// Web code every area shares (UI kit, layout, product pieces, formatting, the API client): it must
// not import a feature, a route or the admin area, or the fences between areas mean nothing.
const webShared = './apps/web/app/shared';
const webSharedZones = [
  {
    target: webShared,
    from: ['./apps/web/app/features', './apps/web/app/routes', './apps/web/app/admin'],
    message: 'shared/ must not import a feature, a route or admin: pass what it needs in as props.',
  },
];

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
    settings: {
      // no-cycle follows imports through TypeScript files: they must be parsed as TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      // Import loops make a module's meaning depend on load order; the ladder forbids them between
      // modules, and this catches them anywhere.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
            ...webSharedZones,
            ...apiModuleZones,
            ...apiOutsideZones,
          ],
        },
      ],
    },
  },
  {
    // A package importing itself by its own name (`@shop/api/src/modules/...`) resolves past every fence
    // above, which judge the path as written (issue 47): inside a package, imports are relative.
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@shop/api(/|$)',
              message: "Import the API's own files by a relative path: its own name passes every fence.",
            },
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
              regex: '^(node:|fastify|@fastify/|drizzle-orm|pg$|@electric-sql/|react|@shop/(api|web|domain))',
              message:
                'packages/domain holds pure rules: no I/O, no framework, no app, and its own files by a relative path.',
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
            {
              // Its own name passes every fence, which judge the path as written (issue 47).
              regex: '^@shop/web(/|$)',
              message: "Import the web app's own files by a relative path: its own name passes every fence.",
            },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Use lazyWhenOnline (shared/connection.ts): React's lazy keeps an import that failed offline failed for good (decision 092).",
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
