/**
 * Fails when a script is over 600 lines or a function outside React components is over 80
 * (docs/style.md, "Habits"). Run by `npm run lint`.
 */
import { fileURLToPath } from 'node:url';
import { measureSources } from './sizes/function-spans.ts';
import { checkSizes } from './sizes/size-rules.ts';
import { readCheckedSources } from './sizes/source-tree.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const report = checkSizes(measureSources(await readCheckedSources(root)));

for (const { key, line, message } of report.violations) {
  const [path] = key.split(': ');
  process.stderr.write(`${path}:${line}: ${message}\n`);
}
if (report.violations.length > 0) {
  process.stderr.write(`${report.violations.length} file(s) or function(s) over the size limits\n`);
  process.exitCode = 1;
}
