// @vitest-environment node
import { resolve } from 'node:path';
import { transform } from 'lightningcss';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';
import checkCases from './cases/checkCss.json' with { type: 'json' };
import loweredCases from './cases/cssLowered.json' with { type: 'json' };
import { cssLightningTargets, cssTargets } from './engineFloor.js';

const ROOT = resolve(import.meta.dirname, '..');
/** Where a case's stylesheet stands: inside the app, so its browserslist is package.json's. */
const CASE_FILE = resolve(ROOT, 'src/styles/case.css');

/** `npm run check:css` on one stylesheet: the project's config, its floor, the CLI's report. */
async function checkCss(css: string) {
  const { results, report } = await stylelint.lint({
    code: css,
    codeFilename: CASE_FILE,
    configFile: resolve(ROOT, 'stylelint.config.mjs'),
    formatter: 'unix',
  });
  return { warnings: results[0]?.warnings ?? [], report };
}

/**
 * The stylesheet's check of the engine floor (DESIGN §11, stylelint.config.mjs): what it refuses,
 * with which rule and at which line, and the fallbacks it accepts.
 */
describe('npm run check:css', () => {
  it.each(checkCases)('$name', async ({ css, refused }) => {
    const { warnings } = await checkCss(css);
    expect(
      warnings.map((warning) => ({ rule: warning.rule, line: warning.line })),
      warnings.map((warning) => warning.text).join('\n'),
    ).toEqual(refused.map(({ rule, line }) => ({ rule, line })));
    for (const [index, { says }] of refused.entries()) expect(warnings[index]?.text).toContain(says);
  });

  it('names the file and line of what it refuses', async () => {
    const { report } = await checkCss('.x {\n  color: red;\n  accent-color: red;\n}');
    expect(report).toContain(`${CASE_FILE}:3:3: "accent-color"`);
    expect(report).toContain('is beyond the engine floor: chrome 80 (from 93)');
  });
});

/**
 * What stylelint.config.mjs lets through because the build lowers it: Lightning CSS, which
 * minifies the stylesheet for the floor (Vite's `build.cssTarget`, from the same browserslist),
 * writes each in forms the floor has.
 */
describe('Lightning CSS with the floor as targets', () => {
  const targets = cssLightningTargets(ROOT);

  it("asks with the build's CSS targets (Vite's build.cssTarget), not a list of its own", () => {
    const LIGHTNING_NAME: Record<string, string> = { chrome: 'chrome', ios: 'ios_saf', safari: 'safari' };
    for (const target of cssTargets()) {
      const [, family = '', version = ''] = /^([a-z]+)(\d+)$/.exec(target) ?? [];
      const name = LIGHTNING_NAME[family] ?? family;
      expect(targets[name as keyof typeof targets], target).toBe(Number(version) << 16);
    }
    expect(Object.keys(targets)).not.toContain('samsung');
  });

  it.each(loweredCases)('lowers $name', ({ css, written, gone }) => {
    const { code } = transform({ filename: 'case.css', code: Buffer.from(css), targets, minify: false });
    const output = code.toString();
    expect(output).toMatch(new RegExp(written));
    if (gone !== undefined) expect(output).not.toMatch(new RegExp(gone));
  });
});
