import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { experimentsByRoute, runningByRoute } from '../../language/experiments/experiments.ts';
import { experimentsNginxConf } from './experimentsNginx.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const written = JSON.parse(readFileSync(join(ROOT, 'experiments/goLoanButton.json'), 'utf8')) as Record<
  string,
  unknown
>;
const projects: string[] = [];

/** A project of the loan confirm screen and the experiment file with `change`: one edit of it. */
function projectWith(change: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'loan-experiments-'));
  projects.push(root);
  mkdirSync(join(root, 'screens'));
  mkdirSync(join(root, 'experiments'));
  writeFileSync(join(root, 'screens/loanConfirm.json'), readFileSync(join(ROOT, 'screens/loanConfirm.json')));
  writeFileSync(join(root, 'experiments/goLoanButton.json'), JSON.stringify({ ...written, ...change }));
  return root;
}

afterAll(() => {
  for (const root of projects) rmSync(root, { recursive: true, force: true });
});

describe('the experiments part of the nginx site', () => {
  it('splits a running experiment’s route by the device, as the app does, and sends index.html without one', () => {
    const conf = experimentsNginxConf(runningByRoute(projectWith({})));
    expect(conf).toContain(
      // nginx's own variable, in nginx's syntax.
      // biome-ignore lint/suspicious/noTemplateCurlyInString: not a template: the text of the config
      'split_clients "goLoanButton:${arg_deviceId}" $loan_x_goLoanButton {\n    50% a;\n    * b;\n}',
    );
    expect(conf).toContain('"~^loanConfirm:." "loanConfirm.$loan_x_goLoanButton";');
    expect(conf).toContain('"~^loanConfirm:$" "";');
    expect(conf).toContain('default $loan_page;');
  });

  it.each([
    { status: 'stopped', change: { status: 'stopped' } },
    { status: 'decided', change: { status: 'decided', winner: 'b' } },
  ])('splits nothing once the experiment is $status (one edit of its file)', ({ change }) => {
    const root = projectWith(change);
    expect(experimentsNginxConf(runningByRoute(root))).not.toContain('split_clients');
    // A decided experiment still picks the route's screen (its winner); a stopped one nothing.
    expect([...experimentsByRoute(root).keys()]).toEqual(change.status === 'decided' ? ['/loanConfirm'] : []);
  });

  it('writes a share to the hundredth, the last variant taking the rest', () => {
    const conf = experimentsNginxConf(
      runningByRoute(
        projectWith({
          variants: [
            { id: 'a', share: 33.33 },
            { id: 'b', share: 33.33, screen: 'experiments/goLoanButton/b.json' },
            { id: 'c', share: 33.34, screen: 'experiments/goLoanButton/c.json' },
          ],
        }),
      ),
    );
    expect(conf).toContain('    33.33% a;\n    33.33% b;\n    * c;');
  });
});
