import { describe, expect, it } from 'vitest';
import { engineTextsIn, numberEngineTexts } from './engineTexts';

const ids = new Map([
  ['Retry', 0],
  ['Page {{n}} of {{total}}', 1],
  ['Loading…', 2],
]);

describe('numberEngineTexts: each t() gets its text number as a last argument', () => {
  it.each([
    ['no values', "const a = t('Retry');", "const a = t('Retry',0);"],
    ['double quotes', 'const a = t("Retry");', 'const a = t("Retry",0);'],
    ['a template without holes', 'const a = t(`Loading…`);', 'const a = t(`Loading…`,2);'],
    ['values', "t('Page {{n}} of {{total}}', { n, total })", "t('Page {{n}} of {{total}}', { n, total },1)"],
    [
      'a trailing comma over several lines',
      "t(\n  'Page {{n}} of {{total}}',\n  { n, total },\n)",
      "t(\n  'Page {{n}} of {{total}}',\n  { n, total },1,\n)",
    ],
    ['two calls on a line', "[t('Retry'), t('Loading…')]", "[t('Retry',0), t('Loading…',2)]"],
    ['a call inside a call', "t('Retry', { a: t('Loading…') })", "t('Retry', { a: t('Loading…',2) },0)"],
    ['JSX', "<b title={t('Retry')}>{t('Loading…')}</b>", "<b title={t('Retry',0)}>{t('Loading…',2)}</b>"],
    ['a text the build does not list', "t('Something new')", "t('Something new')"],
    ['a method named t', "i18n.t('Retry')", "i18n.t('Retry')"],
  ])('%s', (_, source, numbered) => {
    expect(numberEngineTexts('src/x.tsx', source, ids)).toBe(numbered);
  });

  it('reads the call as the catalog does: the same texts', () => {
    const source = "t('Retry'); t('Page {{n}} of {{total}}', { n, total });";
    expect(engineTextsIn('src/x.ts', source).calls.map((call) => call.text)).toEqual(
      engineTextsIn('src/x.ts', source).texts.map((text) => text.text),
    );
  });
});
