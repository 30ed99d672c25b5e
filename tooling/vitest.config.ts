import { defineProject } from 'vitest/config';

// Checks of the lint checks themselves; `npm run lint` runs the checks.
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
