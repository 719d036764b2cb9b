// Lint: typescript-eslint strict rules everywhere, React hooks rules and Lingui's "no hard-coded UI
// string" rule on client code, and the architecture (CONTRIBUTING.md, "Layers"): no import circles, imports
// only point down (app → features → editor → platform → before-start → data / components → shared; on the server
// routes → plugins → services → storage → lib, with pages/ beside services), Dexie only inside the data layer, `fetch`
// only in the API clients.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginLingui from 'eslint-plugin-lingui';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import noImportCircle from './eslint-rules/no-import-circle.js';

const CLIENT = 'client/src';

/** `from` may not be imported by `target` (paths from the repository root); `except`: paths under `from` that may be. */
const zone = (target, from, message, except = undefined) => ({ target, from, message, ...(except ? { except } : {}) });

const LAYERS = [
  zone(`${CLIENT}/features`, `${CLIENT}/app`, 'A feature cannot import the app shell: move what it needs into platform/.'),
  // The editor both the home page and a note's page use, so neither feature imports the other for it: it knows
  // no page. It stands on the platform floor like a feature does (the locale for sizes, the settled composition).
  zone(`${CLIENT}/editor`, [`${CLIENT}/app`, `${CLIENT}/features`], 'editor/ sits beneath the pages that use it: pass what it needs in as props.'),
  zone(`${CLIENT}/platform`, [`${CLIENT}/app`, `${CLIENT}/features`, `${CLIENT}/editor`], 'platform/ sits beneath the features, the editor and the app shell.'),
  zone(`${CLIENT}/analytics`, [`${CLIENT}/app`, `${CLIENT}/features`, `${CLIENT}/editor`], 'analytics/ sits beneath the features, the editor and the app shell.'),
  // What runs before the app has started (main.tsx, the runtime chunk): no React, no Dexie, nothing of the app's.
  zone(
    `${CLIENT}/before-start`,
    [`${CLIENT}/app`, `${CLIENT}/features`, `${CLIENT}/editor`, `${CLIENT}/platform`, `${CLIENT}/analytics`, `${CLIENT}/components`],
    'before-start/ runs before the app: it imports only the Dexie-free reads of data/, shared/ and itself.',
  ),
  zone(
    `${CLIENT}/data`,
    [`${CLIENT}/app`, `${CLIENT}/features`, `${CLIENT}/editor`, `${CLIENT}/platform`, `${CLIENT}/before-start`, `${CLIENT}/analytics`, `${CLIENT}/components`],
    'The data layer imports only shared/ and itself.',
  ),
  zone(
    `${CLIENT}/components`,
    [`${CLIENT}/app`, `${CLIENT}/features`, `${CLIENT}/editor`, `${CLIENT}/platform`, `${CLIENT}/before-start`, `${CLIENT}/analytics`, `${CLIENT}/data`],
    'Shared UI has no data access and knows no feature: pass data in as props.',
  ),
  zone('shared', ['client', 'server', 'scripts'], 'shared/ is used by both sides and imports neither.'),
  zone('server', 'client', 'The server never imports client code.'),
];

const DATA = `${CLIENT}/data`;

/**
 * Inside the data layer the folders point one way too, sync → account → local → remote → probe (docs/decisions.md,
 * "The data layer's folders point one way"): the engine drives the outbox, the account's sign-in and sign-out write
 * local data, local commands may ask the server, and the reads made before Dexie loads need nothing above them.
 */
const DATA_LAYERS = [
  zone(`${DATA}/account`, `${DATA}/sync`, 'data/account/ sits beneath the sync engine: the engine hands a sign-out over (hand-over.ts), not the other way.'),
  zone(`${DATA}/local`, [`${DATA}/sync`, `${DATA}/account`], 'data/local/ sits beneath sync/ and account/: ask for a drain through local/outbox/drain-request.ts.'),
  zone(`${DATA}/remote`, [`${DATA}/sync`, `${DATA}/account`, `${DATA}/local`], 'data/remote/ is the server without Dexie: it imports only probe/.'),
  zone(`${DATA}/probe`, [`${DATA}/sync`, `${DATA}/account`, `${DATA}/remote`], 'data/probe/ is read before anything else of the data layer loads: it imports nothing above it.'),
  // The data layer's types are its vocabulary: the one file of local/ a probe may name (for its types only).
  { ...zone(`${DATA}/probe`, `${DATA}/local`, 'data/probe/ is read before Dexie loads: it may name only the types of local/types.ts.'), except: ['./types.ts'] },
];

/** Calls that change a Dexie table; on the outbox only data/local/outbox/outbox.ts may make them. */
const TABLE_WRITES = 'add|bulkAdd|put|bulkPut|update|bulkUpdate|delete|bulkDelete|clear|modify';

const SERVER = 'server/src';
const ABOVE_SERVICES = ['routes', 'plugins', 'pages', 'auth', 'admin', 'app.ts', 'main.ts'].map((path) => `${SERVER}/${path}`);

