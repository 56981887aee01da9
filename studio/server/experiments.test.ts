// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readExperiments } from '../../language/experiments/experiments';
import { screenStates } from '../../sandbox/screenStates';
import { experimentPreviews, partPreviews } from './previews';
import { isStudioFile, readProjectScreens, studioFiles } from './projectScreens';
import { checkScreenFile, fileVersion, saveScreenFile } from './saveScreenFile';

// The studio and the experiments (DESIGN §14): experiments/goLoanButton.json runs on loanConfirm, its
// variant b a screen of its own, experiments/goLoanButton/b.json.
const ROOT = resolve(import.meta.dirname, '../..');
const EXPERIMENT = 'experiments/goLoanButton.json';
const VARIANT = 'experiments/goLoanButton/b.json';
const screens = readProjectScreens(ROOT);
const experiments = readExperiments(ROOT);
const screen = (file: string) => {
  const found = screens.find((s) => s.file === file);
  if (!found) throw new Error(`no ${file}`);
  return found;
};

describe('the side list', () => {
  it('lists a variant under its screen, named by its experiment, and the experiment with its status', () => {
    const files = studioFiles(ROOT);
    expect(files.screens.find((s) => s.file === VARIANT)).toEqual({
      file: VARIANT,
      id: 'loanConfirm',
      title: screen('screens/loanConfirm.json').data?.title,
      routes: ['/loanConfirm'],
      variant: { experiment: 'goLoanButton', id: 'b' },
    });
    expect(files.screens.find((s) => s.file === 'screens/loanConfirm.json')?.variant).toBeUndefined();
    expect(files.experiments).toContainEqual({
      file: EXPERIMENT,
      id: 'goLoanButton',
      screen: 'loanConfirm',
      status: 'running',
    });
  });

  it('opens and saves experiments and their variants, and nothing deeper', () => {
    expect(isStudioFile(VARIANT)).toBe(true);
    expect(isStudioFile(EXPERIMENT)).toBe(true);
    for (const path of [
      'experiments/goLoanButton/b/c.json',
      'experiments/../package.json',
      'experiments/x.po',
    ])
      expect(isStudioFile(path), path).toBe(false);
  });
});

describe('previews', () => {
  it("show a variant's file as that variant, whatever the session's device would be given", () => {
    const states = screenStates(screen(VARIANT), undefined, experiments);
    expect(states.length).toBeGreaterThan(1);
    for (const state of states) {
      expect(state).toMatchObject({ screen: VARIANT, route: '/loanConfirm' });
      expect(state.query).toEqual({ variant: 'goLoanButton:b' });
      expect(state.description).toContain('As variant b of goLoanButton.');
    }
  });

  it('show the published screen of a running experiment as its control', () => {
    for (const state of screenStates(screen('screens/loanConfirm.json'), undefined, experiments))
      expect(state.query).toEqual({ variant: 'goLoanButton:a' });
    expect(screenStates(screen('screens/aboutUs.json'), undefined, experiments)[0]?.query).toBeUndefined();
  });

  it('show an experiment file as each of its variants side by side, and a part in variants too', () => {
    expect(
      experimentPreviews(EXPERIMENT, screens, experiments).map((p) => [p.screen, p.scenario, p.query]),
    ).toEqual([
      ['screens/loanConfirm.json', 'default', { variant: 'goLoanButton:a' }],
      [VARIANT, 'default', { variant: 'goLoanButton:b' }],
    ]);
    const inVariant = partPreviews('screens/parts/loanAgreements.json', screens, experiments).find(
      (p) => p.screen === VARIANT,
    );
    expect(inVariant?.query).toEqual({ variant: 'goLoanButton:b' });
  });

  it('say what the app shows instead once the experiment no longer runs', () => {
    const decided = experiments.map((e) => ({ ...e, status: 'decided' as const, winner: 'a' }));
    const [state] = screenStates(screen(VARIANT), undefined, decided);
    expect(state?.query).toEqual({ variant: 'goLoanButton:b' });
    expect(state?.description).toContain(
      'As variant b of goLoanButton, which is decided: the app shows variant a.',
    );
  });
});

describe('saving a variant', () => {
  // A copy of the project's screens, experiments, schemas and brands, so saving writes nowhere that matters.
  const copy = mkdtempSync(join(tmpdir(), 'studio-variant-'));
  for (const folder of ['schemas', 'brands', 'screens', 'experiments'])
    cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const original = readFileSync(join(copy, VARIANT), 'utf8');

  it('goes through the checks of a screen and of its experiment', () => {
    const moved = original.replace('"/loanConfirm"', '"/loanConfirmB"');
    expect(moved).not.toBe(original);
    const refused = saveScreenFile(copy, VARIANT, moved);
    expect(refused.saved).toBe(false);
    expect(refused.problems.map((p) => p.text)).toContainEqual(
      expect.stringMatching(
        /^experiments\/goLoanButton\/b\.json:\d+:\d+ \/routes a variant has the routes of/,
      ),
    );
    expect(readFileSync(join(copy, VARIANT), 'utf8')).toBe(original);

    const relabelled = original.replace('Go Loan: get my cash now', 'Get my money now');
    expect(relabelled).not.toBe(original);
    expect(saveScreenFile(copy, VARIANT, relabelled)).toEqual({
      saved: true,
      problems: [],
      version: fileVersion(relabelled),
    });
  }, 60000);

  it("checks an experiment file as the checker does: its variants' shares", () => {
    const text = readFileSync(join(copy, EXPERIMENT), 'utf8').replace('"share": 50', '"share": 60');
    expect(checkScreenFile(copy, EXPERIMENT, text).map((p) => p.message)).toContain(
      'the shares add up to 110, not 100',
    );
  }, 60000);
});
