import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import type { Draft } from '../../studio/serviceTypes.ts';
import type { StudioFile } from '../../studio/studioTypes.ts';
import { launchChromium } from '../../tests/e2e/chromium.ts';
import { editorEmail, PASSWORD, startServiceHost } from '../../tests/e2e-studio-service/serviceHost.ts';
import { median, quantile } from './stats.ts';

/** Editors, each with a draft of their own open in a preview (`BENCH_STUDIO_EDITORS`). */
const EDITORS = Number(process.env.BENCH_STUDIO_EDITORS ?? 10);
/** Saves each editor makes, in rounds (`BENCH_STUDIO_ROUNDS`). */
const ROUNDS = Number(process.env.BENCH_STUDIO_ROUNDS ?? 3);
/** Within a round the saves are spread over this long, as people typing are. */
const SPREAD_MS = 5000;
const FILE = 'screens/aboutUs.json';
const HEADING = '"text": "About us"';

/** Resident memory of a process and of its children (the preview servers), in MB, from `ps`. */
function memoryMb(pid: number): { own: number; children: number; count: number } {
  const kb = (args: string[]) =>
    execFileSync('ps', args, { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  const children = kb(['-o', 'rss=', '--ppid', String(pid)]);
  return {
    own: (kb(['-o', 'rss=', '-p', String(pid)])[0] ?? 0) / 1024,
    children: children.reduce((a, b) => a + b, 0) / 1024,
    count: children.length,
  };
}

/**
 * `npm run bench studio`: ten people editing ten drafts at once through the studio service (behind
 * nginx, as in the browser test): each has their draft's preview of the About us page open; each
 * saves a new heading, spread over a few seconds, for a few rounds. Prints how long each save took to
 * show in its own preview (from the save's request to the preview showing the text), and the
 * service's memory with its preview servers'.
 */
export async function benchStudioService(): Promise<void> {
  const host = await startServiceHost({ editors: EDITORS });
  const browser = await launchChromium({ full: true });
  try {
    const editors = await Promise.all(
      Array.from({ length: EDITORS }, async (_, n) => {
        const email = editorEmail(n + 1);
        const auth = `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`;
        const call = async <T>(path: string, body?: unknown): Promise<T> => {
          const response = await fetch(`${host.origin}/${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: { Authorization: auth, Origin: host.origin, 'Content-Type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
          return (await response.json()) as T;
        };
        const draft = await call<Draft>('__service/api/drafts', { title: `Bench ${n + 1}` });
        const context = await browser.newContext({
          httpCredentials: { username: email, password: PASSWORD },
          viewport: { width: 390, height: 844 },
        });
        const page = await context.newPage();
        return { n, draft, call, page };
      }),
    );
    const started = Date.now();
    // The previews one after another: each starts its preview server (a few seconds on first use).
    for (const { draft, page } of editors) {
      // A preview server's first page transforms every module of the app: tens of seconds on 2 cores.
      await page.goto(`${host.origin}/drafts/${draft.id}/aboutUs`, { timeout: 180_000 });
      await page
        .getByRole('heading', { name: 'About us', exact: true })
        .first()
        .waitFor({ timeout: 120_000 });
    }
    console.log(`  ${EDITORS} drafts' previews open in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // People read their preview before they change it: the saves start once every page has loaded
    // what it loads after its first paint (the last preview's still arrive when its heading shows).
    for (const { page } of editors) await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const latencies: number[] = [];
    /** By round: the first round meets each preview server's checker cold (its schemas compiled). */
    const rounds: { shown: number[]; saved: number[] }[] = [];
    /** The save's own request: checked, written, committed (the rest is the preview's reload). */
    const saves: number[] = [];
    let previous = 'About us';
    for (let round = 1; round <= ROUNDS; round++) {
      const text = `About us ${round}`;
      const thisRound = { shown: [] as number[], saved: [] as number[] };
      rounds.push(thisRound);
      await Promise.all(
        editors.map(async ({ n, draft, call, page }) => {
          await new Promise((done) => setTimeout(done, (SPREAD_MS * n) / EDITORS));
          const opened = await call<StudioFile>(
            `drafts/${draft.id}/__studio/api/file?path=${encodeURIComponent(FILE)}`,
          );
          const changed = opened.text.replace(`"text": "${previous}"`, `"text": "${text}"`);
          if (changed === opened.text) throw new Error(`no ${HEADING} in ${FILE}`);
          const at = Date.now();
          await call(`drafts/${draft.id}/__studio/api/save`, {
            file: FILE,
            text: changed,
            version: opened.version,
          });
          saves.push(Date.now() - at);
          thisRound.saved.push(Date.now() - at);
          await page.getByRole('heading', { name: text, exact: true }).first().waitFor({ timeout: 60_000 });
          latencies.push(Date.now() - at);
          thisRound.shown.push(Date.now() - at);
          await waitForPage(page);
        }),
      );
      previous = text;
    }
    const memory = memoryMb(process.pid);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `  save → shown in its preview, ${EDITORS} editors × ${ROUNDS} saves: median ${median(sorted)} ms, ` +
        `p90 ${quantile(sorted, 0.9)} ms, max ${sorted.at(-1)} ms; ${sorted.filter((ms) => ms > 3000).length} over 3 s ` +
        `(the save request itself: median ${median(saves)} ms, max ${Math.max(...saves)} ms)`,
    );
    const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
    for (const [n, { shown, saved }] of rounds.entries())
      console.log(
        `    round ${n + 1}: shown median ${median(sortedOf(shown))} ms, max ${Math.max(...shown)} ms; ` +
          `the save request median ${median(sortedOf(saved))} ms, max ${Math.max(...saved)} ms`,
      );
    console.log(
      `  memory: the service ${memory.own.toFixed(0)} MB (this bench's process, its browser client included), ` +
        `${memory.count} child processes ${memory.children.toFixed(0)} MB (the preview servers, ${(memory.children / Math.max(1, memory.count)).toFixed(0)} MB each)`,
    );
  } finally {
    await browser.close();
    await host.stop();
  }
}

async function waitForPage(page: Page): Promise<void> {
  await page.waitForLoadState('load');
}
