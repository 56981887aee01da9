import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { sandboxPlugin } from '../../sandbox/vitePlugin.ts';
import { precompressPlugin } from '../precompressPlugin.ts';

const ROOT = resolve(import.meta.dirname, 'handwritten');
const OUT = '/tmp/loan-bench-hand';

/**
 * Builds the bench-only hand-written order-details page (production, with the sandbox API like the
 * app's preview) and serves it; returns its base URL and how to stop it. Never part of `dist/`.
 */
export async function serveHandwritten(): Promise<{ base: string; close: () => Promise<void> }> {
  const config = {
    root: ROOT,
    configFile: false as const,
    logLevel: 'warn' as const,
    // Served as the app is: its files precompressed (the same plugin), so neither page pays for
    // compressing per request and the comparison is of the pages.
    plugins: [react(), sandboxPlugin(), precompressPlugin()],
    build: { outDir: OUT, emptyOutDir: true, target: 'es2020' },
  };
  await build(config);
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0 } });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { base: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}
