import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './review/gitSnapshot.ts';
import { reviewLocales } from './review/localeSides.ts';
import { summaryLine, totalsLine, translationLines } from './review/reviewReport.ts';
import { runReview } from './review/runReview.ts';

/**
 * `npm run review -- [--base <git ref>] [--out <dir>] [--all] [--screen screens/x.json]… [--brand <id>] [--locale <lang>]…`:
 * renders every state of the screens a change touches, base and work tree, in each locale, and writes
 * review/index.html and review/changes.json. Prints one line per changed or failing state and language,
 * then each translation the change made stale; exits 1 when a state fails.
 */
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string' },
    all: { type: 'boolean', default: false },
    screen: { type: 'string', multiple: true },
    brand: { type: 'string' },
    locale: { type: 'string', multiple: true },
    concurrency: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(`npm run review -- [--base <git ref>] [--out <dir>] [--all] [--screen screens/x.json]... [--brand <id>] [--locale <lang>]... [--concurrency <n>]

Compares the work tree (uncommitted changes included) with --base (default: the merge-base with the
branch the work started from, else HEAD): every state of every screen whose compiled form differs,
rendered in Chromium at 390x844 with the sandbox, in each locale (--locale fil, or --locale en,fil;
default: every locale, English and each locales/<lang>.po). Lists the translations a change of English
made stale. Writes <out>/index.html and <out>/changes.json (default out: review/).`);
  process.exit(0);
}
if (values.brand) process.env.BRAND = values.brand;
// A language the project does not ship is a typing slip: said at once, before anything is built.
try {
  reviewLocales(repoRoot(process.cwd()), values.locale);
} catch (error) {
  console.error(`npm run review: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
// Each side's sandbox says what it checked at start ("[sandbox] fixtures match the API schemas"): to
// stderr with the progress, so stdout holds the one line per changed state and the totals.
const print = console.log;
console.log = (...args: unknown[]) =>
  String(args[0]).startsWith('[sandbox]') ? console.error(...args) : print(...args);

const report = await runReview({
  ...(values.base ? { base: values.base } : {}),
  ...(values.out ? { out: values.out } : {}),
  all: values.all,
  ...(values.screen ? { screens: values.screen } : {}),
  ...(values.locale ? { locales: values.locale } : {}),
  ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
  log: (line) => console.error(line),
});
for (const state of report.states) if (state.status !== 'unchanged') print(summaryLine(state));
for (const line of translationLines(report)) print(line);
for (const note of report.notes) console.error(`note: ${note}`);
print(totalsLine(report));
const out = relative(process.cwd(), report.out) || '.';
print(
  `${out}/index.html, ${out}/changes.json (${Object.entries(report.timings)
    .map(([step, s]) => `${step} ${s} s`)
    .join(', ')})`,
);
process.exitCode = report.states.some((state) => state.status === 'failing') ? 1 : 0;
