import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';
import { BROTLI_MODULE, type NginxSiteOptions, renderNginxSite } from './nginxSite.ts';

/** Options of {@link startNginx}: the site's, without `listen` (a free port is picked). */
export type StartNginxOptions = Omit<NginxSiteOptions, 'listen'>;

/** An nginx serving `deploy/nginx.conf` from its own temporary prefix. */
export interface RunningNginx {
  /** Origin, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /**
   * The temporary prefix: `nginx.conf`, `loan.conf` (the rendered site), `error.log`, `access.log`
   * (the http block's, which the site's own replaces), `loan-access.log` (the site's), `telemetry.log`.
   */
  prefix: string;
  /** The site's telemetry log (`LOAN_TELEMETRY_LOG`), in the prefix. */
  telemetryLog: string;
  /** Stops nginx (graceful, then killed after 5 s) and removes the prefix. */
  stop: () => Promise<void>;
}

/** Debian's nginx; `NGINX_PATH` overrides it. */
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const mimeTypes = '/etc/nginx/mime.types';

/**
 * The main config around the site: everything nginx would otherwise write under /var (pid, logs,
 * temp files) lives in `prefix`, so no root is needed; as root the workers stay root too, since
 * `nobody` could not write the 0700 temp folder (an upload larger than a memory buffer goes there).
 */
function mainConf(prefix: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  return [
    // Debian's libnginx-mod-http-brotli-static: the site sends the build's `.br` files (`brotli_static`).
    `load_module ${BROTLI_MODULE};`,
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    `  access_log ${join(prefix, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${join(prefix, 'loan.conf')};`,
    '}',
    '',
  ].join('\n');
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(`${origin}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on ${origin} within 10 s:\n${output()}`);
}

/**
 * Starts Debian's nginx in the foreground (`-g 'daemon off;'`) on a free port of 127.0.0.1, with
 * `deploy/nginx.conf` rendered for `options` and a prefix of its own under the system temp folder.
 */
export function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  return startNginxSite((listen, prefix) =>
    renderNginxSite({
      telemetryLog: join(prefix, 'telemetry.log'),
      accessLog: join(prefix, 'loan-access.log'),
      ...options,
      listen,
      brotli: true,
    }),
  );
}

/**
 * Starts Debian's nginx as {@link startNginx} does, with the site `render` writes for the address
 * it listens on (`127.0.0.1:<port>`) and the temporary prefix (for its logs).
 */
export async function startNginxSite(
  render: (listen: string, prefix: string) => string,
): Promise<RunningNginx> {
  if (!existsSync(nginxPath))
    throw new Error(`${nginxPath} not found: install Debian's nginx (apt-get install nginx; .ci/run does)`);
  if (!existsSync(BROTLI_MODULE))
    throw new Error(
      `${BROTLI_MODULE} not found: install Debian's libnginx-mod-http-brotli-static (.ci/run does)`,
    );
  const prefix = mkdtempSync(join(tmpdir(), 'loan-nginx-'));
  mkdirSync(join(prefix, 'temp'));
  writeFileSync(join(prefix, 'nginx.conf'), mainConf(prefix));
  const errorLog = () => {
    const path = join(prefix, 'error.log');
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  };
  // A port picked free can be taken before nginx binds it: try another a few times.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    writeFileSync(join(prefix, 'loan.conf'), render(`127.0.0.1:${port}`, prefix));
    const child = spawn(nginxPath, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.resume();
    const origin = `http://127.0.0.1:${port}`;
    try {
      await waitUntilServing(origin, child, () => `${stderr}${errorLog()}`);
    } catch (error) {
      child.kill('SIGKILL');
      await exited(child);
      if (attempt < 3 && /Address already in use/.test(`${stderr}${errorLog()}`)) continue;
      rmSync(prefix, { recursive: true, force: true });
      throw error;
    }
    // nginx outlives a parent that exits without stop() (an interrupted test run): take it along.
    const orphaned = () => child.kill('SIGKILL');
    process.once('exit', orphaned);
    return {
      origin,
      prefix,
      telemetryLog: join(prefix, 'telemetry.log'),
      async stop() {
        process.off('exit', orphaned);
        // SIGQUIT: finish the requests in flight, then exit.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited(child);
        clearTimeout(timer);
        rmSync(prefix, { recursive: true, force: true });
      },
    };
  }
}
