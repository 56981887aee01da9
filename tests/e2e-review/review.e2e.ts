import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screenFiles } from '../../language/compile/screenFiles.ts';
import { changeEntries, translationLines } from '../../scripts/review/reviewReport.ts';
import { runReview } from '../../scripts/review/runReview.ts';
import { launchChromium } from '../e2e/chromium.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const scratches: string[] = [];

/** A scratch copy of the repository at its HEAD (`git clone --shared`), to change and review. */
function scratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'review-e2e-'));
  execFileSync('git', ['clone', '--quiet', '--shared', ROOT, dir]);
  scratches.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of scratches.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Edits a file of the scratch copy. */
function edit(dir: string, file: string, change: (text: string) => string): void {
  const before = readFileSync(join(dir, file), 'utf8');
  const after = change(before);
  expect(after, `${file} changed`).not.toBe(before);
  writeFileSync(join(dir, file), after);
}

const review = (dir: string, locales?: string[]) =>
  runReview({ repo: dir, base: 'HEAD', out: join(dir, 'review'), ...(locales ? { locales } : {}) });

/** Commits the scratch copy's work tree: what the next review compares with. */
function commit(dir: string): void {
  execFileSync('git', [
    '-C',
    dir,
    '-c',
    'user.name=review',
    '-c',
    'user.email=review@invalid',
    'commit',
    '-qam',
    'base',
  ]);
}

