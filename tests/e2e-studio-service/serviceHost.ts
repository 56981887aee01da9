import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from '../../scripts/lib/freePort.ts';
import { type RunningNginx, startNginxSite } from '../../scripts/lib/nginxServer.ts';
import { renderStudioNginxSite } from '../../scripts/lib/studioNginxSite.ts';
import { type StudioService, startStudioService } from '../../studio/service/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The people of the test: two editors and an approver who edits too, and a reader with no role. */
export const PEOPLE = {
  a: { email: 'a@lender.ph', roles: ['editor'] },
  b: { email: 'b@lender.ph', roles: ['editor'] },
  c: { email: 'c@lender.ph', roles: ['editor', 'approver'] },
  v: { email: 'v@lender.ph', roles: [] },
} as const;
export type Who = keyof typeof PEOPLE;
export const PASSWORD = 'studio-test-password';
export const PROXY_SECRET = 'test-proxy-secret-0123456789';

/** A studio service behind nginx as the sign-on proxy, with a bare repository as its remote. */
export interface ServiceHost {
  /** nginx's origin: what a browser opens. */
  origin: string;
  /** The service's own address (behind nginx): for requests that skip the proxy. */
  direct: string;
  /** The bare repository the service publishes to. */
  remote: string;
  /** STUDIO_DIR */
  dir: string;
  nginx: RunningNginx;
  /** Stops the service (its drafts stay in `dir`) and starts it again on the same folder and port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'core.hooksPath=/dev/null', ...args], { cwd, encoding: 'utf8' });

/**
 * The project as its work tree is (tracked and new files, not ignored ones) as one commit of a
 * bare repository: what the service clones and publishes to.
 */
function seedRemote(into: string): string {
  const seed = join(into, 'seed');
  mkdirSync(seed);
  const files = git(ROOT, 'ls-files', '-co', '--exclude-standard', '-z').split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(seed, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(seed, file));
    } catch {
      // A file deleted in the work tree but still tracked.
    }
  }
  git(seed, 'init', '-q', '-b', 'main');
  git(seed, 'add', '-A');
  git(
    seed,
    '-c',
    'user.name=Engineer',
    '-c',
    'user.email=engineer@lender.ph',
    'commit',
    '-qm',
    'The project',
  );
  const remote = join(into, 'remote.git');
  git(into, 'clone', '-q', '--bare', seed, remote);
  rmSync(seed, { recursive: true, force: true });
  return remote;
}

/** Editors besides the test's people, `e1@lender.ph`…: the bench's team of ten. */
export const editorEmail = (n: number) => `e${n}@lender.ph`;

export async function startServiceHost(options: { editors?: number } = {}): Promise<ServiceHost> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-service-'));
  const remote = seedRemote(dir);
  const people = join(dir, 'people.json');
  const everyone = [
    ...Object.values(PEOPLE).map(({ email, roles }) => ({ email, roles: [...roles] })),
    ...Array.from({ length: options.editors ?? 0 }, (_, n) => ({
      email: editorEmail(n + 1),
      roles: ['editor'],
    })),
  ];
  writeFileSync(people, JSON.stringify({ people: everyone }));
  const users = join(dir, 'users.htpasswd');
  // nginx's plain scheme: test passwords only (docs/studio-service.md makes real ones with openssl).
  writeFileSync(users, everyone.map(({ email }) => `${email}:{PLAIN}${PASSWORD}\n`).join(''));
  const port = await freePort();
  const settings = {
    remote,
    branch: 'main',
    dir: join(dir, 'studio'),
    people,
    proxySecret: PROXY_SECRET,
    host: '127.0.0.1',
    port,
    base: '/',
  };
  let service: StudioService = await startStudioService(settings);
  const nginx = await startNginxSite((listen) =>
    renderStudioNginxSite({ listen, upstream: `127.0.0.1:${port}`, users, proxySecret: PROXY_SECRET }),
  );
  return {
    origin: nginx.origin,
    direct: `http://127.0.0.1:${port}`,
    remote,
    dir,
    nginx,
    async restart() {
      await service.close();
      service = await startStudioService(settings);
    },
    async stop() {
      await service.close();
      await nginx.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
