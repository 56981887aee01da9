// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { seeded } from '../bench/stats.ts';
import { readExperimentFiles } from './experimentFiles.ts';
import { type ExperimentPlan, experimentBatches } from './experimentLog.ts';
import { experimentColumns, goalColumns, percentText, pointsText, pText } from './formatExperiments.ts';
import { endpointColumns, engineColumns, screenColumns } from './formatTables.ts';
import { chiSquareP, compareRates, wilsonInterval } from './proportions.ts';
import { TelemetryReader } from './readLog.ts';
import { nginxLine, writeSampleLog } from './sampleLog.ts';

/**
 * The report's queries for DuckDB, as docs/telemetry.md gives them to a lender whose logs outgrew
 * one run of `npm run telemetry`: run as written there on a sample log (with lines the contract
 * rejects, and experiments of every kind the report tells apart), they give the report's tables,
 * cell for cell: its experiments' statistics to the last digit printed.
 */

const root = resolve(import.meta.dirname, '../..');
const EXPERIMENTS = resolve(import.meta.dirname, 'cases/experiments');
const folder = mkdtempSync(join(tmpdir(), 'loan-telemetry-duckdb-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The SQL of the doc's DuckDB part: every `sql` block from "With DuckDB" to the next part. */
function documentedQueries(logGlob: string, experimentGlob: string): string[] {
  const doc = readFileSync(resolve(root, 'docs/telemetry.md'), 'utf8');
  const part = doc.slice(doc.indexOf('**With DuckDB**'), doc.indexOf('**With ClickHouse'));
  const sql = [...part.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1] ?? '').join('\n');
  expect(sql).toContain("'/var/log/nginx/loan-telemetry.log*'");
  expect(sql).toContain("'experiments/*.json'");
  return sql
    .replaceAll("'/var/log/nginx/loan-telemetry.log*'", `'${logGlob}'`)
    .replaceAll("'experiments/*.json'", `'${experimentGlob}'`)
    .split(/;\s*\n/)
    .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== '');
}

/** Lines nginx could have written that are not the contract: the report rejects them, the queries leave them out. */
const body = (events: object[]) =>
  JSON.stringify({ time: '2026-11-25T18:48:42+00:00', body: JSON.stringify({ events }) });
const api = {
  type: 'api',
  screen: 'customerService',
  route: '/customerService',
  brand: 'pesoagad',
  build: '0.1.0+22dbe3f',
  engine: 'chromium/80',
  time: 1795632522531,
  endpoint: 'contactKfInfo',
  status: 500,
  ms: 1,
  shown: true,
};
const exposure = {
  type: 'exposure',
  screen: 'loanConfirm',
  route: '/loanConfirm',
  brand: 'pesoagad',
  build: '0.1.0+22dbe3f',
  time: 1795632522531,
  experiment: 'goLoanButton',
  variant: 'a',
  first: true,
};
const REJECTED = [
  '127.0.0.1 - - [25/Nov/2026:18:48:42 +0000] "GET /loan/ HTTP/1.1" 200 512',
  JSON.stringify({ time: '2026-11-25T18:48:42+00:00', body: 'hello' }),
  body([{ ...api, screen: 'x'.repeat(500) }]),
  body(Array.from({ length: 21 }, () => api)),
  body([{ ...api, type: 'crash' }]),
  body([api, { ...api, phone: '09171234567' }]),
  body([{ ...api, status: 600 }]),
  body([{ ...exposure, first: 'yes' }]),
  body([{ ...exposure, type: 'goal' }]),
  body([{ ...exposure, variant: 'v'.repeat(17) }]),
  body([]),
  '',
];

