import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml)$/;

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so that the server sends them
 * precompressed at the best ratio instead of compressing each response.
 */
function precompress(): Plugin {
  return {
    name: 'riftscope-precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const entries = await readdir(dir, { recursive: true });
      for (const entry of entries) {
        if (!COMPRESSIBLE.test(entry)) continue;
        const path = join(dir, entry);
        const data = await readFile(path);
        if (data.length < 1024) continue;
        await writeFile(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

// `vite dev` serves the web app alone, so API calls and uploads go to the local server.
const serverOrigin = 'http://127.0.0.1:8080';

/**
 * The server's renderer (src/entry-server.tsx), built after the browser's app into `dist/ssr/`,
 * which the server imports at start and never serves. React, React Router, TanStack Query and
 * i18next stay the repository's packages; the contracts, TypeScript source, are bundled in.
 */
const ssrBuild: UserConfig = {
  plugins: [react()],
  envDir: '../..',
  publicDir: false,
  ssr: { noExternal: ['@riftscope/contracts'] },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    // The texts are read from the bundle itself; nothing of the server's build is downloaded.
    ssrEmitAssets: false,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        // React's plugin compiles JSX and gives `vite dev` Fast Refresh.
        plugins: [react(), tailwindcss(), precompress()],
        // One .env for the repository; only VITE_* variables reach the browser.
        envDir: '../..',
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // Every browser the site supports reads <link rel="modulepreload"> itself (Chrome 66,
          // Safari 17, Firefox 115): the polyfill would only cost the first page's bytes.
          modulePreload: { polyfill: false },
          // Texts are fetched as files (lib/i18n.ts), never inlined into the code as data URLs.
          assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
          rolldownOptions: {
            output: {
              // Everything the entry imports statically is one file: the lazy screens share parts of
              // it, and left alone the bundler cuts it into dozens of small chunks, each with its own
              // import overhead and request.
              // Recharts is shared by the timeline tab and the admin dashboard: one lazy chunk with
              // a name of its own, whichever screen loads it first. The chart theme stays out of it,
              // as the summoner page's hand-drawn LP graph uses the theme without Recharts.
              codeSplitting: {
                groups: [
                  { name: 'app', tags: ['$initial'] },
                  { name: 'charts', test: /[\\/]node_modules[\\/]recharts[\\/]/ },
                  // What lazy screens share, in one chunk per set of screens using it, those under
                  // 300 bytes merged into a neighbour. At 2 KB the home route loaded 2.5 KB of other
                  // screens' code (the favourites' queries, the tier emblems) merged into what it
                  // needs, and at 1 KB 1.8 KB (the scouting strips of multi-search and the player
                  // page), which React's budget (150 KB, ADR 0014) has no room for once the app
                  // hydrates the server's pages (ADR 0015). At 300 bytes the home route loads only
                  // its own code: 148.9 KB against 150.7 KB at 1 KB, for 84 script files in all
                  // instead of 76.
                  {
                    name: 'screens',
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 300,
                  },
                ],
              },
              // A shared chunk's name lists the screens that share it ("screens~item-page~items-page~…",
              // up to a hundred characters), and the first chunk lists every lazy screen's chunks to
              // preload them: the screens' names cost the home route 0.5 KB of its budget, while a
              // hash alone names each file as surely.
              chunkFileNames: (chunk) =>
                chunk.name.startsWith('screens~')
                  ? 'assets/screens-[hash].js'
                  : 'assets/[name]-[hash].js',
            },
          },
        },
        server: {
          proxy: {
            '/api': serverOrigin,
            '/storage': serverOrigin,
            '/sitemap.xml': serverOrigin,
            '/robots.txt': serverOrigin,
          },
        },
      },
);
