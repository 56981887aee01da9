// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointColumns, engineColumns, screenColumns } from './formatTables.ts';
import { TelemetryReader } from './readLog.ts';
import { writeSampleLog } from './sampleLog.ts';

/**
 * The report's queries for DuckDB, as docs/telemetry.md gives them to a lender whose logs outgrew
 * one run of `npm run telemetry`: run as written there on a sample log (with lines the contract
 * rejects), they give the report's three tables, cell for cell.
 */

const root = resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(join(tmpdir(), 'loan-telemetry-duckdb-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The SQL of the doc's DuckDB part: every `sql` block from "With DuckDB" to the next part. */
function documentedQueries(logGlob: string): string[] {
  const doc = readFileSync(resolve(root, 'docs/telemetry.md'), 'utf8');
  const part = doc.slice(doc.indexOf('**With DuckDB**'), doc.indexOf('**With ClickHouse'));
  const sql = [...part.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1] ?? '').join('\n');
  expect(sql).toContain("'/var/log/nginx/loan-telemetry.log*'");
  return sql
    .replaceAll("'/var/log/nginx/loan-telemetry.log*'", `'${logGlob}'`)
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
const REJECTED = [
  '127.0.0.1 - - [25/Nov/2026:18:48:42 +0000] "GET /loan/ HTTP/1.1" 200 512',
  JSON.stringify({ time: '2026-11-25T18:48:42+00:00', body: 'hello' }),
  body([{ ...api, screen: 'x'.repeat(500) }]),
  body(Array.from({ length: 21 }, () => api)),
  body([{ ...api, type: 'crash' }]),
  body([api, { ...api, phone: '09171234567' }]),
  body([{ ...api, status: 600 }]),
  body([]),
  '',
];

describe('the DuckDB queries of docs/telemetry.md', () => {
  it("give the report's tables on a sample log, its rejected lines left out", async () => {
    const today = join(folder, 'loan-telemetry.log');
    const rotated = join(folder, 'loan-telemetry.log.1.gz');
    await writeSampleLog(today, 12_000, { seed: 7, extraLines: REJECTED });
    await writeSampleLog(rotated, 8_000, { seed: 8, gzip: true });

    const reader = new TelemetryReader();
    await reader.addSource(today);
    await reader.addSource(rotated);
    expect(reader.counts()).toMatchObject({ batches: 1000, rejected: REJECTED.length - 1 });
    const summary = reader.tally.summary();

    const db = await DuckDBInstance.create(':memory:');
    const connection = await db.connect();
    const results: string[][][] = [];
    for (const statement of documentedQueries(join(folder, 'loan-telemetry.log*'))) {
      const reply = await connection.runAndReadAll(statement);
      results.push(reply.getRowsJson().map((row) => row.map((cell) => String(cell))));
    }
    connection.closeSync();
    const [screens, endpoints, engines] = results.slice(-3);
    expect(screens).toEqual(screenColumns(summary)[1]);
    expect(endpoints).toEqual(endpointColumns(summary)[1]);
    expect(engines).toEqual(engineColumns(summary)[1]);
    expect(summary.events).toBe(20_000);
  }, 60_000);
});
