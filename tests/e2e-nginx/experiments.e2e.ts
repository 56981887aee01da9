import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import experiment from '../../experiments/goLoanButton.json';
import { assignVariant } from '../../src/experiments/assignVariant.ts';
import { describe, expect, test } from './fixtures.ts';

/**
 * An experiment at the edge (DESIGN §14): nginx with deploy/nginx.conf splits the loan confirm page's
 * borrowers by the session's deviceId with its own `split_clients` (the build's
 * experiments.nginx.conf), exactly as the app computes it, and the page's exposure and goal reach
 * nginx's telemetry log.
 */
const origin = inject('nginxOrigin');
const base = inject('base');
const telemetryLog = inject('telemetryLog');
const SESSION = 'productId=7&orderId=PA20260101001&position=2&sessionId=s-edge';

const served = async (query: string) => {
  const html = await (await fetch(`${origin}${base}loanConfirm?${query}`)).text();
  return /data-variant="goLoanButton:(\w+)"/.exec(html)?.[1] ?? 'none';
};

describe('the Go Loan button experiment behind nginx', () => {
  test('200 devices: each is served the variant the app computes, the shares within 10 points, in both languages', async () => {
    const counts = new Map<string, number>();
    for (let n = 0; n < 200; n++) {
      const device = `edge-${n}-${(n * 7919).toString(36)}`;
      const variant = await served(`${SESSION}&deviceId=${device}`);
      expect(variant).toBe(assignVariant(experiment.id, device, experiment.variants));
      if (n % 20 === 0) expect(await served(`${SESSION}&deviceId=${device}&lang=fil`)).toBe(variant);
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    for (const { id, share } of experiment.variants)
      expect(Math.abs(((counts.get(id) ?? 0) / 200) * 100 - share)).toBeLessThanOrEqual(10);
  });

  test('a borrower sees their variant on every load, and its exposure and goal are in the telemetry log', async ({
    app,
  }) => {
    const device = Array.from({ length: 50 }, (_, n) => `edge-b-${n}`).find(
      (id) => assignVariant(experiment.id, id, experiment.variants) === 'b',
    );
    const appVersion = `8.${Date.now() % 100000}.2`;
    await app.open(`/loanConfirm?${SESSION}&appVersion=${appVersion}&deviceId=${device}`);
    const button = app.page.getByRole('button', { name: 'Go Loan: get my cash now' });
    await button.waitFor();
    await app.settled('loanConfirm');
    await app.page.reload();
    await button.waitFor();
    await app.settled('loanConfirm');
    expect(await app.page.getByRole('button', { name: 'Go Loan', exact: true }).count()).toBe(0);
    await button.click();
    await app.page.waitForURL((url) => url.pathname.endsWith('/loanDetails'));
    await app.page.goto('about:blank');
    const events = () =>
      (existsSync(telemetryLog) ? readFileSync(telemetryLog, 'utf8').split('\n') : [])
        .filter((line) => line.includes(`"appVersion\\":\\"${appVersion}\\"`))
        .flatMap(
          (line) => (JSON.parse(JSON.parse(line).body) as { events: Record<string, unknown>[] }).events,
        )
        .filter((event) => event.type === 'exposure' || event.type === 'goal')
        .map(({ type, variant, goal, first }) => ({ type, variant, goal, first }));
    // In any order: each load's batch leaves when that page is hidden, and nginx writes them as they come.
    const sorted = () => events().sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    await expect.poll(sorted).toEqual([
      { type: 'exposure', variant: 'b', goal: undefined, first: false },
      { type: 'exposure', variant: 'b', goal: undefined, first: true },
      { type: 'goal', variant: 'b', goal: 'goLoan', first: true },
    ]);
  });
});
