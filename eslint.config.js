import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import hu from './eslint-rules/no-import-cycle.js';
import tseslint from 'typescript-eslint';

/** The rooms issue 38 took out of the store: no room below the store imports them. */
const newRooms = ['analysis', 'persistence', 'tutorial'];

/**
 * Import boundaries of shared/design.md ("Rooms and what each may import"). Each entry forbids
 * relative imports of the listed rooms; `packages: false` also forbids npm packages.
 */
const rooms = {
  engine: {
    forbidden: ['ui', 'store', 'bots', 'worker', 'cli', 'pwa', 'app', ...newRooms],
    packages: false,
  },
  bots: {
    forbidden: ['ui', 'store', 'worker', 'cli', 'pwa', 'app', ...newRooms],
    packages: false,
  },
  worker: {
    forbidden: ['ui', 'store', 'cli', 'pwa', 'app', ...newRooms],
    packages: true,
  },
  // State, selectors and slice actions only: what keeps, analyses or teaches lives beside it.
  store: {
    forbidden: ['ui', 'bots', 'cli', 'pwa', 'app', ...newRooms],
    packages: true,
  },
  // Match analysis: pure functions over the engine's data (the coach's review types from the
  // worker's protocol, type-only).
  analysis: {
    forbidden: ['ui', 'store', 'bots', 'cli', 'pwa', 'app', 'persistence', 'tutorial'],
    packages: false,
  },
  // What is kept on the device (IndexedDB): the wiring hands it the store's state and subscribes it.
  persistence: {
    forbidden: ['ui', 'store', 'bots', 'worker', 'cli', 'pwa', 'app', 'tutorial'],
    packages: true,
  },
  // The lessons and a lesson table's scripted driver, on a store of its own.
  tutorial: {
    forbidden: ['ui', 'bots', 'worker', 'cli', 'pwa', 'app', 'analysis', 'persistence'],
    packages: true,
  },
  ui: { forbidden: ['bots', 'worker', 'cli', 'app'], packages: true },
  pwa: {
    forbidden: ['engine', 'bots', 'store', 'worker', 'ui', 'cli', 'app'].concat(newRooms),
    packages: true,
  },
  cli: {
    forbidden: ['ui', 'store', 'worker', 'pwa', 'app', ...newRooms],
    packages: true,
  },
  // The wiring (src/app/wire.ts): what reacts to a dispatch, between the store and the worker.
  app: { forbidden: ['ui', 'bots', 'cli', 'pwa'], packages: true },
};

/**
 * Rooms reached only through their public entries (issue 38): `../store`, never `../store/turns`.
 * Saving has an entry of its own for the wiring, which loads on every start, apart from the
 * History's code (src/persistence/saving.ts). The tutorial's room shares its name with
 * src/ui/tutorial, which a pattern cannot tell apart: test/lint/storeRoom.test.ts checks it, and
 * all of these, by resolving the paths.
 */
const publicEntries = { store: ['index'], analysis: ['index'], persistence: ['index', 'saving'] };
const indexOnly = Object.keys(publicEntries);
const inside = (other) => `${other}/(?!(${publicEntries[other].join('|')})$)`;

const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'test/**'];

/** The engine and the bots are pure and deterministic (see `purity` below). */
const pureRooms = ['engine', 'bots'];
const noClock = {
  selector: "NewExpression[callee.name='Date']",
  message: 'The engine has no clock.',
};

const boundaries = Object.entries(rooms).map(([room, { forbidden, packages }]) => {
  const message = `src/${room} may not import from ${forbidden.join(', ')} (shared/design.md).`;
  // esquery's regular expressions cannot hold a slash: \x2F stands for it.
  const lazyRoom = `(^|\\x2F)(${forbidden.join('|')})(\\x2F|$)`;
  return {
    files: [`src/${room}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Case matters: a room is a folder (`app`), not a component (`./App`).
            { regex: `(^|/)(${forbidden.join('|')})(/|$)`, caseSensitive: true, message },
            ...(packages
              ? []
              : [
                  {
                    regex: '^[^./]',
                    message: `src/${room} imports nothing outside src (shared/design.md).`,
                  },
                ]),
            ...indexOnly
              .filter((other) => other !== room && !forbidden.includes(other))
              .map((other) => ({
                regex: `(^|/)${inside(other)}`,
                caseSensitive: true,
                message: `src/${other} is reached through its index ('../${other}'), not its files.`,
              })),
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
      // no-restricted-imports sees static imports only: a lazy `import()` keeps to the rooms too.
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${lazyRoom}/]`, message },
        ...indexOnly
          .filter((other) => other !== room && !forbidden.includes(other))
          .map((other) => ({
            selector: `ImportExpression[source.value=/(^|\\x2F)${inside(other).replace('/', '\\x2F')}/]`,
            message: `src/${other} is reached through its index ('../${other}'), not its files.`,
          })),
        ...(pureRooms.includes(room) ? [noClock] : []),
      ],
    },
  };
});

// The engine and the bots are pure and deterministic: no I/O, no clock, no ambient randomness
// (`new Date` is refused with the boundaries above: one rule holds one list per file).
const purity = {
  files: pureRooms.map((room) => `src/${room}/**/*.ts`),
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
  },
};

export default defineConfig(
  // test/lint/fixtures: code written to break a rule, linted only by the rule's own test.
  globalIgnores([
    'dist',
    'dist-*',
    'coverage',
    'test-results',
    'node_modules',
    'scratch',
    'test/lint/fixtures',
  ]),
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
    // Issue 38 item 3: with noUncheckedIndexedAccess on, a read that may miss is handled where it
    // happens; an `x!` would only silence the checker. Tests may assert what they just set up.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
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
  {
    // …and `import-x/no-cycle` skips type imports: this one follows them too (issue 38).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { hu },
    rules: { 'hu/no-import-cycle': 'error' },
  },
);
