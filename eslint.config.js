import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Client layers (docs/architecture.md, "Client"): app → features → components → lib. A feature
// never imports another one; what two of them share lives in components/ or lib/.
const clientFeatures = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const client = './src/client';

// Server boundaries. A module reaches another only through its `*.service.ts` (or its
// `*.table.ts`, for a foreign key); module folders sit in layers and import only lower layers,
// so they can never form a cycle. Tests set up state through tables and repositories: exempt.
const serverModules = 'src/server/modules';
const moduleLayers = [
  ['users', 'content', 'health', 'sitemap'],
  ['activity', 'plans', 'sessions', 'safety', 'support'],
  ['quotes', 'exercises', 'meditations', 'resources', 'launch', 'reminders'],
  ['reflections', 'chat', 'billing', 'mood'],
  ['auth', 'ai-modules'],
  ['progress'],
  ['privacy', 'housekeeping'],
  ['admin'],
  ['admin-content'],
];
const unplaced = readdirSync(serverModules).filter((name) => !moduleLayers.flat().includes(name));
if (unplaced.length)
  throw new Error(`eslint.config.js: put ${unplaced.join(', ')} in a layer of moduleLayers`);
const abs = (p) => path.resolve(import.meta.dirname, p);
const publicFace = [abs(`${serverModules}/*/*.service.ts`), abs(`${serverModules}/*/*.table.ts`)];
const moduleZones = moduleLayers.flatMap((layer, i) =>
  layer.flatMap((name) => {
    const higher = moduleLayers
      .slice(i)
      .flat()
      .filter((other) => other !== name);
    return [
      {
        target: `${serverModules}/${name}/**`,
        from: `${serverModules}/!(${name})/**`,
        except: publicFace,
        message: 'Another module is reached through its *.service.ts (or its *.table.ts for a foreign key).',
      },
      ...(higher.length
        ? [
            {
              target: `${serverModules}/${name}/**`,
              from: higher.map((other) => `${serverModules}/${other}/**`),
              message: `modules/${name} may import only modules of a lower layer (moduleLayers in eslint.config.js).`,
            },
          ]
        : []),
    ];
  }),
);
const serverBoundaries = {
  files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
  ignores: ['**/*.test.ts', '**/*.test-utils.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      importX.createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        tsconfig: { configFile: abs('tsconfig.json') },
      }),
    ],
    // no-cycle follows imports into the files it resolves: it has to parse TypeScript too.
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          ...moduleZones,
          {
            target: [
              'src/server/app.ts',
              'src/server/index.ts',
              'src/server/start-failure.ts',
              'src/server/plugins/**',
            ],
            from: `${serverModules}/**`,
            except: [...publicFace, abs(`${serverModules}/*/*.routes.ts`)],
            message: 'Outside the modules, a module is reached through its routes, services and tables.',
          },
          {
            target: 'src/server/lib/**',
            from: `${serverModules}/**`,
            message: 'lib/ holds adapters: it imports no module.',
          },
          {
            target: 'src/server/ai/**',
            from: `${serverModules}/**`,
            message: 'ai/ is the AI core: modules call it, it imports no module.',
          },
          {
            target: 'src/server/db/**',
            from: `${serverModules}/**`,
            except: [abs(`${serverModules}/*/*.table.ts`)],
            message: 'db/ knows the modules’ tables only.',
          },
          {
            target: 'src/shared/**',
            from: ['src/server', 'src/client'],
            message: 'shared/ runs on both sides.',
          },
        ],
      },
    ],
  },
};

// Size limits: a file past 300 lines or a function past 80 is split. Built-in content, migrations
// and tests are exempt.
const sizeLimits = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/*.test-utils.ts',
    'src/server/db/seed/content/**',
    'src/server/db/migrations/**',
  ],
  rules: {
    'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The client never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({
          tsconfig: { configFile: path.resolve(import.meta.dirname, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.js', '.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...clientFeatures.map((feature) => ({
              target: `${client}/features/${feature}`,
              from: `${client}/features`,
              except: [`./${feature}`],
              message:
                'A feature never imports another feature: move what both need to components/ or lib/, or compose them in a page of app/routes.',
            })),
            {
              target: [`${client}/components`, `${client}/lib`],
              from: [`${client}/features`, `${client}/app`],
              message: 'components/ and lib/ are shared by every feature and never import one.',
            },
            {
              target: `${client}/lib`,
              from: `${client}/components`,
              message: 'lib/ holds no React components.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '@/*'], message: 'The server never imports client code.' }] },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/server/**', 'node:*', '@/*'],
              message: 'shared/ runs on both sides.',
            },
          ],
        },
      ],
    },
  },
  serverBoundaries,
  sizeLimits,
);
