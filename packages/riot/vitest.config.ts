import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'riot', include: ['src/**/*.test.ts'] } });