describe('npm run review', () => {
  it('lists, for a label changed in a part, the states of exactly the screens that use it', async () => {
    const dir = scratchCopy();
    edit(dir, 'screens/parts/loanAgreements.json', (text) =>
      text.replace(
        'I have read and agree to the loan agreements below',
        'I have read and I accept the loan agreements',
      ),
    );
    // The published screens and the experiments' variants (a variant is a screen of its own).
    const users = screenFiles(dir).filter((file) =>
      readFileSync(join(dir, file), 'utf8').includes('"use": "loanAgreements"'),
    );
    expect(users.length).toBeGreaterThan(1);

    // In English: its Filipino is the next test's (a changed English text stays English there until translated).
    const report = await review(dir, ['en']);

    expect(report.screens.map((screen) => screen.file)).toEqual([...users].sort());
    const listed = changeEntries(report);
    expect(new Set(listed.map((entry) => entry.screen))).toEqual(new Set(users));
    // The label is in every state that shows the agreements; a data source's fault shows none.
    for (const screen of users)
      expect(listed).toContainEqual(expect.objectContaining({ screen, scenario: 'default', text: true }));
    expect(listed.every((entry) => !entry.scenario.startsWith('fault-') && entry.failed === undefined)).toBe(
      true,
    );
    const state = report.states.find((s) => s.screen === users[0] && s.scenario === 'default');
    const changedLines =
      state?.textDiff.flatMap((hunk) => hunk.lines).filter((line) => line.op !== ' ') ?? [];
    // The checkbox's accessible name and its visible text, both changed, nothing else.
    expect(changedLines.filter((line) => line.op === '-').map((line) => line.text)).toEqual([
      expect.stringContaining('checkbox "I have read and agree to the loan agreements below"'),
      expect.stringContaining('text: I have read and agree to the loan agreements below'),
    ]);
    expect(changedLines.filter((line) => line.op === '+').map((line) => line.text)).toEqual([
      expect.stringContaining('checkbox "I have read and I accept the loan agreements"'),
      expect.stringContaining('text: I have read and I accept the loan agreements'),
    ]);
    expect(state?.pixels).toBe(true);
    expect(state?.region?.width).toBeGreaterThan(0);
    const html = readFileSync(join(dir, 'review/index.html'), 'utf8');
    expect(html.match(/<section id="state-/g)).toHaveLength(listed.length);
    expect(JSON.parse(readFileSync(join(dir, 'review/changes.json'), 'utf8'))).toEqual(listed);

    if (process.env.REVIEW_SCREENSHOT) {
      const browser = await launchChromium();
      const page = await browser.newPage({ viewport: { width: 900, height: 1000 } });
      await page.goto(`file://${join(dir, 'review/index.html')}`);
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      );
      await page.screenshot({ path: join(ROOT, 'docs/review.png') });
      await browser.close();
    }
  });

  it('lists, for a when changed, exactly the scenarios whose visibility changes', async () => {
    const dir = scratchCopy();
    // The complaint's reply shows only when it asks for a rating: hidden in complaint-noscore
    // (isNeedScore 0), still shown in default (isNeedScore 1), and neither when the detail fails.
    edit(dir, 'screens/complainDetails.json', (text) =>
      text.replace(
        '"when": "=!!data.detail.disposeDetail",',
        '"when": "=!!data.detail.disposeDetail && data.detail.isNeedScore == 1",',
      ),
    );

    const report = await review(dir);

    // Every state in each language (English, then each catalog's), reported per language.
    expect(report.screens).toEqual([
      { file: 'screens/complainDetails.json', reason: 'compiled', states: 8, locales: ['en', 'fil'] },
    ]);
    expect(changeEntries(report)).toEqual(
      ['en', 'fil'].map((locale) => ({
        screen: 'screens/complainDetails.json',
        scenario: 'complaint-noscore',
        locale,
        text: true,
        pixels: true,
      })),
    );
    expect(
      report.states.filter((s) => s.status === 'unchanged').map((s) => `${s.scenario} [${s.locale}]`),
    ).toEqual(
      ['en', 'fil'].flatMap((locale) =>
        ['default', 'fault-code:problemDetail', 'fault-500:problemDetail'].map((s) => `${s} [${locale}]`),
      ),
    );
  });

  it('lists nothing for a reformatted screen, a renamed let name or a widget moved into a part', async () => {
    const dir = scratchCopy();
    edit(dir, 'screens/orderDetails.json', (text) =>
      JSON.stringify(JSON.parse(text), null, 4)
        .replace(/\bcanBorrowAgain\b/g, 'mayBorrowAgain')
        .replace(/\binRepaymentOrDone\b/g, 'repayingOrRepaid'),
    );
    const agreements = JSON.parse(readFileSync(join(dir, 'screens/loanConfirm2.json'), 'utf8')) as {
      body: unknown[];
    };
    const [first, ...rest] = agreements.body;
    writeFileSync(
      join(dir, 'screens/parts/confirmHeader.json'),
      JSON.stringify({ $schema: '../../schemas/part.schema.json', body: first }, null, 2),
    );
    writeFileSync(
      join(dir, 'screens/loanConfirm2.json'),
      JSON.stringify({ ...agreements, body: [{ use: 'confirmHeader' }, ...rest] }, null, 2),
    );

    const report = await review(dir);

    expect(report.screens).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'review/changes.json'), 'utf8'))).toEqual([]);
    expect(readFileSync(join(dir, 'review/index.html'), 'utf8')).toContain(
      'No state a borrower sees has changed.',
    );
  });

  it("renders a variant changed and a variant added as those variants, each in its screen's states", async () => {
    const dir = scratchCopy();
    const variantB = 'experiments/goLoanButton/b.json';
    const variantC = 'experiments/goLoanButton/c.json';
    const written = readFileSync(join(dir, variantB), 'utf8');
    edit(dir, variantB, (text) => text.replace('"Go Loan: get my cash now"', '"Get my cash today"'));
    // A third variant, c, with a share of its own: a new file, only in the work tree.
    writeFileSync(join(dir, variantC), written.replace('"Go Loan: get my cash now"', '"Borrow it now"'));
    edit(dir, 'experiments/goLoanButton.json', (text) => {
      const experiment = JSON.parse(text) as { variants: { id: string; share: number; screen?: string }[] };
      const [control, b] = experiment.variants;
      experiment.variants = [
        { ...control, share: 50 },
        { ...b, share: 25 },
        { id: 'c', share: 25, screen: variantC },
      ] as typeof experiment.variants;
      return `${JSON.stringify(experiment, null, 2)}\n`;
    });

    const report = await review(dir, ['en']);

    // The variants' files are the screens reviewed; the published screen still shows itself (the control).
    expect(report.screens.map(({ file, reason }) => ({ file, reason }))).toEqual([
      { file: variantB, reason: 'compiled' },
      { file: variantC, reason: 'added' },
    ]);
    // Nothing failed, and no page was drawn as one variant and then taken over as another.
    expect(report.states.flatMap((state) => state.failures)).toEqual([]);
    expect(report.states.flatMap((state) => state.notes)).not.toContainEqual(
      expect.stringMatching(/hydrat/i),
    );
    const state = (file: string) => report.states.find((s) => s.screen === file && s.scenario === 'default');
    // Variant b as b on both sides: its button's label, nothing else.
    const changedB = state(variantB)
      ?.textDiff.flatMap((hunk) => hunk.lines)
      .filter((line) => line.op !== ' ');
    expect(changedB?.map((line) => `${line.op}${line.text.trim()}`)).toEqual([
      // The aria snapshot quotes a name with ": " in it, as YAML does.
      `-- 'button "Go Loan: get my cash now"'`,
      '+- button "Get my cash today"',
    ]);
    // Variant c as c, in the work tree only, with its screenshot.
    const added = state(variantC);
    expect(added).toMatchObject({ status: 'changed', only: 'work' });
    const lines = added?.textDiff.flatMap((hunk) => hunk.lines).map((line) => line.text) ?? [];
    expect(lines).toContainEqual(expect.stringContaining('button "Borrow it now"'));
    expect(lines).not.toContainEqual(expect.stringContaining('button "Go Loan"'));
    expect(added?.shots.work).toBeDefined();
    expect(existsSync(join(dir, 'review', added?.shots.work ?? ''))).toBe(true);
    expect(readFileSync(join(dir, 'review/index.html'), 'utf8')).toContain('As variant c of goLoanButton.');
  });

  it('lists a screen broken in the work tree as failing', async () => {
    const dir = scratchCopy();
    // A trailing comma: the screen is no longer JSON. The app still builds without it (its route
    // then shows the not-found screen); the checker refuses it.
    edit(dir, 'screens/aboutUs.json', (text) => text.replace(/\n}\s*$/, ',\n}\n'));

    const report = await review(dir);

    const listed = changeEntries(report);
    expect(listed).toEqual(
      ['en', 'fil'].map((locale) =>
        expect.objectContaining({
          screen: 'screens/aboutUs.json',
          scenario: 'default',
          locale,
          failed: { work: expect.any(String) },
        }),
      ),
    );
    expect(listed[0]?.failed?.work).toMatch(/^the checker refuses it: screens\/aboutUs\.json:\d+:\d+ .*JSON/);
    const state = report.states[0];
    expect(state?.text).toBe(true);
    expect(state?.textDiff.flatMap((hunk) => hunk.lines).map((line) => `${line.op}${line.text}`)).toContain(
      '+  - heading "Page not found" [level=1]',
    );
    expect(readFileSync(join(dir, 'review/index.html'), 'utf8')).toContain('failing');
  });

  it('renders a translation changed in one language only, and lists the translations a copy change made stale', async () => {
    const dir = scratchCopy();
    // A translated text, committed: the base.
    const translate = (text: string, english: string, filipino: string) =>
      text.replace(
        new RegExp(`(msgid ${JSON.stringify(english)}\\n)msgstr ".*"`),
        `$1msgstr ${JSON.stringify(filipino)}`,
      );
    edit(dir, 'locales/fil.po', (text) => translate(text, 'Our mission', 'Ang layunin namin'));
    commit(dir);
    // Its translation changed: the about page differs in Filipino only.
    edit(dir, 'locales/fil.po', (text) =>
      text.replace('msgstr "Ang layunin namin"', 'msgstr "Layunin namin"'),
    );
    const translated = await review(dir);
    expect(translated.screens).toEqual([
      { file: 'screens/aboutUs.json', reason: 'translated', states: 1, locales: ['fil'] },
    ]);
    expect(translated.translations).toEqual([]);

    // Its English changed (the catalog not merged yet): listed as stale, and the page reviewed in Filipino only when asked.
    execFileSync('git', ['-C', dir, 'checkout', '-q', 'locales/fil.po']);
    edit(dir, 'screens/aboutUs.json', (text) => text.replace('"Our mission"', '"Our missions"'));
    const stale = await review(dir, ['fil']);
    expect(stale.locales).toEqual(['fil']);
    expect(stale.states.map((state) => state.locale)).toEqual(['fil']);
    const line = readFileSync(join(dir, 'screens/aboutUs.json'), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('"Our missions"'));
    expect(translationLines(stale)).toEqual([
      `locales/fil.po: "Our mission" → "Our missions" (screens/aboutUs.json:${line + 1}) is now stale`,
    ]);
    expect(readFileSync(join(dir, 'review/index.html'), 'utf8')).toContain('is now stale');
  });
});
