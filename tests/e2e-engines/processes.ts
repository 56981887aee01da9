import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// The processes a WebKit page runs in (Xvfb, WebKitWebDriver, MiniBrowser and WebKit's own), stopped
// for certain: what one leaves behind holds the display, or the port, of the next test.

/** How long each process gets to go once asked to. */
const STOP_TIMEOUT_MS = 5_000;

/** Asks a process to go and waits until it has (SIGKILL after STOP_TIMEOUT_MS). */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** A process's parent and state from /proc (`Z` once it has exited), or undefined once it is gone. */
function processStatus(pid: number): { parent: number; state: string } | undefined {
  try {
    // The name, in parentheses, may hold spaces and parentheses: the fields follow the last `)`.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', parent = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(parent), state };
  } catch {
    return undefined;
  }
}

/**
 * The processes under one (a driver's MiniBrowser and WebKit's network and web processes). They
 * outlive the driver that started them: the MiniBrowser of a session that failed to close keeps
 * running, and the rest are handed to PID 1 when their parent exits.
 */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    const parent = Number.isInteger(pid) ? processStatus(pid)?.parent : undefined;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: number[] = [];
  for (let next = [root]; next.length > 0; ) {
    next = next.flatMap((pid) => children.get(pid) ?? []);
    found.push(...next);
  }
  return found;
}

/** Waits until processes have exited (a zombie has: reaping it is PID 1's work), SIGKILL after STOP_TIMEOUT_MS. */
export async function waitUntilExited(pids: number[]): Promise<void> {
  const running = () => pids.filter((pid) => (processStatus(pid)?.state ?? 'Z') !== 'Z');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (running().length > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
  for (const pid of running()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // It exited just now.
    }
  }
}

/** What a process wrote to stderr, kept (its last 4 KB) for the message when it fails to start. */
export function stderrTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  });
  return () => tail.trim();
}
