import { defineProject } from 'vitest/config';
import { PREACT_TEST_ALIASES } from './preact-aliases.ts';

/** Libraries that import React: run through Vite, so that they get Preact as the app does. */
const REACT_LIBRARIES = [
  /[\\/]node_modules[\\/](react-router|react-i18next|react-hot-toast|recharts|react-redux)[\\/]/,
  /[\\/]node_modules[\\/](@tanstack[\\/]react-query|@tiptap[\\/]react|@testing-library)[\\/]/,
];

export default defineProject({
  resolve: { alias: PREACT_TEST_ALIASES },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/preact-effects.ts'],
    server: { deps: { inline: REACT_LIBRARIES } },
  },
});
