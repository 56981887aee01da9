import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreens, formatProblem } from '../check/checkScreens.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FILE = 'experiments/goLoanButton.json';
const written = JSON.parse(readFileSync(join(ROOT, FILE), 'utf8')) as Record<string, unknown>;

/** The experiment file with `change` applied, checked with the whole project. */
function problemsWith(change: Record<string, unknown>, extra: Record<string, string> = {}): string[] {
  const file = JSON.stringify({ ...written, ...change }, null, 2);
  return checkScreens(ROOT, undefined, { [FILE]: file, ...extra })
    .filter((p) => p.file.startsWith('experiments/'))
    .map((p) => `${p.file} ${p.pointer} ${p.message}`);
}

const variants = written.variants as Array<Record<string, unknown>>;

describe('the experiment checker', () => {
  it('passes the project as it is', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it.each([
    {
      name: 'shares that do not add up',
      change: { variants: [{ ...variants[0], share: 60 }, variants[1]] },
      message: `${FILE} /variants the shares add up to 110, not 100`,
    },
    {
      name: 'a decided experiment without its winner',
      change: { status: 'decided' },
      message: `${FILE} /winner a decided experiment names its winner, one of its variants`,
    },
    {
      name: 'a winner that is no variant',
      change: { status: 'decided', winner: 'c' },
      message: `${FILE} /winner a decided experiment names its winner, one of its variants`,
    },
    {
      name: 'a winner while it runs',
      change: { winner: 'b' },
      message: `${FILE} /winner only a decided experiment has a winner`,
    },
    {
      name: 'a screen no file has',
      change: { screen: 'noSuchScreen' },
      message: `${FILE} /screen no screen has the id "noSuchScreen"`,
    },
    {
      name: 'a goal the variants cannot reach',
      change: { goals: [{ id: 'agreement', navigate: '/loanAgreement' }] },
      message: `${FILE} /goals/0 the published screen (screens/loanConfirm.json) has no a navigation to /loanAgreement`,
    },
    {
      name: 'a control with a file of its own',
      change: { variants: [{ ...variants[0], screen: 'experiments/goLoanButton/a.json' }, variants[1]] },
      message: `${FILE} /variants/0/screen the first variant is the control: the screen as published, no file of its own`,
    },
    {
      name: 'a variant without its file',
      change: { variants: [variants[0], { id: 'c', share: 50, screen: 'experiments/goLoanButton/c.json' }] },
      message: `${FILE} /variants/1/screen experiments/goLoanButton/c.json does not exist`,
    },
    {
      name: 'a share that breaks the schema',
      change: { variants: [{ ...variants[0], share: 0 }, variants[1]] },
      message: `${FILE} /variants/0/share must be > 0`,
    },
  ])('names $name', ({ change, message }) => {
    expect(problemsWith(change)).toContain(message);
  });

  it('refuses a variant whose routes are not its screen’s, and a goal it dropped', () => {
    const variant = JSON.parse(readFileSync(join(ROOT, 'experiments/goLoanButton/b.json'), 'utf8')) as {
      routes: string[];
      body: unknown;
    };
    const broken = JSON.stringify({
      ...variant,
      routes: ['/loanConfirmB'],
      body: [{ type: 'text', text: 'Hi' }],
    });
    const problems = problemsWith({}, { 'experiments/goLoanButton/b.json': broken });
    expect(problems).toContain(
      'experiments/goLoanButton/b.json /routes a variant has the routes of screens/loanConfirm.json (["/loanConfirm"])',
    );
    expect(problems).toContain(
      `${FILE} /goals/0 variant "b" (experiments/goLoanButton/b.json) has no a call of loanDetailPush`,
    );
  });

  it('formats a problem with its line, as editors link it', () => {
    const [line] = checkScreens(ROOT, [FILE], {
      [FILE]: JSON.stringify({ ...written, status: 'decided' }, null, 2),
    }).map(formatProblem);
    expect(line).toMatch(/^experiments\/goLoanButton\.json:\d+:\d+ \/winner /);
  });
});
