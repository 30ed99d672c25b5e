import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';

/**
 * What Node's HTTP parser refuses before any route runs, and the message we send for it. Node
 * hands these to the server's `clientError` listener instead of answering itself, so they can
 * carry the same security headers and error body as every other answer.
 */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
};

/**
 * Fastify's `clientErrorHandler`: writes a `{ message }` answer with `headers` straight to the
 * socket, then closes it. A socket whose answer has started cannot take another one; it is only
 * closed.
 */
export function clientErrorHandler(headers: Readonly<Record<string, string>>) {
  return function onClientError(this: FastifyInstance, err: ConnectionError, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = CLIENT_ERRORS[err.code] ?? [400, 'Malformed request'];
    this.log.info({ status, code: err.code }, message);
    // Node keeps the answer in progress on the socket; its headers may already be out.
    const answer = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || answer?.headersSent) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ message });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  };
}