/** Made-up experiments, one of each kind the tables tell apart (the fixtures are their files). */
const variant = (id: string, borrowers: number, rates: Record<string, number>) => ({ id, borrowers, rates });
const PLANS: ExperimentPlan[] = [
  // Enough data, a real difference, a variant the file lacks (q), a goal it lacks (share).
  {
    experiment: 'goLoanButton',
    screen: 'loanConfirm',
    route: '/loanConfirm',
    variants: [
      variant('a', 1500, { goLoan: 0.1, agreement: 0.3 }),
      variant('b', 1440, { goLoan: 0.2, agreement: 0.3, share: 0.02 }),
      variant('q', 4, { goLoan: 0.5 }),
    ],
  },
  // Three variants off their thirds (the alarm, df 2), one with too few conversions to compare.
  {
    experiment: 'repayCopy',
    screen: 'repayPeriod',
    route: '/repayPeriod',
    variants: [
      variant('a', 500, { repay: 0.5 }),
      variant('b', 380, { repay: 0.55 }),
      variant('c', 420, { repay: 0.006 }),
    ],
  },
  // Four variants (df 3), within chance of their shares.
  {
    experiment: 'payWayOrder',
    screen: 'paymentWay',
    route: '/paymentWay',
    variants: [
      variant('a', 400, { paid: 0.2 }),
      variant('b', 190, { paid: 0.25 }),
      variant('c', 210, { paid: 0.2 }),
      variant('d', 180, { paid: 0.2 }),
    ],
  },
  // A 10 % variant expected fewer than 100 borrowers: not enough data to check or compare.
  {
    experiment: 'quickCopy',
    screen: 'landing',
    route: '/',
    variants: [variant('a', 270, { signUp: 0.2 }), variant('b', 30, { signUp: 0.3 })],
  },
  // No file at all.
  { experiment: 'unfiled', screen: 'landing', route: '/', variants: [variant('a', 30, { signUp: 0.2 })] },
];
const EXPERIMENT_BATCHES = PLANS.flatMap((plan, at) => [...experimentBatches(plan, 11 + at)]);
const EXPERIMENT_LINES = EXPERIMENT_BATCHES.map(nginxLine);

