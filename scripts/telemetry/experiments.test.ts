import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import badFiles from './cases/experimentFiles.json';
import { parseExperimentFile, readExperimentFiles } from './experimentFiles.ts';
import { type ExperimentPlan, experimentBatches } from './experimentLog.ts';
import { EXPERIMENT_BOUNDS, type ExperimentSummary } from './experimentTally.ts';
import { formatHtml } from './formatHtml.ts';
import { formatTables } from './formatTables.ts';
import { TelemetryReader } from './readLog.ts';
import { nginxLine } from './sampleLog.ts';
import { summarize } from './summarize.ts';

/**
 * The experiment tables of `npm run telemetry` (DESIGN §14) on made-up logs whose truth is known:
 * the interval of a real difference holds it, a split off its shares raises the alarm, a few dozen
 * borrowers are not enough data. The experiment files are the fixtures of cases/experiments/.
 */

const root = resolve(import.meta.dirname, '../..');
const FIXTURES = resolve(import.meta.dirname, 'cases/experiments');
const { files } = readExperimentFiles(FIXTURES);
const folder = mkdtempSync(join(tmpdir(), 'loan-telemetry-experiments-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Where and when the hand-made events were sent. */
const AT = {
  screen: 'loanConfirm',
  route: '/loanConfirm',
  brand: 'pesoagad',
  build: '0.1.0+22dbe3f',
  engine: 'chromium/120',
  time: 1795632522531,
};

const plan = (
  a: number,
  b: number,
  rates: [Record<string, number>, Record<string, number>],
): ExperimentPlan => ({
  experiment: 'goLoanButton',
  screen: 'loanConfirm',
  route: '/loanConfirm',
  variants: [
    { id: 'a', borrowers: a, rates: rates[0] },
    { id: 'b', borrowers: b, rates: rates[1] },
  ],
});

/** A plan written as nginx's log, read back as the report reads a file: its experiments' summary. */
async function experimentsOf(made: ExperimentPlan, seed: number): Promise<ExperimentSummary[]> {
  const path = join(folder, `${made.experiment}-${seed}.log`);
  writeFileSync(path, [...experimentBatches(made, seed)].map((batch) => `${nginxLine(batch)}\n`).join(''));
  const reader = new TelemetryReader();
  await reader.addSource(path);
  expect(reader.counts().rejected).toBe(0);
  return reader.tally.summary(3, files).experiments;
}

describe('the experiment tables', () => {
  it('hold the true difference in the 95 % interval: 10 % against 14 % over 3,000 borrowers each', async () => {
    const [experiment] = await experimentsOf(
      plan(3000, 3000, [
        { goLoan: 0.1, agreement: 0.3 },
        { goLoan: 0.14, agreement: 0.3 },
      ]),
      7,
    );
    expect(experiment?.variants).toEqual([
      { variant: 'a', share: 50, exposed: 3000 },
      { variant: 'b', share: 50, exposed: 3000 },
    ]);
    expect(experiment?.split).toMatchObject({ verdict: 'ok', statistic: 0, df: 1 });
    const versus = (goal: string) =>
      experiment?.goals.find((row) => row.goal === goal && row.variant === 'b')?.versus;
    const goLoan = versus('goLoan');
    const agreement = versus('agreement');
    if (typeof goLoan !== 'object' || typeof agreement !== 'object') throw new Error('no comparison');
    expect(goLoan.low).toBeLessThan(0.04);
    expect(goLoan.high).toBeGreaterThan(0.04);
    expect(goLoan.p).toBeLessThan(0.05);
    // No true difference: the interval holds 0.
    expect(agreement.low).toBeLessThan(0);
    expect(agreement.high).toBeGreaterThan(0);
    expect(experiment?.goals.map((row) => `${row.goal} ${row.variant}`)).toEqual([
      'goLoan a',
      'goLoan b',
      'agreement a',
      'agreement b',
    ]);
    expect(experiment?.goals[0]?.versus).toBe('control');
  });

  it('raise the sample-ratio alarm on a 60/40 split of a 50/50 experiment, in the text and the page', async () => {
    const rates: [Record<string, number>, Record<string, number>] = [{ goLoan: 0.1 }, { goLoan: 0.1 }];
    const path = join(folder, 'skewed.log');
    writeFileSync(
      path,
      [...experimentBatches(plan(1200, 800, rates), 3)].map((b) => `${nginxLine(b)}\n`).join(''),
    );
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/telemetry.ts', path, '--experiments', FIXTURES, '--html', join(folder, 'skewed.html')],
      { cwd: root },
    );
    const lines = stdout.split('\n');
    const at = lines.findIndex((line) => line.startsWith('Experiments'));
    expect(lines.slice(at + 1, at + 4)).toEqual([
      'experiment    screen       status   first exposures  shares       split p  split check',
      '------------  -----------  -------  ---------------  ----------  --------  ---------------------',
      'goLoanButton  loanConfirm  running  a 1200, b 800    a 50, b 50  < 0.0001  SAMPLE RATIO MISMATCH',
    ]);
    expect(lines).toContain(
      'Experiment goLoanButton: borrowers converted (first goals), per goal and variant',
    );
    expect(readFileSync(join(folder, 'skewed.html'), 'utf8')).toContain(
      '<td>a 1200, b 800</td><td>a 50, b 50</td><td>&lt; 0.0001</td><td>SAMPLE RATIO MISMATCH</td>',
    );
  });

  it('say "not enough data" on a few dozen borrowers, and still give each rate its interval', async () => {
    const [experiment] = await experimentsOf(plan(25, 20, [{ goLoan: 0.3 }, { goLoan: 0.5 }]), 5);
    expect(experiment?.split).toEqual({ verdict: 'not enough data' });
    expect(experiment?.goals.map((row) => row.versus)).toEqual([
      'control',
      'not enough data',
      'control',
      'not enough data',
    ]);
    expect(experiment?.goals.every((row) => row.rate !== undefined)).toBe(true);
    const text = formatTables(summarize([], 3, files));
    expect(text).not.toContain('Experiments');
  });

  it('show an experiment without a file, and a variant its file lacks, without comparing them', () => {
    const summary = summarize(
      [
        { type: 'exposure', ...AT, experiment: 'unfiled', variant: 'a', first: true },
        { type: 'goal', ...AT, experiment: 'unfiled', variant: 'a', goal: 'goLoan', first: true },
        { type: 'exposure', ...AT, experiment: 'goLoanButton', variant: 'z', first: true },
      ],
      3,
      files,
    );
    const [filed, unfiled] = summary.experiments;
    expect(unfiled).toMatchObject({
      experiment: 'unfiled',
      screen: '',
      split: { verdict: 'no experiment file' },
    });
    expect(unfiled?.goals.map((row) => row.versus)).toEqual(['no experiment file']);
    expect(filed?.variants.map((row) => row.variant)).toEqual(['a', 'b', 'z']);
    expect(filed?.goals.filter((row) => row.variant === 'z').map((row) => row.versus)).toEqual([
      'not in the file',
      'not in the file',
    ]);
    const text = formatTables(summary);
    expect(text).toContain('Experiment unfiled: borrowers converted');
    expect(formatHtml(summary)).toContain('<h2>Experiments</h2>');
  });

  it('keep at most EXPERIMENT_BOUNDS experiments, the rest under (other)', () => {
    const events = Array.from({ length: EXPERIMENT_BOUNDS.experiments + 5 }, (_, n) => ({
      type: 'exposure' as const,
      ...AT,
      experiment: `e${n}`,
      variant: 'a',
      first: true,
    }));
    const summary = summarize(events);
    expect(summary.experiments).toHaveLength(EXPERIMENT_BOUNDS.experiments + 1);
    expect(summary.experiments.find((row) => row.experiment === '(other)')?.variants).toEqual([
      { variant: 'a', exposed: 5 },
    ]);
    expect(summary.lumped).toBe(5);
  });

  it.each(badFiles)('refuse an experiment file with $name', ({ text, problem }) => {
    expect(parseExperimentFile(text)).toEqual({ problem });
  });

  it('leave out a file they cannot read, naming it, and read the others (not the variants’ screens)', () => {
    const mixed = join(folder, 'mixed');
    mkdirSync(join(mixed, 'goLoanButton'), { recursive: true });
    writeFileSync(join(mixed, 'broken.json'), '{');
    writeFileSync(join(mixed, 'goLoanButton.json'), readFileSync(join(FIXTURES, 'goLoanButton.json')));
    writeFileSync(join(mixed, 'goLoanButton', 'b.json'), '{"id": "loanConfirm"}');
    const read = readExperimentFiles(mixed);
    expect([...read.files.keys()]).toEqual(['goLoanButton']);
    expect(read.problems).toEqual([`${join(mixed, 'broken.json')}: not JSON`]);
    expect(readExperimentFiles(join(folder, 'none'))).toEqual({ files: new Map(), problems: [] });
  });
});
