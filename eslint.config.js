import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of shared/design.md ("Rooms and what each may import"). Each entry forbids
 * relative imports of the listed rooms; `packages: false` also forbids npm packages.
 */
const rooms = {
  engine: { forbidden: ['ui', 'store', 'bots', 'worker', 'cli', 'pwa'], packages: false },
  bots: { forbidden: ['ui', 'store', 'worker', 'cli', 'pwa'], packages: false },
  worker: { forbidden: ['ui', 'store', 'cli', 'pwa'], packages: true },
  store: { forbidden: ['ui', 'bots', 'cli', 'pwa'], packages: true },
  ui: { forbidden: ['bots', 'worker', 'cli'], packages: true },
  pwa: { forbidden: ['engine', 'bots', 'store', 'worker', 'ui', 'cli'], packages: true },
  cli: { forbidden: ['ui', 'store', 'worker', 'pwa'], packages: true },
};

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'test/**'];

const boundaries = Object.entries(rooms).map(([room, { forbidden, packages }]) => ({
  files: [`src/${room}/**/*.{ts,tsx}`],
  ignores: testFiles,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)(${forbidden.join('|')})(/|$)`,
            message: `src/${room} may not import from ${forbidden.join(', ')} (shared/design.md).`,
          },
          ...(packages
            ? []
            : [
                {
                  regex: '^[^./]',
                  message: `src/${room} imports nothing outside src (shared/design.md).`,
                },
              ]),
          ...(room === 'ui'
            ? [
                {
                  regex: '(^|/)engine(/|$)',
                  importNames: ['apply'],
                  message: 'The UI never applies actions itself: dispatch through the store.',
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

// The engine and the bots are pure and deterministic: no I/O, no clock, no ambient randomness.
const purity = {
  files: ['src/engine/**/*.ts', 'src/bots/**/*.ts'],
  ignores: testFiles,
  rules: {
    'no-restricted-globals': [
      'error',
      ...['window', 'document', 'navigator', 'localStorage', 'indexedDB', 'fetch', 'performance']
        .concat(['setTimeout', 'setInterval', 'process', 'self', 'postMessage'])
        .map((name) => ({ name, message: 'The engine and bots are pure: no DOM, I/O or timers.' })),
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state.' },
      { object: 'Date', property: 'now', message: 'The engine has no clock.' },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' },
    ],
  },
};

export default defineConfig(
  globalIgnores(['dist', 'dist-*', 'coverage', 'test-results', 'node_modules', 'scratch']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.worker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/cli/**/*.ts', 'test/**/*.ts', '*.config.{js,ts}', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  ...boundaries,
  purity,
  {
    // design.md habit 13: no import circles. Dynamic imports count too: a lazily loaded module that
    // imports its loader back is still a circle in the code's structure.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
