import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

/** `deploy/studio-nginx.conf`: the studio service behind nginx as the sign-on proxy. */
export const STUDIO_NGINX_TEMPLATE = resolve(import.meta.dirname, '../../deploy/studio-nginx.conf');

export interface StudioNginxOptions {
  listen: string | number;
  serverName?: string;
  /** host:port of the studio service. */
  upstream: string;
  /** Absolute path of the htpasswd file (user names are emails). */
  users: string;
  /** The service's `STUDIO_PROXY_SECRET`. */
  proxySecret: string;
}

const LISTEN = /^(?:(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):)?\d{1,5}$/;
const UPSTREAM = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5}$/;
const SERVER_NAME = /^[A-Za-z0-9.*_~ -]+$/;
// Nothing nginx would read as the end of a value, a variable or another directive.
const PLAIN = /^[A-Za-z0-9._~+/=-]+$/;

/** `deploy/studio-nginx.conf` filled in; a value nginx would misread is an error naming it. */
export function renderStudioNginxSite(
  options: StudioNginxOptions,
  template: string = readFileSync(STUDIO_NGINX_TEMPLATE, 'utf8'),
): string {
  const fail = (message: string): never => {
    throw new Error(`studio nginx site: ${message}`);
  };
  const listen = String(options.listen);
  const serverName = options.serverName ?? '_';
  if (!LISTEN.test(listen)) fail(`listen "${listen}" is not a port or address:port`);
  if (!SERVER_NAME.test(serverName)) fail(`server name "${serverName}" has characters nginx would misread`);
  if (!UPSTREAM.test(options.upstream)) fail(`upstream "${options.upstream}" is not host:port`);
  if (!isAbsolute(options.users) || !PLAIN.test(options.users))
    fail(`users "${options.users}" must be an absolute plain path`);
  if (options.proxySecret.length < 16 || !PLAIN.test(options.proxySecret))
    fail('the proxy secret: 16 or more of letters, digits and ._~+/=-');
  const values: Record<string, string> = {
    STUDIO_LISTEN: listen,
    STUDIO_SERVER_NAME: serverName,
    STUDIO_UPSTREAM: options.upstream,
    STUDIO_USERS: options.users,
    STUDIO_PROXY_SECRET: options.proxySecret,
  };
  return template.replace(
    /\$\{(STUDIO_[A-Z_]+)\}/g,
    (_, name: string) => values[name] ?? fail(`unknown \${${name}}`),
  );
}
