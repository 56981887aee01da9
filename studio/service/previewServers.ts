import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** A preview server left unused this long stops (it starts again on the next request, in seconds). */
const IDLE_MS = 15 * 60 * 1000;
/** At most this many run at once: the least recently used stops for a new one. */
const MOST = 16;

interface Running {
  child: ChildProcess;
  port: Promise<number>;
  used: number;
}

/** Settings every preview server gets, besides its tree and base. */
export interface PreviewOptions {
  /** The service's base, for the studio page's calls to it (`VITE_STUDIO_SERVICE`). */
  serviceBase: string;
  /** Where the preview servers' Vite caches go. */
  cacheDir: string;
  /** The published branch as a ref, which a draft's change review compares with. */
  publishedRef: string;
}

/**
 * The preview servers of the service, one process per tree (the published clone, each draft's work
 * tree), started on first use and stopped when idle. Only the service talks to them, on 127.0.0.1.
 */
export class PreviewServers {
  readonly #running = new Map<string, Running>();
  readonly #options: PreviewOptions;

  constructor(options: PreviewOptions) {
    this.#options = options;
    setInterval(() => this.#stopIdle(), 60_000).unref();
  }

  /** The port of the preview server of `key` (a draft id, or `""` for the published tree). */
  port(key: string, root: string, base: string): Promise<number> {
    const found = this.#running.get(key);
    if (found && found.child.exitCode === null && !found.child.killed) {
      found.used = Date.now();
      return found.port;
    }
    if (this.#running.size >= MOST) this.#stopLeastUsed();
    const started = this.#start(key, root, base);
    this.#running.set(key, started);
    return started.port;
  }

  #start(key: string, root: string, base: string): Running {
    // Each tree's own: Vite's pre-bundled dependencies are keyed by the config's root too, so a
    // draft's server cannot take another tree's (copying the published one's, as this once did,
    // only made Vite bundle them again over the copy).
    const cache = join(this.#options.cacheDir, key || 'published');
    mkdirSync(cache, { recursive: true });
    const child = spawn(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), resolve(import.meta.dirname, 'previewChild.ts')],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        env: {
          ...previewEnvironment(),
          PREVIEW_ROOT: root,
          PREVIEW_BASE: base,
          PREVIEW_CACHE: cache,
          VITE_STUDIO_SERVICE: this.#options.serviceBase,
          VITE_STUDIO_DRAFT: key,
          STUDIO_REVIEW_BASE: this.#options.publishedRef,
          // Every file the service writes was checked first: the preview reloads without checking again.
          LOAN_SCREENS_CHECKED: '1',
        },
      },
    );
    const port = new Promise<number>((done, fail) => {
      const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
      lines.on('line', (line) => {
        const match = /^ready (\d+)$/.exec(line);
        if (match) done(Number(match[1]));
        else process.stdout.write(`[preview ${key || 'published'}] ${line}\n`);
      });
      child.once('exit', (code) => {
        this.#running.delete(key);
        fail(new Error(`the preview server of ${key || 'the published branch'} stopped (exit ${code})`));
      });
    });
    port.catch(() => undefined);
    return { child, port, used: Date.now() };
  }

  /** Stops the preview server of `key` (a published draft's tree is gone); resolves once it has exited. */
  stop(key: string): Promise<void> {
    const running = this.#running.get(key);
    this.#running.delete(key);
    if (!running || running.child.exitCode !== null) return Promise.resolve();
    return new Promise((done) => {
      const kill = setTimeout(() => running.child.kill('SIGKILL'), 5000);
      running.child.once('exit', () => {
        clearTimeout(kill);
        done();
      });
      running.child.kill('SIGTERM');
    });
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.#running.keys()].map((key) => this.stop(key)));
  }

  #stopIdle(): void {
    const now = Date.now();
    for (const [key, running] of this.#running) if (now - running.used > IDLE_MS) void this.stop(key);
  }

  #stopLeastUsed(): void {
    const [oldest] = [...this.#running.entries()].sort(([, a], [, b]) => a.used - b.used);
    if (oldest) void this.stop(oldest[0]);
  }
}

/**
 * What a preview server inherits of the service's environment: never the service's secret, and
 * never an API base (`VITE_API_BASE`): previews call the sandbox in their own server, not the
 * lender's API.
 */
function previewEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!name.startsWith('STUDIO_') && !name.startsWith('VITE_') && name !== 'BRAND') env[name] = value;
  return env;
}
