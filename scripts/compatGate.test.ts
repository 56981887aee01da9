import { join } from 'node:path';
import { ESLint } from 'eslint';
import cases from './cases/compatGate.json';

interface Case {
  name: string;
  code: string;
  refused: { rule: string; line: number; message: string }[];
}

const ROOT = join(import.meta.dirname, '..');

/**
 * `npm run check:compat` (eslint.config.js) refuses, at file:line, a built-in or Web API that an
 * engine of the floor (`browserslist`, DESIGN §11) lacks in a file that ships to the browser. Each
 * case is linted as the text of a file of `src/`.
 */
describe('the built-ins check of the engine floor', () => {
  const eslint = new ESLint({ cwd: ROOT });

  it.each(cases as Case[])(
    '$name',
    async ({ code, refused }) => {
      // In place of a file of src/, so TypeScript's program holds it (the typed rule needs it).
      const [result] = await eslint.lintText(`${code}\n`, {
        filePath: join(ROOT, 'src/expressions/hasOwn.ts'),
      });
      const messages = (result?.messages ?? []).map((m) => ({
        rule: m.ruleId,
        line: m.line,
        message: m.message,
      }));
      expect(messages).toHaveLength(refused.length);
      refused.forEach((want, at) => {
        expect(messages[at]).toMatchObject({ rule: want.rule, line: want.line });
        expect(messages[at]?.message).toContain(want.message);
      });
      // The first case builds TypeScript's program of src/ (7 s alone, more beside other test files).
    },
    60_000,
  );

  it('leaves tests alone: they run in Node, not on a phone', async () => {
    expect(await eslint.isPathIgnored(join(ROOT, 'src/expressions/evaluate.test.ts'))).toBe(true);
    expect(await eslint.isPathIgnored(join(ROOT, 'src/expressions/evaluate.ts'))).toBe(false);
  });
});
