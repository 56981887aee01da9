import { resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

/** The project root, where `npm start` runs. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

/** A running `npm start`: Vite's dev server with the sandbox, on a free port of 127.0.0.1. */
export interface DevServer {
  server: ViteDevServer;
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

/** Starts the dev server as `npm start` does, quietly, for browser tests of the staff tools. */
export async function startDevServer(): Promise<DevServer> {
  const server = await createServer({
    root: PROJECT_ROOT,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
