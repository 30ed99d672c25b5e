import { resolveLargePackagesQuickly } from './platform/module-resolution.ts';

// Before the server's modules are loaded (platform/module-resolution.ts says why).
resolveLargePackagesQuickly();
const { runServer } = await import('./app/server-process.ts');
await runServer();
