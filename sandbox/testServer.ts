import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type SandboxOptions } from './server';

/** A sandbox on a real HTTP server on a free port, for tests. */
export interface RunningSandbox {
  /** Origin, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** Absolute URL of a path under the origin. */
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** Starts the sandbox middleware on port 0; requests outside it answer 418 so a test sees `next()` ran. */
export async function startTestSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = createSandbox({ loadValidator: null, logger: () => {}, ...options });
  const server: Server = createServer((req, res) =>
    sandbox(req, res, () => {
      res.writeHead(418, { 'Content-Type': 'text/plain' });
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
