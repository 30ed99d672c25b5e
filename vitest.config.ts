import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that spend minutes waiting (on Riot's 120-second windows) start first, so that the rest
 * of the suite runs beside them instead of after them.
 */
const SLOW_FIRST = ['/apps/server/test/scale-out.test.ts'];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSlow = (f: TestSpecification) => SLOW_FIRST.some((path) => f.moduleId.endsWith(path));
    return [...sorted.filter(isSlow), ...sorted.filter((f) => !isSlow(f))];
  }
}

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/server', 'apps/web', 'e2e'],
    sequence: { sequencer: SlowFirst },
  },
});
