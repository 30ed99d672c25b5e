import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes over a fresh connection and reads until the server closes it. */
function rawExchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

describe('limits Node enforces before any route runs', () => {
  let port: number;
  // A short request timeout, so that the test waits one second for the 408, not two minutes.
  const t = useTestApp(TEST_DATABASES[0] as (typeof TEST_DATABASES)[number], {
    env: { REQUEST_TIMEOUT_SECONDS: '1' },
  });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });

  const expectSecurityHeaders = (answer: RawAnswer) => {
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['content-type']).toContain('application/json');
  };

  it('answers headers over the limit with 431, security headers and the error body', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expectSecurityHeaders(answer);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request headers are too large' });
  });

  it('cuts off a body that does not arrive in time with 408, security headers and the error body', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/analytics/pageview HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"path":',
    );
    expect(answer.status).toBe(408);
    expectSecurityHeaders(answer);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request took too long to arrive' });
  });

  it('answers a request that is not HTTP with 400 in the same format', async () => {
    const answer = await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Malformed request' });
  });

  it('still answers a complete request on the same server', async () => {
    const answer = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
