import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The product documents that once lived outside the repository, by name: what they said is now in
 * docs/ (product.md, style.md, architecture.md), so a citation of one points nowhere.
 */
const OUTSIDE_DOCUMENTS = ['SPEC', 'DESIGN', 'STYLE', 'STACK'];

const CITATION = new RegExp(`\\b(?:${OUTSIDE_DOCUMENTS.join('|')})\\.md\\b`, 'g');

/** A file of the repository, its path relative to the root with forward slashes. */
export interface TextFile {
  path: string;
  source: string;
}

export interface DocReference {
  file: string;
  line: number;
  cited: string;
}

/** Every citation of an outside document, with its file and line. */
export function findDocReferences(files: readonly TextFile[]): DocReference[] {
  const found: DocReference[] = [];
  for (const { path, source } of files) {
    source.split('\n').forEach((text, index) => {
      for (const match of text.matchAll(CITATION)) {
        found.push({ file: path, line: index + 1, cited: match[0] });
      }
    });
  }
  return found;
}

const run = promisify(execFile);

/**
 * The repository's files as git sees them, tracked or new, without what .gitignore leaves out
 * (node_modules, builds); a file listed but gone meanwhile is skipped, and so is a binary one.
 */
export async function readRepositoryFiles(root: string): Promise<TextFile[]> {
  const { stdout } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const paths = [...new Set(stdout.split('\0').filter((path) => path !== ''))];
  const files = await Promise.all(
    paths.map(async (path): Promise<TextFile | null> => {
      const bytes = await readFile(join(root, path)).catch(() => null);
      if (!bytes || bytes.includes(0)) return null;
      return { path, source: bytes.toString('utf8') };
    }),
  );
  return files.filter((file): file is TextFile => file !== null);
}
