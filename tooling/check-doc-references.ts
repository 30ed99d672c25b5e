/**
 * Fails when a file cites a product document that is not in the repository; the product, its
 * design and the house style are in docs/ (docs/style.md, Comments). Run by `npm run lint`.
 */
import { fileURLToPath } from 'node:url';
import { findDocReferences, readRepositoryFiles } from './doc-references.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const references = findDocReferences(await readRepositoryFiles(root));

for (const { file, line, cited } of references) {
  process.stderr.write(
    `${file}:${line}: cites ${cited}, which is not in the repository; cite docs/\n`,
  );
}
if (references.length > 0) {
  process.stderr.write(`${references.length} citation(s) of documents outside the repository\n`);
  process.exitCode = 1;
}
