import { join, resolve } from 'node:path';
import { createServer } from 'vite';

/**
 * One preview server of the studio service: Vite's dev server on a draft's work tree (or the
 * published clone), under the draft's base, with the project's own config (the app, its sandbox API
 * and the studio page on that tree). Started by previewServers.ts as a process of its own, so each
 * tree's brand, module graph and memory are its own; it tells its port on its first line of output.
 */
const root = process.env.PREVIEW_ROOT;
const base = process.env.PREVIEW_BASE;
const cacheDir = process.env.PREVIEW_CACHE;
if (!root || !base || !cacheDir)
  throw new Error('previewChild: PREVIEW_ROOT, PREVIEW_BASE and PREVIEW_CACHE');

const modules = resolve(import.meta.dirname, '../../node_modules');
const server = await createServer({
  configFile: join(root, 'vite.config.ts'),
  root,
  base,
  cacheDir,
  clearScreen: false,
  logLevel: 'warn',
  server: {
    host: '127.0.0.1',
    port: 0,
    strictPort: false,
    // The tree's files and the service's node_modules, which the tree reaches through a link.
    fs: { allow: [root, modules, cacheDir] },
    // The service's proxy is the only way in; it checks the person first.
    allowedHosts: true,
  },
});
await server.listen();
const address = server.httpServer?.address();
if (!address || typeof address === 'string') throw new Error('previewChild: no port');
process.stdout.write(`ready ${address.port}\n`);

const stop = () => {
  server.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The service went away: so does its preview.
process.on('disconnect', stop);
