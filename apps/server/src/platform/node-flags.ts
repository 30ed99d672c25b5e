/**
 * The Node flags every long-running server process starts with: package.json's `serve`, `dev`
 * and `worker` scripts, and the tests and benches that start those processes (node-flags.test.ts
 * keeps them in step).
 *
 * `--max-semi-space-size=16` caps V8's young generation at 16 MB a semi-space. Left to itself,
 * V8 grows it to its largest while the server starts, because most of what start-up allocates
 * (modules, Data Dragon, the demo seed) survives: about 45 MB more resident memory once started
 * and about 90 MB more after load, for no measured gain in requests a second or CPU a request
 * (docs/benchmarks.md, "memory once started").
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