describe('the DuckDB queries of docs/telemetry.md', () => {
  it("give the report's tables on a sample log, its rejected lines left out", async () => {
    const today = join(folder, 'loan-telemetry.log');
    const rotated = join(folder, 'loan-telemetry.log.1.gz');
    await writeSampleLog(today, 12_000, { seed: 7, extraLines: [...REJECTED, ...EXPERIMENT_LINES] });
    await writeSampleLog(rotated, 8_000, { seed: 8, gzip: true });

    const reader = new TelemetryReader();
    await reader.addSource(today);
    await reader.addSource(rotated);
    expect(reader.counts()).toMatchObject({
      batches: 1000 + EXPERIMENT_LINES.length,
      rejected: REJECTED.length - 1,
    });
    const summary = reader.tally.summary(3, readExperimentFiles(EXPERIMENTS).files);

    const db = await DuckDBInstance.create(':memory:');
    const connection = await db.connect();
    // The tables are the statements that read (the others make macros and tables), in the doc's order.
    const tables: string[][][] = [];
    for (const statement of documentedQueries(
      join(folder, 'loan-telemetry.log*'),
      join(EXPERIMENTS, '*.json'),
    )) {
      const reply = await connection.runAndReadAll(statement);
      if (/^\s*(WITH|SELECT)\b/.test(statement.replace(/--.*$/gm, '')))
        tables.push(reply.getRowsJson().map((row) => row.map((cell) => String(cell))));
    }
    connection.closeSync();
    const [screens, endpoints, engines, experiments, goals] = tables;
    expect(tables).toHaveLength(5);
    expect(screens).toEqual(screenColumns(summary)[1]);
    expect(endpoints).toEqual(endpointColumns(summary)[1]);
    expect(engines).toEqual(engineColumns(summary)[1]);
    expect(experiments).toEqual(experimentColumns(summary.experiments)[1]);
    expect(goals).toEqual(goalColumns(summary.experiments)[1]);
    // Every kind of row is in the sample, so each of the query's branches was held to the report's.
    const cells = new Set(goals?.flatMap((row) => row.slice(5)));
    for (const kind of ['control', 'not in the file', 'not enough data', '< 0.0001', ''])
      expect(cells, kind).toContain(kind);
    expect(experiments?.map((row) => row.at(-1))).toEqual([
      'ok',
      'ok',
      'not enough data',
      'SAMPLE RATIO MISMATCH',
      'no experiment file',
    ]);
    expect(summary.events).toBe(20_000 + EXPERIMENT_BATCHES.reduce((sum, batch) => sum + batch.length, 0));
  }, 60_000);

  it('compute the statistics as proportions.ts does: the same digits printed on 3,000 made-up cases', async () => {
    const db = await DuckDBInstance.create(':memory:');
    const connection = await db.connect();
    for (const statement of documentedQueries('', ''))
      if (/^\s*CREATE OR REPLACE MACRO\b/.test(statement.replace(/--.*$/gm, '')))
        await connection.run(statement);
    const random = seeded(25);
    const cases = Array.from({ length: 3000 }, () => {
      const n1 = 1 + Math.floor(random() * 5000);
      const n2 = 1 + Math.floor(random() * 5000);
      const [x1, x2] = [Math.floor(random() * (n1 + 1)), Math.floor(random() * (n2 + 1))];
      return { x1, n1, x2, n2, statistic: random() * 40, df: 1 + Math.floor(random() * 7) };
    });
    // Numbers as text, read as DOUBLE: a literal would be a DECIMAL, rounded to the column's scale.
    const values = cases.map(
      (c) => `(${[c.x1, c.n1, c.x2, c.n2, c.statistic, c.df].map((v) => `'${v}'`).join(', ')})`,
    );
    const reply = await connection.runAndReadAll(`
      SELECT wilson_low(x1, n1), wilson_high(x1, n1), newcombe_low(x1, n1, x2, n2), newcombe_high(x1, n1, x2, n2),
        CASE WHEN 0 < x1 + x2 AND x1 + x2 < n1 + n2 THEN z_test_p(x1, n1, x2, n2) END, chi2_p(statistic, df),
        percent_text(wilson_low(x1, n1)) || ' ' || percent_text(wilson_high(x1, n1)) || ' '
          || points_text(newcombe_low(x1, n1, x2, n2)) || ' ' || points_text(newcombe_high(x1, n1, x2, n2)) || ' '
          || CASE WHEN 0 < x1 + x2 AND x1 + x2 < n1 + n2 THEN p_text(z_test_p(x1, n1, x2, n2)) ELSE '' END || ' '
          || p_text(chi2_p(statistic, df))
      FROM (SELECT x1::DOUBLE AS x1, n1::DOUBLE AS n1, x2::DOUBLE AS x2, n2::DOUBLE AS n2,
              statistic::DOUBLE AS statistic, df::INTEGER AS df
            FROM (VALUES ${values.join(', ')}) AS made(x1, n1, x2, n2, statistic, df))`);
    connection.closeSync();
    const rows = reply.getRows();
    cases.forEach((c, at) => {
      const wilson = wilsonInterval(c.x1, c.n1);
      const versus = compareRates({ converted: c.x1, exposed: c.n1 }, { converted: c.x2, exposed: c.n2 });
      const pooled = 0 < c.x1 + c.x2 && c.x1 + c.x2 < c.n1 + c.n2;
      const chi = chiSquareP(c.statistic, c.df);
      const row = rows[at] ?? [];
      // The same operations in the same order: at most the last bit of exp differs (V8's and the C library's).
      [wilson.low, wilson.high, versus.low, versus.high, pooled ? versus.p : null, chi].forEach(
        (value, column) => {
          const sql = row[column] === null ? null : Number(row[column]);
          if (value === null || sql === null) expect(sql, JSON.stringify(c)).toBe(value);
          else expect(Math.abs(sql - value), JSON.stringify(c)).toBeLessThanOrEqual(Math.abs(value) * 1e-15);
        },
      );
      const printed = [
        percentText(wilson.low),
        percentText(wilson.high),
        pointsText(versus.low),
        pointsText(versus.high),
        pooled ? pText(versus.p) : '',
        pText(chi),
      ];
      expect(row[6], JSON.stringify(c)).toBe(printed.join(' '));
    });
  }, 60_000);
});
