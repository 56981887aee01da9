// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCatalog } from './catalog.ts';
import { checkLocales, updateCatalogs } from './projectCatalogs.ts';

// The translators' loop on a small project of its own: `npm run locales`, a translation, a change
// of the English, and what the checker then says, at the PO line and where the text is written.

const ROOT = resolve(import.meta.dirname, '../..');
let root = '';

function screen(label: string, text: string): string {
  return `${JSON.stringify(
    {
      $schema: '../schemas/screen.schema.json',
      id: 'zzProbe',
      routes: ['/zzProbe'],
      title: 'Probe',
      body: [
        { type: 'text', text },
        { type: 'button', label, onClick: [] },
      ],
    },
    null,
    2,
  )}\n`;
}

function locales(): void {
  for (const [lang, { text }] of updateCatalogs(root, ['fil']))
    writeFileSync(join(root, `locales/${lang}.po`), text);
}

function translate(translations: Record<string, string>): void {
  const file = join(root, 'locales/fil.po');
  let text = readFileSync(file, 'utf8');
  for (const [id, translation] of Object.entries(translations))
    text = text.replace(
      `msgid ${JSON.stringify(id)}\nmsgstr ""`,
      `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(translation)}`,
    );
  writeFileSync(file, text);
}

const lineOf = (id: string) =>
  readFileSync(join(root, 'locales/fil.po'), 'utf8')
    .split('\n')
    .indexOf(`msgid ${JSON.stringify(id)}`) + 1;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'locales-'));
  cpSync(join(ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  mkdirSync(join(root, 'screens'));
  mkdirSync(join(root, 'locales'));
  writeFileSync(
    join(root, 'screens/zzProbe.json'),
    screen('Repay now', 'Repay {{data.repay.amount | money}} today'),
  );
  locales();
  translate({
    Probe: 'Pagsubok',
    'Repay now': 'Magbayad na',
    'Repay {{data.repay.amount | money}} today': 'Bayaran ang {{data.repay.amount | money}} ngayon',
  });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the catalogs, kept and checked', () => {
  it('a complete catalog has no problem', () => {
    expect(checkLocales(root)).toEqual([]);
  });

  it('a new text comes in untranslated: the checker names the PO line and the screen', () => {
    writeFileSync(
      join(root, 'screens/zzProbe.json'),
      screen('Pay later', 'Repay {{data.repay.amount | money}} today'),
    );
    locales();
    const line = lineOf('Pay later');
    const problems = checkLocales(root).map((p) => `${p.file}:${p.line} ${p.message}`);
    expect(problems).toContain(
      `locales/fil.po:${line} "Pay later" is not translated (used at screens/zzProbe.json:15:17)`,
    );
    expect(problems).toContain(
      `screens/zzProbe.json:15 "Pay later" is not translated in locales/fil.po:${line}`,
    );
  });

  it('a changed English text makes its translation stale (fuzzy): the checker fails, naming both places', () => {
    writeFileSync(
      join(root, 'screens/zzProbe.json'),
      screen('Repay it now', 'Repay {{data.repay.amount | money}} today'),
    );
    locales();
    const catalog = parseCatalog('fil', 'locales/fil.po', readFileSync(join(root, 'locales/fil.po'), 'utf8'));
    const entry = catalog.entries.get('Repay it now');
    expect(entry).toMatchObject({ translation: 'Magbayad na', fuzzy: true, previous: 'Repay now' });
    const problems = checkLocales(root);
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      `locales/fil.po:${entry?.line}:1`,
      'screens/zzProbe.json:15:17',
    ]);
    expect(problems[0]?.message).toContain(
      'is stale (it was made for "Repay now"): the English changed at screens/zzProbe.json:15:17',
    );
    expect(problems[1]?.message).toContain(
      `its translation in locales/fil.po:${entry?.line} is stale (fuzzy)`,
    );
  });

  it('a translation that drops or adds a hole is refused at its PO line', () => {
    translate({});
    const file = join(root, 'locales/fil.po');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'Bayaran ang {{data.repay.amount | money}} ngayon',
        'Bayaran ngayon',
      ),
    );
    const line = lineOf('Repay {{data.repay.amount | money}} today');
    expect(checkLocales(root).map((p) => `${p.file}:${p.line} ${p.message}`)).toContain(
      `locales/fil.po:${line} the translation of "Repay {{data.repay.amount | money}} today" drops {{data.repay.amount | money}}: a translation keeps exactly the English text's holes, as written (they may move) (used at screens/zzProbe.json:11:16)`,
    );
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('msgstr "Magbayad na"', 'msgstr "Magbayad na {{brand.name}}"'),
    );
    expect(checkLocales(root).map((p) => p.message)).toContainEqual(
      expect.stringContaining('"Repay now" adds {{brand.name}}'),
    );
  });

  it('a text no longer used goes obsolete and is no problem', () => {
    writeFileSync(
      join(root, 'screens/zzProbe.json'),
      screen('Something else entirely', 'Repay {{data.repay.amount | money}} today'),
    );
    locales();
    translate({ 'Something else entirely': 'Iba pa' });
    const text = readFileSync(join(root, 'locales/fil.po'), 'utf8');
    expect(text).toContain('#~ msgid "Repay now"\n#~ msgstr "Magbayad na"');
    expect(checkLocales(root)).toEqual([]);
  });
});
