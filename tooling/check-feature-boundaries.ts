/**
 * Fails when a web feature imports another feature or app/, or when shared/ or lib/ import
 * either (docs/style.md, "Web: feature folders"). Run by `npm run lint`.
 */
import { fileURLToPath } from 'node:url';
import { findBoundaryViolations, readSourceTree } from '../apps/web/src/test/feature-boundaries.ts';

const srcDir = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
const violations = findBoundaryViolations(await readSourceTree(srcDir));

for (const { file, specifier, reason } of violations) {
  process.stderr.write(`apps/web/src/${file}: '${specifier}': ${reason}\n`);
}
if (violations.length > 0) {
  process.stderr.write(`${violations.length} import(s) cross a feature boundary\n`);
  process.exitCode = 1;
}
