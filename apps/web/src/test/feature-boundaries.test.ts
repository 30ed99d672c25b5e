// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findBoundaryViolations, readSourceTree } from './feature-boundaries.ts';

const file = (path: string, ...imports: string[]) => ({
  path,
  source: imports.map((line) => `${line}\n`).join(''),
});

describe('feature boundaries', () => {
  it('reports a feature importing another feature by a relative path', () => {
    const violations = findBoundaryViolations([
      file('features/summoner/summoner-page.tsx', "import { Search } from '../home/search.tsx';"),
      file(
        'features/summoner/components/card.tsx',
        "import { useThing } from '../../../features/auth/thing.ts';",
      ),
    ]);
    expect(violations.map((v) => [v.file, v.specifier])).toEqual([
      ['features/summoner/summoner-page.tsx', '../home/search.tsx'],
      ['features/summoner/components/card.tsx', '../../../features/auth/thing.ts'],
    ]);
  });

  it('reports re-exports, type imports, dynamic imports and module mocks too', () => {
    const violations = findBoundaryViolations([
      file(
        'features/profile/page.test.tsx',
        "export { x } from '../favorites/x.ts';",
        "import type { Y } from '../auth/y.ts';",
        "const Z = lazy(() => import('../news/z.tsx'));",
        "vi.mock('../live/w.ts', () => ({}));",
      ),
    ]);
    expect(violations.map((v) => v.specifier)).toEqual([
      '../favorites/x.ts',
      '../auth/y.ts',
      '../news/z.tsx',
      '../live/w.ts',
    ]);
  });

  it('reports a feature importing app/, and shared/ or lib/ importing a feature or app/', () => {
    const violations = findBoundaryViolations([
      file('features/admin/layout.tsx', "import { Header } from '../../app/layout/header.tsx';"),
      file('shared/ui/card.tsx', "import { a } from '../../features/home/a.ts';"),
      file('lib/thing.ts', "import { b } from '../app/b.ts';"),
    ]);
    expect(violations.map((v) => v.file)).toEqual([
      'features/admin/layout.tsx',
      'shared/ui/card.tsx',
      'lib/thing.ts',
    ]);
  });

  it('allows a feature its own folders, shared/, lib/, test helpers and packages', () => {
    const violations = findBoundaryViolations([
      file(
        'features/admin/users/page.test.tsx',
        "import { adminKeys } from '../api/admin-api.ts';",
        "import { Button } from '../../../shared/ui/button.tsx';",
        "import { call } from '../../../lib/api-client.ts';",
        "import { renderRoutes } from '../../../test/render.tsx';",
        "import { useQuery } from '@tanstack/react-query';",
        "import { ME } from '../test/admin-fixtures.ts';",
      ),
    ]);
    expect(violations).toEqual([]);
  });

  it('finds no crossing import in the app', async () => {
    const srcDir = fileURLToPath(new URL('..', import.meta.url));
    const files = await readSourceTree(srcDir);
    expect(files.some((f) => f.path.startsWith('features/summoner/'))).toBe(true);
    expect(findBoundaryViolations(files)).toEqual([]);
  });
});
