import { defineProject } from 'vitest/config';

// Generating thousands of simulated matches takes seconds on a busy 2-core machine.
export default defineProject({
  test: { name: 'riot-sim', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
