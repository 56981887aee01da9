// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cases from './cases/mergeCatalog.json';
import { parseCatalog } from './catalog.ts';
import { type MessageTemplate, mergeCatalog } from './mergeCatalog.ts';

interface Case {
  name: string;
  /** The catalog's entries before (lines after the header); none: no catalog yet. */
  catalog: string[];
  messages: MessageTemplate[];
  entries: { id: string; translation: string; fuzzy: boolean; previous?: string; references: string[] }[];
  obsolete: string[];
  /** Lines the merged file holds as written. */
  contains?: string[];
}

const HEADER = [
  'msgid ""',
  'msgstr ""',
  '"Language: fil\\n"',
  '"Content-Type: text/plain; charset=UTF-8\\n"',
  '',
];

// `npm run locales` (mergeCatalog.ts) merges as gettext's msgmerge does.
describe('merging a catalog with the English', () => {
  it.each(cases as Case[])('$name', (c) => {
    const before = c.catalog.length === 0 ? undefined : [...HEADER, ...c.catalog, ''].join('\n');
    const { text } = mergeCatalog(before, c.messages, 'fil');
    const merged = parseCatalog('fil', 'locales/fil.po', text);
    expect(
      [...merged.entries.values()].map(({ id, translation, fuzzy, previous, references }) => ({
        id,
        translation,
        fuzzy,
        ...(previous === undefined ? {} : { previous }),
        references,
      })),
    ).toEqual(c.entries);
    const obsolete = text.split('\n').flatMap((line) => /^#~ msgid "(.*)"$/.exec(line)?.slice(1) ?? []);
    expect(obsolete).toEqual(c.obsolete);
    for (const line of c.contains ?? []) expect(text.split('\n')).toContain(line);
    expect(text).toContain('"Language: fil\\n"');
  });
});
