// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScreenSchemas } from '../check/screenSchemas.ts';
import type { PartFile } from '../compile/parts.ts';
import cases from './cases/textSites.json';
import { projectTexts } from './textSites.ts';

const schemas = loadScreenSchemas(resolve(import.meta.dirname, '../..'));

interface Case {
  name: string;
  screen: unknown;
  parts?: Record<string, unknown>;
  /** `<pointer> <text>` of every site of the screen, in any order. */
  texts: string[];
  partTexts?: string[];
  /** `<pointer> <start of the message>`, in order. */
  problems?: string[];
}

// Which texts of a screen a borrower reads (textSites.ts): the messages of the catalogs.
describe('text sites', () => {
  it.each(cases as Case[])('$name', (c) => {
    const parts = new Map<string, PartFile>(
      Object.entries(c.parts ?? {}).map(([name, data]) => [
        name,
        { name, file: `screens/parts/${name}.json`, text: JSON.stringify(data), data },
      ]),
    );
    const found = projectTexts(new Map([['screens/zz.json', c.screen]]), parts, schemas);
    const texts = (file: string) =>
      (found.sites.get(file) ?? []).map((site) => `${site.pointer} ${site.text}`).sort();
    expect(texts('screens/zz.json')).toEqual([...c.texts].sort());
    for (const name of Object.keys(c.parts ?? {}))
      expect(texts(`screens/parts/${name}.json`)).toEqual([...(c.partTexts ?? [])].sort());
    const problems = found.problems.map((p) => `${p.pointer} ${p.message}`);
    expect(problems).toHaveLength(c.problems?.length ?? 0);
    for (const [i, start] of (c.problems ?? []).entries()) expect(problems[i]).toContain(start);
  });
});
