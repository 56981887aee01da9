import { isAbsolute, resolve } from 'node:path';

/** The service's settings (DESIGN §13), from the environment. */
export interface StudioSettings {
  /** The project's repository: a git URL or a path. */
  remote: string;
  /** The published branch. */
  branch: string;
  /** Its own clone, the drafts' work trees and its state: a backup is a copy of this folder. */
  dir: string;
  /** The people file. */
  people: string;
  /** What the proxy in front sends as `X-Studio-Proxy-Secret`. */
  proxySecret: string;
  host: string;
  port: number;
  /** The path the service is served under, with a trailing slash. */
  base: string;
}

/** Reads the settings; a missing required one is an error naming it. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): StudioSettings {
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`studio:serve needs ${name} (DESIGN §13, docs/studio-service.md)`);
    return value;
  };
  const proxySecret = required('STUDIO_PROXY_SECRET');
  if (proxySecret.length < 16) throw new Error('STUDIO_PROXY_SECRET: 16 characters or more');
  const remote = required('STUDIO_REMOTE');
  const base = env.STUDIO_BASE ?? '/';
  if (!base.startsWith('/')) throw new Error(`STUDIO_BASE must start with "/": ${base}`);
  const port = Number(env.STUDIO_PORT ?? 5180);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`STUDIO_PORT: ${env.STUDIO_PORT}`);
  return {
    // A local path is made absolute: the clone runs git from its own folder.
    remote:
      /^[a-z][a-z0-9+.-]*:|^[^/]+@[^/]+:/i.test(remote) || isAbsolute(remote) ? remote : resolve(remote),
    branch: env.STUDIO_BRANCH ?? 'main',
    dir: resolve(required('STUDIO_DIR')),
    people: resolve(required('STUDIO_PEOPLE')),
    proxySecret,
    host: env.STUDIO_HOST ?? '127.0.0.1',
    port,
    base: base.endsWith('/') ? base : `${base}/`,
  };
}
