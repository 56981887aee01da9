import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { CONTENT_SECURITY_POLICY } from './csp';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built `dist/` with the sandbox API on one origin, under the production CSP. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const root = resolve(import.meta.dirname, '../..');
  // E2E_DIST lets several builds be tested side by side (`vite build --outDir /tmp/x`).
  const outDir = resolve(root, process.env.E2E_DIST ?? 'dist');
  // E2E_BASE serves a build made for a base path (`VITE_BASE=/loan/`) under that path.
  const base = process.env.E2E_BASE ?? '/';
  if (!existsSync(resolve(outDir, 'index.html'))) {
    throw new Error(`${outDir} has no build: run \`npm run build\` before the browser tests`);
  }
  const server = await preview({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'warn',
    base,
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY },
    },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  project.provide('baseURL', `http://127.0.0.1:${address.port}${base.replace(/\/$/, '')}`);
  return async () => {
    await server.close();
  };
}
