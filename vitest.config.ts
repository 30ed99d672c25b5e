import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
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

/**
 * A worker per core and one more: Vitest's default of one fewer leaves a single worker on two
 * cores, though most files spend much of their time waiting on PostgreSQL, Redis, child processes
 * or Riot's windows, and the scale-out test holds a worker for minutes of such waiting. Set on
 * each project, as Vitest takes a group's workers from its projects; the browser tests run one
 * file at a time regardless (fileParallelism: false).
 */
const WORKERS = availableParallelism() + 1;

/**
 * Every project in group 1 and the browser tests in group 2, which Vitest runs after group 1.
 * Leaving a project at the default 0 is not enough: with one worker (two cores) Vitest moves
 * such projects into a group of their own that runs last, after the browser tests.
 */
const project = (name: string, folder: string, groupOrder = 1) => ({
  extends: `./${folder}/vitest.config.ts`,
  // What Vitest takes from the config file's place when it finds the project by a folder name.
  root: fileURLToPath(new URL(`./${folder}/`, import.meta.url)),
  test: { name, sequence: { groupOrder }, maxWorkers: WORKERS },
});

export default defineConfig({
  test: {
    projects: [
      project('contracts', 'packages/contracts'),
      project('riot', 'packages/riot'),
      project('riot-sim', 'packages/riot-sim'),
      project('server', 'apps/server'),
      project('web', 'apps/web'),
      project('bench', 'bench'),
      project('tooling', 'tooling'),
      project('e2e', 'e2e', 2),
    ],
    sequence: { sequencer: SlowFirst },
  },
});
