import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * `npm test`, what `.ci/run` runs: every check, in order, stopping at the first that fails, with
 * each stage's time as it ends and all of them at the end, so a run's log says where its time went.
 * `npm test -- <stage>` starts at that stage's group (after a fix, the stages before it passed).
 *
 * A group's stages run at once, their output printed whole as each ends, where one alone would leave
 * a core idle: the static checks, each a single thread for most of its time; the three builds (each
 * into a folder of its own, byte for byte what it builds alone); the studio's and the review's
 * browser tests (the review clones the repository's commits, not the work tree the studio's test
 * edits); the two browser suites of the base-path build, nginx's mostly waiting on its timings. The
 * unit tests and the app's browser tests use both cores alone. The studio service's test copies the
 * work tree, so it never runs beside the studio's, which edits a screen file in place.
 */

type Stage = string | { script: string; args?: string[]; env?: Record<string, string> };

const STAGES: Array<Stage | Stage[]> = [
  'lint',
  ['check:compat', 'check:css', 'typecheck', 'check:layers'],
  ['check:gen', 'check:fixtures', 'check:screens', 'check:locales'],
  'unit',
  ['build', 'build:brand', 'build:subpath'],
  ['check:dist', 'check:budget', { script: 'check:budget', args: ['dist-brand'] }],
  'e2e',
  'e2e:engines',
  ['e2e:studio', 'e2e:review'],
  'e2e:studio-service',
  'e2e:brand',
  ['e2e:subpath', { script: 'e2e:nginx', env: { E2E_NGINX_DIST: 'dist-subpath' } }],
];

const nameOf = (stage: Stage) =>
  typeof stage === 'string'
    ? stage
    : [
        ...Object.entries(stage.env ?? {}).map(([key, value]) => `${key}=${value}`),
        stage.script,
        ...(stage.args ? ['--', ...stage.args] : []),
      ].join(' ');

interface Ran {
  name: string;
  seconds: number;
  ok: boolean;
  /** How busy the machine's cores were meanwhile (0–1; NaN where /proc/stat cannot be read). */
  busy: number;
}

/** The machine's busy and idle CPU time so far (Linux `/proc/stat`, in clock ticks). */
function cpuTicks(): { busy: number; idle: number } {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = fields.map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0) - idle, idle };
  } catch {
    return { busy: Number.NaN, idle: Number.NaN };
  }
}

/** Runs one stage; alone, its output goes straight through, in a group it is kept until it ends. */
function run(stage: Stage, alone: boolean): Promise<Ran> {
  const name = nameOf(stage);
  const { script, args = [], env = {} } = typeof stage === 'string' ? { script: stage } : stage;
  const started = performance.now();
  const ticks = cpuTicks();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
      env: { ...process.env, ...env },
      stdio: alone ? 'inherit' : 'pipe',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const now = cpuTicks();
      const busy = (now.busy - ticks.busy) / (now.busy - ticks.busy + now.idle - ticks.idle);
      if (!alone) process.stdout.write(Buffer.concat(output));
      console.log(`\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s\n`);
      resolve({ name, seconds, ok: code === 0, busy });
    });
  });
}

function summary(ran: readonly Ran[], total: number): void {
  console.log(
    `npm test, stage by stage: wall time, how busy the ${cpus().length} cores were (a group ran at once)`,
  );
  for (const stage of ran) {
    const busy = Number.isNaN(stage.busy) ? '' : `${(stage.busy * 100).toFixed(0).padStart(3)} %`;
    console.log(
      `  ${stage.name.padEnd(44)} ${stage.seconds.toFixed(0).padStart(5)} s ${busy}${stage.ok ? '' : '  FAILED'}`,
    );
  }
  console.log(`  ${'total'.padEnd(44)} ${total.toFixed(0).padStart(5)} s`);
}

const groups = STAGES.map((entry) => (Array.isArray(entry) ? entry : [entry]));
const from = process.argv[2];
const first = from ? groups.findIndex((group) => group.some((stage) => nameOf(stage) === from)) : 0;
if (first < 0) {
  console.error(`npm test: no stage "${from}"; the stages: ${groups.flat().map(nameOf).join(', ')}`);
  process.exit(2);
}
const began = performance.now();
const ran: Ran[] = [];
for (const group of groups.slice(first)) {
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  ran.push(...results);
  if (results.some((result) => !result.ok)) break;
}
summary(ran, (performance.now() - began) / 1000);
process.exit(ran.every((stage) => stage.ok) ? 0 : 1);
