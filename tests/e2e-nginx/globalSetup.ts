import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestSandbox } from '../../sandbox/testServer.ts';
import { startNginx } from '../../scripts/lib/nginxServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** nginx's origin, e.g. `http://127.0.0.1:40123`. */
    nginxOrigin: string;
    /** The sub-path the app is served under, with both slashes: `/loan/`. */
    base: string;
    /** The build nginx serves (absolute path). */
    dist: string;
    /** `host:port` of the sandbox, nginx's upstream. */
    upstream: string;
    /** The site's telemetry log (`LOAN_TELEMETRY_LOG`): one JSON line per batch. */
    telemetryLog: string;
    /** nginx's folder: its config and every log it writes (the site's, the http block's, errors). */
    nginxPrefix: string;
  }
}

/**
 * Serves the sub-path build (`npm run build:nginx`, in `dist-nginx/`; `npm test` gives it the same
 * build the sub-path suite tested, `E2E_NGINX_DIST=dist-subpath`, built once) with Debian's nginx and
 * `deploy/nginx.conf`, its `<base>api/` proxied to the sandbox; builds nothing. `E2E_NGINX_DIST` and
 * `E2E_NGINX_BASE` test another build (e.g. `dist/` at `/`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../..');
  const dist = resolve(root, process.env.E2E_NGINX_DIST ?? 'dist-nginx');
  const base = process.env.E2E_NGINX_BASE ?? '/loan/';
  const index = resolve(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`${dist} has no build: run \`npm run build:nginx\` first`);
  if (!readFileSync(index, 'utf8').includes(`"${base}assets/`))
    throw new Error(`${dist} is not built for ${base}: run \`npm run build:nginx\``);
  const sandbox = await startTestSandbox();
  const upstream = new URL(sandbox.origin).host;
  const nginx = await startNginx({ root: dist, base, upstream }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  project.provide('baseURL', `${nginx.origin}${base.replace(/\/$/, '')}`);
  project.provide('nginxOrigin', nginx.origin);
  project.provide('base', base);
  project.provide('dist', dist);
  project.provide('upstream', upstream);
  project.provide('telemetryLog', nginx.telemetryLog);
  project.provide('nginxPrefix', nginx.prefix);
  return async () => {
    await nginx.stop();
    await sandbox.close();
  };
}
