import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const reactCompat = here('./src/lib/react-compat.ts');

/**
 * The browser gets Preact (about 11 KB gzip) where the code and its libraries import React
 * (react-dom alone was 58 KB of the home page's JavaScript). Build and tests use the same.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: reactCompat },
  { find: /^react-dom$/, replacement: reactCompat },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * The same for the unit tests, which run in Node, where CommonJS packages would load React
 * itself: the ES module builds of Testing Library and Recharts, Preact's `act`, and
 * `use-sync-external-store` (used by Recharts and TipTap) as an ES module.
 */
export const PREACT_TEST_ALIASES: Alias[] = [
  ...PREACT_ALIASES,
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  {
    find: /^use-sync-external-store(\/shim)?(\/index|\/with-selector)?(\.js)?$/,
    replacement: here('./src/test/use-sync-external-store.ts'),
  },
  { find: /^recharts$/, replacement: here('../../node_modules/recharts/es6/index.js') },
  {
    find: /^@testing-library\/react$/,
    replacement: here(
      '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
    ),
  },
];
