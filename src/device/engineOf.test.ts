// @vitest-environment node
// (esbuild's API checks its Uint8Arrays, which jsdom's are not.)
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { engineOf } from './engineOf';
import cases from './engineOf.cases.json';

/** The engine of each user agent (DESIGN §11), real ones of the engines borrowers open the app in. */

describe('engineOf', () => {
  it.each(cases)('$name: $engine', ({ userAgent, engine }) => {
    expect(engineOf(userAgent)).toBe(engine);
  });

  it('gives a family and a major version, or unknown: never the user agent', () => {
    for (const { userAgent } of cases) expect(engineOf(userAgent)).toMatch(/^(?:[a-z]+\/\d{1,5}|unknown)$/);
  });

  it('is ES5 and imports nothing: an ES5 build of it changes nothing (the page below the floor runs it)', () => {
    const source = readFileSync(new URL('./engineOf.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
    const build = (target: string) => transformSync(source, { loader: 'ts', format: 'esm', target }).code;
    // esbuild refuses let and const at es5 (this throws), and rewrites arrows, templates, optional
    // chaining, spread and regular expressions beyond ES5 (the two builds differ).
    expect(build('es5')).toBe(build('esnext'));
  });
});
