// @ts-check
/**
 * ESLint (flat config), run by `npm run lint`. Prettier owns the formatting
 * (.prettierrc), so no stylistic rules here.
 */
import {defineConfig, globalIgnores} from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

/**
 * Text in JSX that is not prose and so needs no translation: punctuation,
 * symbols, keyboard keys and code-ish fragments shown as they are in every
 * language. Everything else goes through translate() / <Translate>.
 */
const notProse = [
  '·',
  '•',
  '—',
  '–',
  '-',
  '|',
  '/',
  '\\',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ':',
  ';',
  ',',
  '.',
  '…',
  '"',
  '“',
  '”',
  '«',
  '»',
  '×',
  '→',
  '←',
  '↑',
  '↓',
  '↵',
  '⏎',
  '↩',
  '⌘',
  '⇧',
  '+',
  '#',
  '*',
  '&nbsp;',
  '&middot;',
  '&rarr;',
  '&larr;',
  '&times;',
  '&mdash;',
  'Esc',
  'Ctrl',
  'Enter',
  'Tab',
  'K',
  '▾',
];

/** Theme code and test pages: React, in the browser. */
const jsx = ['src/**/*.{ts,tsx}', '_dogfooding/**/*.{ts,tsx}'];

export default defineConfig([
  globalIgnores([
    'build/',
    'build-thirdparty/',
    '.docusaurus/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
    // The stock Docusaurus site `npm run bench` generates (gitignored).
    'bench/.stock/',
    'src/types/examples/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.node}},
    rules: {
      // `_name`: a parameter a signature needs but the body does not use.
      // `catch {}`: best effort, on purpose.
      'no-empty': ['error', {allowEmptyCatch: true}],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'}],
    },
  },
  {
    // The widget's API as its vendor declares it: some values are untyped by design.
    files: ['src/types/**/*.d.ts'],
    rules: {'@typescript-eslint/no-explicit-any': 'off'},
  },
  {files: jsx, ...react.configs.flat.recommended},
  {files: jsx, ...react.configs.flat['jsx-runtime']},
  {files: jsx, ...jsxA11y.flatConfigs.recommended},
  {
    files: jsx,
    languageOptions: {globals: {...globals.browser}},
    settings: {react: {version: 'detect'}},
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      // Files ejected from Docusaurus import React as upstream does; that stays legal.
      'react/jsx-uses-react': 'error',
      // Raw HTML only where it is escaped first, each use marked.
      'react/no-danger': 'error',
      // Props are typed by TypeScript.
      'react/prop-types': 'off',
      ...reactHooks.configs['recommended-latest'].rules,
      ...docusaurus.configs.recommended.rules,
      // Five locales: every piece of prose in the UI is translated.
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: notProse}],
    },
  },
  {
    // Ejected upstream code (see src/theme/README.md): it renders into a portal
    // through a ref, as @docusaurus/theme-search-algolia does; kept as upstream.
    files: ['src/theme/SearchBar/index.tsx'],
    rules: {'react-hooks/refs': 'off', 'react/display-name': 'off'},
  },
  {
    // Benchmarks run part of their code in the page (page.evaluate).
    files: ['bench/**'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // Code appended to the PWA plugin's service worker (swCustom).
    files: ['src/plugins/offline/sw/**'],
    languageOptions: {globals: {...globals.serviceworker}},
  },
  {
    // Test pages and tests are not shipped to readers.
    files: ['**/*.test.{ts,tsx,mjs}', '_dogfooding/**', 'tests/**'],
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
]);
