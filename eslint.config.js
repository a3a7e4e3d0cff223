import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code flows one way: src <- widgets <- host; the server shares only src/contract and src/validation.
const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

/**
 * A server module's `index.ts` is its only public face: `../<module>` or `../<module>/index` from
 * another module (`fromModule`), `modules/<module>` from app.ts, the CLI, the seed, tests and
 * benchmarks; never a file behind it (`../auth/service`). A module's own files import each other
 * with `./`. `except` leaves some modules out (a negative lookahead on the module name).
 */
const moduleInternals = ({ fromModule = false, except = '' } = {}) => [
  { regex: `(^|/)modules/${except}[^/]+/(?!index(\\.ts)?$)`, message: 'import a server module only through its index (modules/<module>), never a file behind it.' },
  ...(fromModule
    ? [{ regex: `^\\.\\./${except}(?!\\.\\.)[^/]+/(?!index(\\.ts)?$)`, message: 'import another server module only through its index (../<module>), never a file behind it.' }]
    : []),
];

// The server shares only src/contract and src/validation with the front end.
const serverImports = (extraPatterns) => [
  'error',
  {
    patterns: [
      {
        group: ['**/widgets/**', '**/host/**', '**/src/api/**', '**/src/session/**', '**/src/ui/**', '**/src/elements/**', '**/src/i18n/**'],
        message: 'the server imports only src/contract and src/validation.',
      },
      ...extraPatterns,
    ],
  },
];

/** Object copies that cost a microsecond or more a call on Node 20 (docs/performance.md, thirty-third pass). */
const hotPathCopies = [
  { selector: 'ObjectExpression > SpreadElement:first-child ~ Property', message: 'A spread followed by more properties costs a microsecond a call on Node 20: name the properties.' },
  { selector: 'ObjectExpression > SpreadElement ~ SpreadElement', message: '`{ ...a, ...b }` costs 8 µs a call on Node 20: use Object.assign.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'storybook-static/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The example partner pages' own scripts: the loader they include defines TrainingCenter.
    files: ['examples/**/*.js'],
    languageOptions: { globals: { TrainingCenter: 'readonly' } },
  },
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': noImport(['**/widgets/**', '**/host/**', '**/server/**'], 'src (core) never imports widgets, host or server.') },
  },
  {
    files: ['src/contract/**', 'src/validation/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/widgets/**', '**/host/**', '**/server/**', '**/api/**', '**/session/**', '**/ui/**', '**/elements/**', '**/i18n/**', 'react', 'react-dom'],
        'contract and validation are shared with the server: plain TypeScript and zod only.',
      ),
    },
  },
  {
    files: ['widgets/index.ts'],
    rules: { 'no-restricted-imports': noImport(['**/host/**', '**/server/**'], 'widgets use src only; the host composes them.') },
  },
  {
    files: ['widgets/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/host/**', '**/server/**'], message: 'widgets use src only; the host composes them.' },
            // A sibling widget folder (`../login/...`); `../../src/...` stays allowed.
            { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'a widget never imports another widget.' },
          ],
        },
      ],
    },
  },
  {
    files: ['host/**'],
    rules: { 'no-restricted-imports': noImport(['**/server/**'], 'the host talks to the server over HTTP only.') },
  },
  {
    files: ['server/**', 'bench/**'],
    rules: { 'no-restricted-imports': serverImports(moduleInternals()) },
  },
  {
    // A benchmark of the browser's own code (bench/client*.ts) imports it as the host does: never the server.
    files: ['bench/client*.ts'],
    rules: { 'no-restricted-imports': noImport(['**/server/**'], 'a benchmark of the browser code talks to the server over HTTP only.') },
  },
  {
    files: ['server/modules/*/*'],
    rules: { 'no-restricted-imports': serverImports(moduleInternals({ fromModule: true })) },
  },
  {
    // What every signed-in request and every exam save runs: object copies that cost microseconds a call on
    // Node 20 (docs/performance.md, thirty-third pass). Test files keep their spreads.
    files: ['server/db/precompiled.ts', 'server/db/rowReader.ts', 'server/lib/idempotency.ts', 'server/modules/exam/attemptRepository.ts', 'server/modules/exam/keptSaves.ts', 'server/modules/exam/answers.ts'],
    rules: { 'no-restricted-syntax': ['error', ...hotPathCopies] },
  },
  {
    // The session lookup's user row has 22 columns: past about 20, an object rest costs 8 µs on Node 20 and 24 alike.
    files: ['server/modules/auth/sessionRepository.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...hotPathCopies, { selector: 'ObjectPattern > RestElement', message: 'An object rest of a wide row costs 8 µs: name what you need.' }],
    },
  },
);
