import { defineProject } from 'vitest/config';

// Browser tests drive the built web app served by the real server (DESIGN.md §7). One file at a
// time: each launches its own Chromium, and the machines have two cores.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    // After the other projects: Chromium and the server then have both cores to themselves.
    sequence: { groupOrder: 1 },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
