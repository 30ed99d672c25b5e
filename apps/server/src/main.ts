import { resolveLargePackagesQuickly } from './platform/module-resolution.ts';

// Before the server's modules are loaded (platform/module-resolution.ts says why).
resolveLargePackagesQuickly();
// React renders the site's pages with its production build unless told otherwise.
process.env.NODE_ENV ??= 'production';
const { runServer } = await import('./app/server-process.ts');
await runServer();
