// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScreenSchemas } from '../../language/check/screenSchemas';
import { screenFiles } from '../../language/compile/screenFiles';
import { LocaleFolder } from '../../language/locale/projectCatalogs';
import { bundleSchema } from './bundleSchema';
import { screenConditions } from './conditions';
import { catalogWarnings, screenInLocale, studioLocales } from './locales';
import { partPreviews } from './previews';
import { isStudioFile, readProjectScreens, studioFiles } from './projectScreens';
import { checkScreenFile, fileVersion, saveScreenFile } from './saveScreenFile';

const ROOT = resolve(import.meta.dirname, '../..');
const screens = readProjectScreens(ROOT);
const screen = (file: string) => {
  const found = screens.find((s) => s.file === file);
  if (!found) throw new Error(`no ${file}`);
  return found;
};

describe('the editor schema', () => {
  const ajv = new Ajv({ allErrors: true, strict: false });

  it('is one document that judges every screen and part of the project as the schema files do', () => {
    const files = loadScreenSchemas(ROOT);
    const validateScreen = ajv.compile(bundleSchema(ROOT, 'screen.schema.json'));
    for (const file of screenFiles(ROOT)) {
      const data: unknown = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
      expect(validateScreen(data), file).toBe(true);
      expect(files.validate(data), file).toBe(true);
    }
    const validatePart = ajv.compile(bundleSchema(ROOT, 'part.schema.json'));
    for (const part of studioFiles(ROOT).parts) {
      const data: unknown = JSON.parse(readFileSync(join(ROOT, part.file), 'utf8'));
      expect(validatePart(data), part.file).toBe(files.validatePart(data));
    }
    const misspelt = { ...screen('screens/aboutUs.json').data, tilte: 'About' };
    expect(validateScreen(misspelt)).toBe(false);
  });

  it('names no property with a "%" (the editor library reads names as URI-encoded), yet still takes the remainder operator', () => {
    const bundle = bundleSchema(ROOT, 'screen.schema.json');
    expect(JSON.stringify(bundle)).not.toMatch(/"[^"]*%[^"]*":/);
    const validate = ajv.compile(bundle);
    const body = (text: unknown) => ({
      ...screen('screens/aboutUs.json').data,
      body: [{ type: 'text', text }],
    });
    expect(validate(body({ '%': [7, 2] }))).toBe(true);
    expect(validate(body({ '%': [7] }))).toBe(false);
  });
});

describe('previews', () => {
  // The states of a screen are the plan's (sandbox/screenStates.test.ts); a part's are the studio's own.
  it('shows a part in each screen that uses it', () => {
    const uses = partPreviews('screens/parts/payCodeBox.json', screens).map((p) => p.screen);
    expect(uses).toEqual(['screens/repayDelay.json', 'screens/repayPeriod.json']);
  });
});

describe('conditions', () => {
  it('gives each condition where it is written, as written, and the names it reads', () => {
    const { conditions } = screenConditions(ROOT, screen('screens/orderDetails.json'));
    const borrowAgain = conditions.find((c) => c.ownerLabel === 'Borrow Again');
    const text = screen('screens/orderDetails.json').text;
    const line = text.split('\n').findIndex((l) => l.includes('"when": "=canBorrowAgain"')) + 1;
    expect(borrowAgain).toMatchObject({
      key: 'when',
      owner: 'widget',
      ownerType: 'button',
      tree: { '==': [{ var: 'data.order.orderStatus' }, 200] },
      source: { file: 'screens/orderDetails.json', line, text: '=canBorrowAgain' },
      names: [{ name: 'canBorrowAgain', text: '=data.order.orderStatus == 200' }],
    });
    const fields = screenConditions(ROOT, screen('screens/bindBank.json')).conditions.find(
      (c) => c.ownerType === 'form' && c.key === 'visible',
    );
    // A form decides `visible` per field of its `items`: the condition carries that list and the field's label.
    expect(fields?.perItem).toMatchObject({
      items: { var: expect.stringMatching(/^data\./) },
      label: expect.anything(),
    });
    const rating = conditions.find((c) => c.pointer === '/onLoad/0/else/0/when');
    expect(rating).toMatchObject({ owner: 'action', ownerType: 'openModal', ownerLabel: 'rating' });
  });

  it('places a condition of a part in the part file', () => {
    const { conditions } = screenConditions(ROOT, screen('screens/repayPeriod.json'));
    expect(conditions.some((c) => c.source.file.startsWith('screens/parts/'))).toBe(true);
  });
});

