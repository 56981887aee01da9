import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

/** The site template, `deploy/nginx.conf`. */
export const NGINX_SITE_TEMPLATE = resolve(import.meta.dirname, '../../deploy/nginx.conf');

/** Options of {@link renderNginxSite}: the `${LOAN_*}` variables of `deploy/nginx.conf`. */
export interface NginxSiteOptions {
  /** Port, or `address:port`, nginx listens on (`LOAN_LISTEN`). */
  listen: number | string;
  /** Host name(s) of the site (`LOAN_SERVER_NAME`). Default `_`, any host. */
  serverName?: string;
  /** Absolute path of the build (`LOAN_ROOT`), e.g. `/srv/loan/dist`. */
  root: string;
  /** The app's sub-path with both slashes (`LOAN_BASE`), as the build's `VITE_BASE`. Default `/loan/`. */
  base?: string;
  /** `host:port` of the API backend (`LOAN_UPSTREAM`); `<base>api/x` goes to its `/api/x`. */
  upstream: string;
  /**
   * Origins the app may frame (`LOAN_FRAME_SRC`), added to the CSP as `frame-src 'self' …`: agreement
   * pages on other hosts. Default none.
   */
  frameSrc?: string[];
  /**
   * Whether the nginx that loads the site has the Brotli module (Debian's
   * libnginx-mod-http-brotli-static), so the site sends the build's `.br` copies
   * (`LOAN_BROTLI_STATIC`: `brotli_static on;`, else a comment: without the module the directive
   * is unknown and nginx refuses the whole config). Default: whether Debian's module is installed here.
   */
  brotli?: boolean;
  /**
   * Absolute path of the telemetry log (`LOAN_TELEMETRY_LOG`): one JSON line per batch the app
   * sends to `<base>telemetry` (DESIGN §10). Default `/var/log/nginx/loan-telemetry.log`.
   */
  telemetryLog?: string;
  /**
   * Absolute path of the site's access log (`LOAN_ACCESS_LOG`): one JSON line per request, with the
   * route and never the query (the session) or the Referer. Default `/var/log/nginx/loan-access.log`.
   */
  accessLog?: string;
}

/** Where the telemetry log goes unless a site names its own (Debian's log folder). */
export const DEFAULT_TELEMETRY_LOG = '/var/log/nginx/loan-telemetry.log';

/** Where the site's access log goes unless a site names its own (Debian's log folder). */
export const DEFAULT_ACCESS_LOG = '/var/log/nginx/loan-access.log';

/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const BASE = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;
const UPSTREAM = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5}$/;
const LISTEN = /^(?:(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):)?\d{1,5}$/;
const SERVER_NAME = /^[A-Za-z0-9.*_~ -]+$/;
// CSP host sources: scheme, host (optionally `*.` for subdomains), optional port, no path.
const ORIGIN = /^https?:\/\/(?:\*\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?$/;
// Characters that would end or escape a directive if a path held them.
const UNSAFE_PATH = /[\s;{}"'$\\]/;

function fail(message: string): never {
  throw new Error(`nginx site: ${message}`);
}

/**
 * Fills `deploy/nginx.conf` (or `template`) with the site's values. Every value is checked before it
 * lands in the config, since a stray `;` or quote would change what nginx does; nginx's own variables
 * (`$uri`, `$host`, …) are left alone, and a `${LOAN_*}` the options do not know is an error.
 */
export function renderNginxSite(
  options: NginxSiteOptions,
  template: string = readFileSync(NGINX_SITE_TEMPLATE, 'utf8'),
): string {
  const listen = String(options.listen);
  const base = options.base ?? '/loan/';
  const root = options.root.replace(/\/+$/, '');
  const serverName = options.serverName ?? '_';
  const frameSrc = options.frameSrc ?? [];
  const telemetryLog = options.telemetryLog ?? DEFAULT_TELEMETRY_LOG;
  if (!LISTEN.test(listen)) fail(`listen "${listen}" is not a port or address:port`);
  if (!BASE.test(base)) fail(`base "${base}" must start and end with "/" (e.g. /loan/)`);
  if (!isAbsolute(root) || UNSAFE_PATH.test(root))
    fail(`root "${options.root}" must be an absolute plain path`);
  const accessLog = options.accessLog ?? DEFAULT_ACCESS_LOG;
  for (const [what, path] of [
    ['telemetry log', telemetryLog],
    ['access log', accessLog],
  ] as const)
    if (!isAbsolute(path) || UNSAFE_PATH.test(path)) fail(`${what} "${path}" must be an absolute plain path`);
  if (!UPSTREAM.test(options.upstream)) fail(`upstream "${options.upstream}" is not host:port`);
  if (!SERVER_NAME.test(serverName)) fail(`server name "${serverName}" has characters nginx would misread`);
  for (const origin of frameSrc)
    if (!ORIGIN.test(origin)) fail(`frame-src "${origin}" is not an origin like https://docs.example.ph`);
  const values: Record<string, string> = {
    LOAN_LISTEN: listen,
    LOAN_SERVER_NAME: serverName,
    LOAN_ROOT: root,
    LOAN_BASE: base,
    LOAN_UPSTREAM: options.upstream,
    LOAN_FRAME_SRC: frameSrc.join(' '),
    LOAN_TELEMETRY_LOG: telemetryLog,
    LOAN_ACCESS_LOG: accessLog,
    LOAN_BROTLI_STATIC:
      (options.brotli ?? existsSync(BROTLI_MODULE))
        ? 'brotli_static on;'
        : '# brotli_static: no Brotli module in this nginx, the .gz copies only',
  };
  return template.replace(
    /\$\{(LOAN_[A-Z_]+)\}/g,
    (_, name: string) => values[name] ?? fail(`unknown \${${name}}`),
  );
}
