import { registerHooks } from 'node:module';

/**
 * Packages whose modules import each other by relative paths with their extensions, all ES
 * modules ("type": "module"), and whose package.json is large: drizzle-orm's is 179 KB, most of
 * it the `exports` of its 447 entry points.
 */
const QUICK_PACKAGES = ['/node_modules/drizzle-orm/'];

const isRelativeScript = (specifier: string) =>
  (specifier.startsWith('./') || specifier.startsWith('../')) && specifier.endsWith('.js');

/**
 * Resolves the relative imports inside QUICK_PACKAGES without Node's resolver. To learn each
 * module's format, Node 24 reads the module's package scope again for every module it resolves:
 * for drizzle-orm's few hundred modules, its whole package.json each time, about 150 MB of
 * objects that live until the module graph is loaded. Surviving V8's young-generation
 * collections, they grow the young generation to its largest, and it stays that size: about
 * 110 MB of the server's memory after start (docs/benchmarks.md). Such an import names a file
 * beside its importer, so its URL is the importer's joined with it, and its format the package's.
 * Registered by the entry points before they load the rest (main.ts, worker.ts).
 */
export function resolveLargePackagesQuickly(): void {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL;
      if (parent && isRelativeScript(specifier) && QUICK_PACKAGES.some((p) => parent.includes(p))) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
