// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreens, formatProblem } from './checkScreens';

const ROOT = resolve(import.meta.dirname, '../..');
const SCREEN = 'screens/zzProbe.json';
const PART = 'screens/parts/zzLabel.json';

const json = (value: unknown) => JSON.stringify(value, null, 2);

function screen(...uses: Record<string, unknown>[]): string {
  return json({
    $schema: '../schemas/screen.schema.json',
    id: 'zzProbe',
    routes: ['/zzProbe'],
    title: 'Probe',
    data: {
      order: {
        endpoint: 'loanDetails',
        params: { productId: '=session.productId', orderId: '=session.orderId' },
      },
    },
    body: uses,
  });
}

/** `line:column` (1-based) where `needle` first occurs in `text`, as the checker prints a location. */
function where(text: string, needle: string, from = 0): string {
  const before = text.slice(0, text.indexOf(needle, from)).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

const part = json({
  $schema: '../../schemas/part.schema.json',
  description: 'A label for a probe.',
  params: { amount: { type: 'integer', description: 'cents' } },
  body: [{ type: 'text', text: '=concat(money(params.amount), data.order.productNme)' }],
});

describe('screen checker, parts', () => {
  it('reports a mistake of a part body in the part file, under its token, naming the use', () => {
    const problems = checkScreens(ROOT, [SCREEN], {
      [SCREEN]: screen({ use: 'zzLabel', with: { amount: '=data.order.orderStatus' } }),
      [PART]: part,
    });
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^screens\/parts\/zzLabel\.json:\d+:\d+ \/body\/0\/text unknown path "data\.order\.productNme".*did you mean "data\.order\.productName".*\(part "zzLabel" used at screens\/zzProbe\.json:\d+:\d+\)\n.*\n\s+\^+$/s,
      ),
    ]);
    const [problem] = problems;
    const line = part.split('\n')[(problem?.line ?? 0) - 1] ?? '';
    expect(line.slice((problem?.column ?? 0) - 1)).toMatch(/^data\.order\.productNme/);
  });

  it('reports an argument that breaks the body where the argument is written', () => {
    const problems = checkScreens(ROOT, [SCREEN], {
      [SCREEN]: screen({ use: 'zzLabel', with: { amount: '=data.order.productName' } }),
      [PART]: part.replace(', data.order.productNme', ''),
    });
    expect(problems.map((p) => `${p.file} ${p.pointer} ${p.message}`)).toEqual([
      expect.stringMatching(
        /^screens\/zzProbe\.json \/body\/0\/with\/amount "money" takes a number, got productName \(string\)/,
      ),
    ]);
  });

  it('reports every problem of a use at the use as written, after a list part shifted the indices', () => {
    const rows = json({
      $schema: '../../schemas/part.schema.json',
      description: 'Two rows for a probe.',
      body: [
        { type: 'text', text: 'first' },
        { type: 'text', text: 'second' },
      ],
    });
    // The list part takes two places of the compiled body: /body/1 as written is /body/2 once expanded.
    const text = screen(
      { use: 'zzRows' },
      { use: 'zzLabl', with: { amount: 1 } },
      { use: 'zzLabel', with: { amout: '=data.order.orderStatus' } },
      { use: 'zzLabel', with: { amount: 'data.order.orderStatus' } },
      { type: 'text', text: 'after the uses' },
    );
    const label = part.replace(', data.order.productNme', '');
    const problems = checkScreens(ROOT, [SCREEN, PART], {
      [SCREEN]: text,
      [PART]: label,
      'screens/parts/zzRows.json': rows,
    });
    const secondUse = text.indexOf('"use": "zzLabel"');
    const literal = where(text, 'data.order.orderStatus"', text.indexOf('"amount": "data'));
    expect(problems.map(formatProblem)).toEqual([
      `${SCREEN}:${where(text, '"use": "zzLabl"')} /body/1/use unknown part "zzLabl" (did you mean "zzLabel"?)`,
      `${SCREEN}:${where(text, '"with"', secondUse)} /body/2/with part "zzLabel" needs the parameter "amount" (declared at ${PART}:${where(label, '"amount"')})`,
      `${SCREEN}:${where(text, '"amout"')} /body/2/with/amout part "zzLabel" has no parameter "amout" (did you mean "amount"?) (declared at ${PART}:${where(label, '"params"')})`,
      // A literal of the wrong type: under the value, with a caret.
      [
        `${SCREEN}:${literal} /body/3/with/amount parameter "amount" of part "zzLabel" takes integer, got string "data.order.orderStatus"; did you forget the leading '='? (declared at ${PART}:${where(label, '"amount"')})`,
        `        "amount": "data.order.orderStatus"`,
        `${' '.repeat(19)}${'^'.repeat('data.order.orderStatus'.length)}`,
      ].join('\n'),
    ]);
  });

  it('refuses a text for a parameter typed as a condition, at the argument, with the forgotten =', () => {
    const flag = json({
      $schema: '../../schemas/part.schema.json',
      description: 'A text shown on a condition, for a probe.',
      params: {
        shown: { type: 'boolean', description: 'Whether the text shows.' },
        alsoShown: { description: 'A condition too, of no declared type.' },
      },
      body: [
        { type: 'text', when: '=params.shown', text: 'Shown' },
        { type: 'text', when: '=params.alsoShown', text: 'Also shown' },
      ],
    });
    const file = 'screens/parts/zzFlag.json';
    const typed = screen({ use: 'zzFlag', with: { shown: '!!data.order.orderStatus', alsoShown: true } });
    const untyped = screen({ use: 'zzFlag', with: { shown: true, alsoShown: 'data.order.orderStatus > 0' } });
    const check = (text: string) =>
      checkScreens(ROOT, [SCREEN, file], { [SCREEN]: text, [file]: flag }).map(formatProblem);
    // The declared type refuses the literal at the use.
    expect(check(typed)).toEqual([
      [
        `${SCREEN}:${where(typed, '!!data')} /body/0/with/shown parameter "shown" of part "zzFlag" takes boolean, got string "!!data.order.orderStatus"; did you forget the leading '='? (declared at ${file}:${where(flag, '"shown"')})`,
        `        "shown": "!!data.order.orderStatus",`,
        `${' '.repeat(18)}${'^'.repeat('!!data.order.orderStatus'.length)}`,
      ].join('\n'),
    ]);
    // Without a declared type, the `when` it lands in refuses it, and says where the text was written.
    expect(check(untyped)).toEqual([
      [
        `${SCREEN}:${where(untyped, 'data.order.orderStatus >')} /body/0/with/alsoShown takes true or false, or a formula ("=…"), got the text "data.order.orderStatus > 0", which is always true; did you forget the leading '='?`,
        `        "alsoShown": "data.order.orderStatus > 0"`,
        `${' '.repeat(22)}${'^'.repeat('data.order.orderStatus > 0'.length)}`,
      ].join('\n'),
    ]);
  });

  it('reports a modal use that cannot be expanded once, at the use', () => {
    const sheet = json({
      $schema: '../../schemas/part.schema.json',
      description: 'A sheet for a probe.',
      params: { amount: { type: 'integer', description: 'cents' } },
      body: { title: 'Pay', body: [{ type: 'text', text: '{{params.amount | money}}' }] },
    });
    const file = 'screens/parts/zzSheet.json';
    const withModal = (modal: Record<string, unknown>) =>
      JSON.stringify({ ...JSON.parse(screen()), modals: { pay: modal } }, null, 2);
    const missing = withModal({ use: 'zzSheet' });
    const unknown = withModal({ use: 'zzSheat', with: { amount: 1 } });
    const check = (text: string, files = [SCREEN, file]) =>
      checkScreens(ROOT, files, { [SCREEN]: text, [file]: sheet }).map(formatProblem);
    // In place of the use the compiled screen holds null, which is no second mistake ("must be object").
    expect(check(missing)).toEqual([
      `${SCREEN}:${where(missing, '"use"')} /modals/pay/use part "zzSheet" needs the parameter "amount" (declared at ${file}:${where(sheet, '"amount"')})`,
    ]);
    expect(check(unknown, [SCREEN])).toEqual([
      `${SCREEN}:${where(unknown, '"use"')} /modals/pay/use unknown part "zzSheat" (did you mean "zzSheet"?)`,
    ]);
  });

  it('reports a part nobody uses and a part file of the wrong shape', () => {
    const problems = checkScreens(ROOT, undefined, {
      [PART]: json({ $schema: '../../schemas/part.schema.json', description: 'x', bdy: [] }),
    });
    expect(problems.filter((p) => p.file === PART).map((p) => `${p.pointer} ${p.message}`)).toEqual([
      ' a part has either a "body" (widgets, actions, a modal) or "data" (a constant list)',
      ' this part is not used by any screen',
      '/bdy unknown property "bdy" (did you mean "body"?)',
    ]);
  });
});
