import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { PROJECT_ROOT } from './workTreeCopy';

export { PROJECT_ROOT };

/** A running `npm start`: Vite's dev server with the sandbox, on a free port of 127.0.0.1. */
export interface DevServer {
  server: ViteDevServer;
  /** `http://127.0.0.1:<port>` */
  origin: string;
}

/**
 * Starts the dev server as `npm start` does, quietly, for browser tests of the staff tools: on the
 * project, or on a copy of it (`tests/e2e/workTreeCopy.ts`) that reaches the project's
 * `node_modules` through a link, with a Vite cache of its own.
 */
export async function startDevServer(root = PROJECT_ROOT): Promise<DevServer> {
  const modules = join(PROJECT_ROOT, 'node_modules');
  if (root !== PROJECT_ROOT) symlinkSync(modules, join(root, 'node_modules'));
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: {
      host: '127.0.0.1',
      port: 0,
      ...(root === PROJECT_ROOT ? {} : { fs: { allow: [root, modules] } }),
    },
    ...(root === PROJECT_ROOT ? {} : { cacheDir: join(root, '.vite-cache') }),
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}
