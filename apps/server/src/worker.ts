import { resolveLargePackagesQuickly } from './platform/module-resolution.ts';

// Before the worker's modules are loaded (platform/module-resolution.ts says why).
resolveLargePackagesQuickly();
const { runWorker } = await import('./app/worker-process.ts');
await runWorker();
