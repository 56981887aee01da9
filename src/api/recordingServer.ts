import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support, not shipped: a real local HTTP server that records every request as
 * it arrived on the wire and answers with whatever the test queued, so client tests
 * prove the wire format rather than a mocked axios.
 */

/** One request as the server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v3/x?sessionId=s`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** How the server answers one request: a body (JSON-encoded unless `raw`), or never. */
export type Reply = { status?: number; json: unknown } | { status?: number; raw: string } | 'hang';

/** A running recording server. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** The answer to every next request until changed. */
  reply(next: Reply): void;
  close(): Promise<void>;
}

/** The answer a server gives before a test queues one: a common success. */
export const DEFAULT_REPLY: Reply = { json: { code: 0, data: {}, message: '' } };

/** Starts a recording server on a free port. */
export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let current: Reply = DEFAULT_REPLY;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const reply = current;
      if (reply === 'hang') return;
      const text = 'raw' in reply ? reply.raw : JSON.stringify(reply.json);
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      current = next;
    },
    close() {
      // Hanging requests keep their sockets open; drop them so close() returns.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL on which nothing listens: a port that was free a moment ago. */
export async function deadServerUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

/** The query of a recorded URL as a plain object. */
export function queryOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URL(request.url, 'http://x').searchParams);
}

/** The form-encoded body of a recorded request as a plain object. */
export function formOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
}
