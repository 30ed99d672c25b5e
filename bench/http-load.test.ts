import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpLoad } from './support.ts';

const BODY = Buffer.alloc(20 * 1024, 0xc3);

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server answering 20 KB of binary at /ok and 404 elsewhere, counting its connections. */
async function start() {
  const connections = { opened: 0 };
  const requests = { ok: 0 };
  server = createServer((req, res) => {
    if (req.url === '/ok') {
      requests.ok++;
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': BODY.length }).end(BODY);
      return;
    }
    res.writeHead(404).end();
  });
  server.on('connection', () => connections.opened++);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, connections, requests };
}

describe('httpLoad', () => {
  it('counts 2xx answers over keep-alive connections, no more of them than asked', {
    timeout: 20_000,
  }, async () => {
    const { base, connections, requests } = await start();
    const load = await httpLoad(`${base}/ok`, { connections: 3, seconds: 1, warmupSeconds: 0.5 });
    expect(load.rps).toBeGreaterThan(0);
    expect(load.non2xx).toBe(0);
    expect(load.errors).toBe(0);
    expect(load.p50).toBeLessThanOrEqual(load.p99);
    // Warm-up answers are served but not counted.
    expect(requests.ok).toBeGreaterThan(load.rps);
    expect(connections.opened).toBeLessThanOrEqual(3);
  });

  it('counts other statuses apart from the throughput', { timeout: 20_000 }, async () => {
    const { base } = await start();
    const load = await httpLoad(`${base}/missing`, {
      connections: 2,
      seconds: 0.5,
      warmupSeconds: 0,
    });
    expect(load.rps).toBe(0);
    expect(load.non2xx).toBeGreaterThan(0);
  });

  it('counts refused connections as errors', { timeout: 20_000 }, async () => {
    const { base } = await start();
    server?.close();
    server = undefined;
    const load = await httpLoad(`${base}/ok`, { connections: 2, seconds: 0.5, warmupSeconds: 0 });
    expect(load.rps).toBe(0);
    expect(load.errors).toBeGreaterThan(0);
  });
});
