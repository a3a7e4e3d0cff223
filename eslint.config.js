import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Code flows one way: src <- widgets <- host; the server shares only src/contract and src/validation.
const noImport = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

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
    files: ['server/**'],
    rules: {
      'no-restricted-imports': noImport(
        ['**/widgets/**', '**/host/**', '**/src/api/**', '**/src/session/**', '**/src/ui/**', '**/src/elements/**', '**/src/i18n/**'],
        'the server imports only src/contract and src/validation.',
      ),
    },
  },
);
