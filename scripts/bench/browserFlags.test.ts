// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES_OFF, PLAYWRIGHT_DISABLED_FEATURES } from '../../tests/e2e/chromium';
import { LIGHTHOUSE_DISABLED_FEATURES } from './lighthouse';

/** The features Playwright's own Chromium switches turn off, read from the installed playwright-core. */
function playwrightsOwn(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's disabled features are no longer where this test reads them");
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1] as string);
}

describe('the test browser’s --disable-features (Chromium reads only the last one)', () => {
  it('repeats every feature Playwright turns off itself', () => {
    const own = playwrightsOwn();
    expect(own.length).toBeGreaterThan(5);
    expect(
      own.filter((feature) => !(PLAYWRIGHT_DISABLED_FEATURES as readonly string[]).includes(feature)),
    ).toEqual([]);
  });

  it('Lighthouse’s Chromium keeps chrome-launcher’s own and drops the browser UI too', () => {
    expect(LIGHTHOUSE_DISABLED_FEATURES).toEqual(
      expect.arrayContaining(['Translate', 'OptimizationHints', ...BROWSER_UI_FEATURES_OFF]),
    );
  });
});