describe('saving', () => {
  // A copy of the project's screens, schemas and brands, so saving writes nowhere that matters.
  const copy = mkdtempSync(join(tmpdir(), 'studio-save-'));
  cpSync(join(ROOT, 'schemas'), join(copy, 'schemas'), { recursive: true });
  cpSync(join(ROOT, 'brands'), join(copy, 'brands'), { recursive: true });
  cpSync(join(ROOT, 'screens'), join(copy, 'screens'), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const file = 'screens/orderDetails.json';
  const original = readFileSync(join(copy, file), 'utf8');

  it('refuses a text the checker faults, leaving the file as it was', () => {
    const broken = original.replace('=data.order.orderStatus == 200', '=data.order.orderStatsu == 200');
    const result = saveScreenFile(copy, file, broken);
    expect(result.saved).toBe(false);
    expect(result.problems[0]?.text).toContain('did you mean "data.order.orderStatus"?');
    expect(readFileSync(join(copy, file), 'utf8')).toBe(original);
  }, 60000);

  it('locates copy-paste slips as the editor shows them: a key twice, a hole left open (screen and part)', () => {
    const line = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    const slipped = original.replace('"label": "REPAY",', '"label": "REPAY", "label": "REPAY NOW",');
    const [twice] = checkScreenFile(copy, file, slipped);
    expect(twice).toMatchObject({
      file,
      pointer: expect.stringMatching(/\/label$/),
      line: line(slipped, '"label": "REPAY NOW"'),
    });
    expect(twice?.text).toMatch(
      /^screens\/orderDetails\.json:\d+:\d+ \S+ "label" is written twice in this object/,
    );
    const part = 'screens/parts/payCodeBox.json';
    const partText = readFileSync(join(copy, part), 'utf8');
    const unclosed = partText.replace('"label": "Pay code"', '"label": "Pay code {{params.payCode}"');
    const [hole] = checkScreenFile(copy, part, unclosed);
    expect(hole).toMatchObject({ file: part, line: line(unclosed, '{{params.payCode}"') });
    expect(hole?.message).toContain('"{{" is not closed');
    expect(hole?.excerpt).toContain('^^');
  }, 60000);

  it('writes a text the checker accepts', () => {
    const relabelled = original.replace('"label": "REPAY"', '"label": "REPAY NOW"');
    expect(saveScreenFile(copy, file, relabelled)).toEqual({
      saved: true,
      problems: [],
      version: fileVersion(relabelled),
    });
    expect(readFileSync(join(copy, file), 'utf8')).toBe(relabelled);
  }, 60000);

  it('writes nothing over a newer save: a text edited from an older version gets the newer text back', () => {
    const opened = fileVersion(readFileSync(join(copy, file), 'utf8'));
    const first = original.replace('"label": "REPAY"', '"label": "PAY"');
    const second = original.replace('"label": "REPAY"', '"label": "PAY BACK"');
    const saved = saveScreenFile(copy, file, first, opened);
    expect(saved).toMatchObject({ saved: true, version: fileVersion(first) });
    expect(saveScreenFile(copy, file, second, opened)).toEqual({
      saved: false,
      problems: [],
      conflict: {
        message: expect.stringContaining('saved elsewhere'),
        newer: { text: first, version: fileVersion(first) },
      },
    });
    expect(readFileSync(join(copy, file), 'utf8')).toBe(first);
    expect(saveScreenFile(copy, file, second, fileVersion(first))).toMatchObject({ saved: true });
  }, 60000);

  it('only reads and writes screen and part files', () => {
    expect(isStudioFile('screens/orderDetails.json')).toBe(true);
    expect(isStudioFile('screens/parts/payCodeBox.json')).toBe(true);
    for (const path of [
      'screens/../package.json',
      'schemas/screen.schema.json',
      '/etc/passwd',
      'screens/a/b.json',
    ])
      expect(isStudioFile(path), path).toBe(false);
  });
});

describe('locales', () => {
  // A copy of the project with a catalog of its own, so the test decides what is translated.
  const copy = mkdtempSync(join(tmpdir(), 'studio-locales-'));
  for (const folder of ['schemas', 'brands', 'screens', 'locales'])
    cpSync(join(ROOT, folder), join(copy, folder), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const file = 'screens/orderDetails.json';
  const original = readFileSync(join(copy, file), 'utf8');
  const line = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
  /** Sets the Filipino of `english` in the copy's catalog (its msgstr, and the fuzzy flag or not). */
  const translate = (english: string, filipino: string, fuzzy = false) => {
    const path = join(copy, 'locales/fil.po');
    const po = readFileSync(path, 'utf8');
    const entry = new RegExp(
      `(#, fuzzy\\n)?(msgid ${JSON.stringify(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n)msgstr ".*"`,
    );
    expect(po).toMatch(entry);
    writeFileSync(
      path,
      po.replace(entry, `${fuzzy ? '#, fuzzy\n' : ''}$2msgstr ${JSON.stringify(filipino)}`),
    );
  };

  it('lists the languages the project ships, from its catalogs, named', () => {
    expect(studioLocales(copy).locales).toEqual([
      { id: 'en', name: 'English' },
      { id: 'fil', name: 'Filipino' },
    ]);
  });

  it("warns of the file's untranslated and stale texts where they are written, and saves them anyway", () => {
    translate('Your rating', 'Ang rating mo', true);
    translate('Submit', '');
    const warnings = catalogWarnings(copy, file);
    const rating = warnings.find((w) => w.pointer === '/modals/rating/body/1/label');
    expect(rating).toMatchObject({
      severity: 'warning',
      file,
      line: line(original, '"label": "Your rating"'),
      message: expect.stringMatching(
        /^the English changed: its translation in locales\/fil\.po:\d+ is stale \(fuzzy\)$/,
      ),
    });
    const untranslated = warnings.find((w) =>
      /^"Submit" is not translated in locales\/fil\.po:\d+$/.test(w.message),
    );
    expect(untranslated?.text).toMatch(/^screens\/orderDetails\.json:\d+:\d+ \S+ "Submit" is not translated/);
    expect(warnings.every((w) => w.file === file)).toBe(true);
    // An unsaved text is judged as typed: a new label is not in the catalog yet.
    const relabelled = original.replace('"label": "REPAY"', '"label": "REPAY IN FULL"');
    const typed = catalogWarnings(copy, file, relabelled).find((w) =>
      w.message.startsWith('"REPAY IN FULL"'),
    );
    expect(typed).toMatchObject({ severity: 'warning', line: line(relabelled, 'REPAY IN FULL') });
    expect(typed?.message).toContain('is not in locales/fil.po: run npm run locales');
    // The checker refuses nothing for it: a staff member saves English that is not translated yet.
    expect(checkScreenFile(copy, file, relabelled)).toEqual([]);
    expect(saveScreenFile(copy, file, relabelled)).toEqual({
      saved: true,
      problems: [],
      version: fileVersion(relabelled),
    });
  }, 60000);

  it('explains a screen with its labels in the chosen language', () => {
    writeFileSync(join(copy, file), original);
    translate('Borrow Again', 'Humiram Muli');
    const screen = readProjectScreens(copy).find((s) => s.file === file);
    if (!screen) throw new Error(`no ${file}`);
    const folder = new LocaleFolder(copy);
    const labels = (locale: string) =>
      screenConditions(copy, screenInLocale(copy, screen, locale, folder)).conditions.map(
        (c) => c.ownerLabel,
      );
    expect(labels('en')).toContain('Borrow Again');
    const filipino = screenConditions(copy, screenInLocale(copy, screen, 'fil', folder)).conditions;
    const borrowAgain = filipino.find((c) => c.ownerLabel === 'Humiram Muli');
    // Where it is written and the formula as written stay those of the English file.
    expect(borrowAgain?.source).toMatchObject({
      file,
      text: '=canBorrowAgain',
      line: line(original, '"when": "=canBorrowAgain"'),
    });
    expect(filipino.map((c) => c.pointer)).toEqual(
      screenConditions(copy, screen).conditions.map((c) => c.pointer),
    );
  }, 60000);
});
