// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cases from './cases/staleTranslations.json';
import type { MessageTemplate } from './mergeCatalog.ts';
import { staleTranslations, translationChangeLine } from './staleTranslations.ts';

interface SideCase {
  /** The catalog's entries (lines after the header); none: no catalog on that side. */
  catalog?: string[];
  messages: MessageTemplate[];
}

interface Case {
  name: string;
  base: SideCase;
  work: SideCase;
  /** The lines the review prints, in the catalog's order. */
  lines: string[];
}

const HEADER = [
  'msgid ""',
  'msgstr ""',
  '"Language: fil\\n"',
  '"Content-Type: text/plain; charset=UTF-8\\n"',
  '',
];

const side = (c: SideCase) => ({
  ...(c.catalog ? { catalog: [...HEADER, ...c.catalog, ''].join('\n') } : {}),
  messages: c.messages,
});

// `npm run review` lists the translations a change of English made stale, and the texts it added.
describe('the translations a change made stale', () => {
  it.each(cases as Case[])('$name', (c) => {
    expect(staleTranslations('fil', side(c.base), side(c.work)).map(translationChangeLine)).toEqual(c.lines);
  });
});
