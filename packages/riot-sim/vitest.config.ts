import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'riot-sim', include: ['src/**/*.test.ts'] } });
