import { defineProject } from 'vitest/config';

// Checks of the bench runner itself; the benchmarks run only through `npm run bench`.
export default defineProject({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['*.test.ts'],
  },
});
