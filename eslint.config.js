import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** One `no-restricted-imports` rule from a list of forbidden module-specifier patterns. */
function forbid(...patterns) {
  return {
    'no-restricted-imports': ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }],
  };
}

// Features never import each other; the app's route modules are where they meet.
const featureBoundaries = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: forbid(
      [`^@/features/(?!${name}/)`, 'A feature must not import another feature; compose them in app/.'],
      ['^@/app/', 'Features must not import the app layer.'],
      ['^(\\.\\./){2,}', 'Leave a feature through the @/ alias, not relative paths.'],
      ['^@alavanca/server', 'The web app talks to the server over HTTP only.'],
    ),
  }));

// The server's layers, bottom-up: db/, config and lib/; http/ (plumbing that knows no module);
// modules/ (each reaching another only through its service); build-app (the composition root);
// main. Each file gets one complete list, since a later `no-restricted-imports` replaces an earlier one.
const SERVER_SOURCE = 'apps/server/src';
const serverImports = {
  base: [
    ['^@alavanca/web', 'The server does not import the web app.'],
    ['^react', 'The server renders no React.'],
  ],
  compositionRoot: [
    '^(\\.{1,2}/)+build-app$',
    'Only main.ts (and the test harness in src/test/) builds the app: modules and plumbing sit below it.',
  ],
  testHelpers: ['^(\\.{1,2}/)+test/', 'Production code does not import the test helpers in src/test/.'],
  modules: ['^(\\.{1,2}/)+modules/', 'src/http/ is plumbing below every module: it imports none.'],
  repoOf: (name) => [
    `^\\.\\./(?!${name}/)[^/]+/[^/]+\\.repo$`,
    'Reach another module through its service, never its repo.',
  ],
};

/** A folder's source files and its tests: tests may use the test helpers, the rest may not. */
function serverLayer(folder, ...patterns) {
  const tests = [`${folder}/**/*.test.ts`];
  return [
    {
      files: [`${folder}/**/*.ts`],
      ignores: tests,
      rules: forbid(...serverImports.base, serverImports.compositionRoot, serverImports.testHelpers, ...patterns),
    },
    { files: tests, rules: forbid(...serverImports.base, serverImports.compositionRoot, ...patterns) },
  ];
}

const serverLayers = [
  ...serverLayer('apps/server'),
  { files: [`${SERVER_SOURCE}/main.ts`], rules: forbid(...serverImports.base, serverImports.testHelpers) },
  {
    files: [`${SERVER_SOURCE}/build-app.test.ts`, `${SERVER_SOURCE}/test/**/*.ts`],
    rules: forbid(...serverImports.base),
  },
  ...serverLayer(`${SERVER_SOURCE}/http`, serverImports.modules),
  ...readdirSync(`${SERVER_SOURCE}/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => serverLayer(`${SERVER_SOURCE}/modules/${name}`, serverImports.repoOf(name))),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: forbid(['^(?!\\.{1,2}/)', 'The domain package is pure: it imports nothing outside itself.']),
  },
  {
    files: ['packages/domain/src/**/*.test.ts'],
    rules: forbid([
      '^(?!\\.{1,2}/|vitest$|fast-check$)',
      'Domain tests use only vitest and fast-check besides the domain.',
    ]),
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: forbid(['^(?!\\.{1,2}/|zod$|@alavanca/domain/|vitest$)', 'Contracts depend on zod and the domain only.']),
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        ['^@alavanca/server', 'The web app talks to the server over HTTP only.'],
        ['^node:', 'Browser code cannot use Node modules.'],
      ),
    },
  },
  {
    // The tests' set-up file runs in Node: it lends Node's BroadcastChannel to happy-dom's window.
    // The signed-in screens' first paint runs on the server only (`vite build --ssr`).
    files: ['apps/web/src/test/setup.ts', 'apps/web/src/app/render-screen.tsx'],
    rules: forbid(['^@alavanca/server', 'The web app talks to the server over HTTP only.']),
  },
  {
    files: ['apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
    rules: forbid(
      ['^@/(features|app)/', 'Shared code must not depend on features or the app layer.'],
      ['^@alavanca/server', 'The web app talks to the server over HTTP only.'],
    ),
  },
  ...featureBoundaries,
  {
    // The browser script of the pre-rendered public pages: a few kilobytes, no React. It may use the
    // domain's constants, the language storage, the charts' arithmetic and its own modules; the
    // components that render its markup on the server share only the hook names with it
    // (site/enhance/hooks).
    files: ['apps/web/src/site/main.ts', 'apps/web/src/site/enhance/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: forbid([
      '^(?!\\./(enhance/)?(?!components\\b)[\\w.-]+$|\\.\\./index\\.css$|@alavanca/domain/|@/lib/(language-storage|charts)$)',
      'The public pages’ script imports only its own modules, @alavanca/domain, @/lib/language-storage and @/lib/charts (plain arithmetic): no React, i18next, icons, UI kit or class helpers.',
    ]),
  },
  ...serverLayers,
  {
    // A file that needs scrolling to understand is split by what its parts compute; tests count too.
    // Data is exempt: the corpora are tables of founders' ideas and texts the engine is held to.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['packages/domain/src/*/testing/*-corpus.ts'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    files: ['**/main.ts', '**/scripts/**', 'apps/server/src/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The server's test files share their worker's modules (isolate: false in its vitest config),
    // so a module mocked in one file would stay mocked, or stay real, for the next.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'mock', message: 'Server tests share modules: pass a fake in instead.' },
        { object: 'vi', property: 'doMock', message: 'Server tests share modules: pass a fake in instead.' },
      ],
    },
  },
);
