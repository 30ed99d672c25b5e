import type { TestProject } from 'vitest/node';
import { createDdragonOverlay } from './ddragon-overlay.ts';
import { CHROMIUM_CANDIDATES, findChromium, ROOT_DIR, startSite } from './site-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

/** What the browser tests learn from the global setup. */
export interface E2eContext {
  /** The Chromium binary, or null when there is none: every browser test is then skipped. */
  chromiumPath: string | null;
  /** Where the real server answers, e.g. http://127.0.0.1:41234; empty without Chromium. */
  baseUrl: string;
  /** The admin account created on the server's first start. */
  admin: { email: string; password: string };
  /** The repository root; screenshots go to test-results/screenshots under it. */
  rootDir: string;
  /**
   * Russian name by English name of the champions the site's ru_RU champion.json renames (see
   * ddragon-overlay.ts); the others are English in every language.
   */
  russianChampionNames: Record<string, string>;
}

const ADMIN = { email: 'admin@e2e.riftscope.test', password: 'e2e-admin-password' };
/**
 * Where the site's image proxy would fetch missing art: a loopback port nobody listens on, so
 * that every game image is the server's placeholder on any machine, online or not.
 */
const OFFLINE_CDN_URL = 'http://127.0.0.1:9';

/**
 * Builds the web app and starts the real server (PGlite in a fresh data folder, the Riot
 * simulator in-process, demo news seeded on first start, Data Dragon with a Russian champion
 * file, no CDN) on a free port, once for the run.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  const context: E2eContext = {
    chromiumPath,
    baseUrl: '',
    admin: ADMIN,
    rootDir: ROOT_DIR,
    russianChampionNames: {},
  };
  if (chromiumPath === null) {
    const looked = process.env.CHROMIUM_PATH?.trim()
      ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable`
      : `none of ${CHROMIUM_CANDIDATES.join(', ')} exists and CHROMIUM_PATH is not set`;
    process.stderr.write(
      `e2e: no Chromium (${looked}); the browser tests are skipped. ` +
        'Install it with `apt-get install chromium`.\n',
    );
    project.provide('e2e', context);
    return;
  }

  const ddragon = await createDdragonOverlay();
  try {
    const site = await startSite({
      logName: 'e2e-server.log',
      admin: ADMIN,
      env: { DDRAGON_DIR: ddragon.dir, DDRAGON_CDN_URL: OFFLINE_CDN_URL },
    });
    project.provide('e2e', {
      ...context,
      baseUrl: site.baseUrl,
      russianChampionNames: ddragon.russianNames,
    });
    return async () => {
      await site.stop();
      await ddragon.remove();
    };
  } catch (err) {
    await ddragon.remove();
    throw err;
  }
}