/** The server's folders, top to bottom: app.ts → routes/ → plugins/ → services/ → storage/ → lib/ (CONTRIBUTING.md, "Layout"). */
const SERVER_LAYERS = [
  zone(`${SERVER}/plugins`, [`${SERVER}/routes`, `${SERVER}/admin`, `${SERVER}/app.ts`, `${SERVER}/main.ts`], 'Plugins apply to every route and know none: pass what they need in from app.ts.'),
  zone(
    `${SERVER}/services`,
    ABOVE_SERVICES,
    'Services hold the note rules without HTTP: they never import routes, plugins, pages, accounts or the app. Refuse with a domain error from errors.ts.',
  ),
  zone(
    `${SERVER}/pages`,
    [...ABOVE_SERVICES.filter((path) => path !== `${SERVER}/pages`), `${SERVER}/services`, `${SERVER}/storage`],
    'Page rendering fills the shell from what it is given: routes pass in the note and the request.',
  ),
  zone(`${SERVER}/storage`, [...ABOVE_SERVICES, `${SERVER}/config.ts`], 'Storage persists what services decide: it knows no HTTP, pages or accounts.'),
  // The history contract checks that every adapter thins history by the retention the service defines.
  zone(`${SERVER}/storage`, `${SERVER}/services`, 'Lifecycle rules live in services, above the store: storage never calls them.', ['./notes/version-retention.ts']),
  zone(`${SERVER}/lib`, [...ABOVE_SERVICES, `${SERVER}/services`, `${SERVER}/storage`], 'lib/ holds building blocks that know no notes and no HTTP.'),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'locales/**/*.ts', '.tmp', 'test-results'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-import-circle': noImportCircle } } },
    settings: {
      // no-cycle follows imports into other files: it must parse TypeScript there too.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // No circle, type-only imports included (import-x/no-cycle leaves those out, and is slower).
      'local/no-import-circle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ...SERVER_LAYERS] }],
    },
  },
  {
    // The data layer's own order (DATA_LAYERS); its tests may drive it from above, as the app does.
    files: [`${DATA}/**/*.ts`],
    ignores: [`${DATA}/**/*.test.ts`, `${DATA}/testing/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...LAYERS, ...DATA_LAYERS] }],
    },
  },
  {
    // One writer of the outbox: its queue rules (coalescing, order, only an acknowledgement removes an op, the note's
    // status following its ops) hold only if every change goes through enqueue, claimNextOp, requeue, settleOp, discard.
    files: [`${CLIENT}/**/*.{ts,tsx}`],
    ignores: [`${DATA}/local/outbox/outbox.ts`, `${CLIENT}/**/*.test.{ts,tsx}`, `${DATA}/testing/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${TABLE_WRITES})$/] > MemberExpression.callee MemberExpression[property.name='outbox']`,
          message: 'Only data/local/outbox/outbox.ts writes the outbox: use its enqueue, requeue, discard (inside your transaction).',
        },
      ],
    },
  },
  {
    // Components, pages and the shell read local data through the hooks and change it through the commands.
    files: [`${CLIENT}/**/*.{ts,tsx}`],
    ignores: [`${CLIENT}/data/**`, `${CLIENT}/sw.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only client/src/data touches IndexedDB: read with its hooks, write with its commands.' },
            { name: 'dexie-react-hooks', message: 'Read local data through the hooks in client/src/data/local/hooks.ts.' },
          ],
          patterns: [
            {
              regex: '(^|/)data/local/(db|outbox/outbox)\\.ts$',
              message: 'Only client/src/data touches the database: read with its hooks, write with its commands.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to the network: the API client (data/remote/api-client.ts), and the analytics collector's own.
    files: [`${CLIENT}/**/*.{ts,tsx}`],
    ignores: [`${CLIENT}/data/remote/api-client.ts`, `${CLIENT}/analytics/tracker.ts`, `${CLIENT}/**/*.test.{ts,tsx}`, `${CLIENT}/data/testing/**`],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the server through data/remote/api-client.ts.' }],
      'no-restricted-properties': ['error', ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: 'Call the server through data/remote/api-client.ts.' }))],
    },
  },
  {
    // Hooks live in .ts files too (useAutosave.ts, use-typed-before-start.ts…): they follow the same rules.
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/**/*.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^A-Za-z]*$', '^[a-z0-9-]+(/[a-z0-9-]*)*$', '^(https?:|mailto:|/)'],
          ignoreNames: [
            { regex: { pattern: 'className|^(type|role|rel|target|href|to|id|name|lang|dir|autoComplete|inputMode|htmlFor|method|variant|side|align|key|as|src|mode|size|data-.*|aria-(live|hidden|haspopup|expanded|controls|current|modal|labelledby|describedby))$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'URL', 'URLSearchParams', 'document.*', 'localStorage.*', 'fetch', 'navigate', 'setLocation', 'new URL', 'useRoute', 'matchMedia', 'querySelector'],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
);
