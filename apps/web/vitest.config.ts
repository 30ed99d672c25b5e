import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Each file in a VM context of a reused worker thread instead of a process of its own: the
    // project's files run in about half the time, with half the CPU (happy-dom and React's
    // libraries are set up once a worker, not once a file).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/testing-library.ts'],
    // A champion page renders a dozen panels in happy-dom: a few seconds on a loaded 2-core
    // machine, so the default 5 s would fail tests for the machine's load, not for a fault.
    testTimeout: 20_000,
  },
});
