import { defineProject } from 'vitest/config';

// Browser tests drive the built web app served by the real server (docs/product.md, Tests). One file at a
// time: each launches its own Chromium, and the machines have two cores.
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    // After the other projects (group 1, see the root vitest.config.ts): Chromium and the server
    // then have both cores to themselves.
    sequence: { groupOrder: 2 },
    // Limits for a machine three times slower than a quiet one; tests wait for states, and the
    // long journeys set their own (journey.ts).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
