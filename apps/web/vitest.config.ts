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
    // Each file in a VM context of a reused worker thread instead of a process of its own: the
    // project's 78 files ran in 25-32 s instead of 54-58 s, with half the CPU (happy-dom and
    // the React libraries are set up once a worker, not once a file).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/preact-effects.ts'],
    server: { deps: { inline: REACT_LIBRARIES } },
  },
});
