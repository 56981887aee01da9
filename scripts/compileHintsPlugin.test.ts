// @vitest-environment node
import type { Plugin } from 'vite';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin } from './compileHintsPlugin';

const MODULES: Record<string, string> = {
  'virtual:entry':
    'export function start() { return import("virtual:lazy").then((m) => m.later()); }\nstart();',
  'virtual:lazy': 'export function later() { return "later"; }',
};

/** A real minified build of an entry and its lazy chunk: each chunk's first two lines, by kind. */
async function firstLines(plugins: Plugin[], postBanner?: string): Promise<Record<string, string[]>> {
  const output = await build({
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
    plugins: [
      {
        name: 'modules',
        resolveId: (id) => (id in MODULES ? `\0${id}` : null),
        load: (id) => MODULES[id.slice(1)] ?? null,
      },
      ...plugins,
    ],
    build: {
      write: false,
      rolldownOptions: { input: 'virtual:entry', ...(postBanner ? { output: { postBanner } } : {}) },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output.filter((file) => file.type === 'chunk') : [],
  );
  return Object.fromEntries(
    chunks.map((chunk) => [chunk.isEntry ? 'entry' : 'lazy', chunk.code.split('\n').slice(0, 2)]),
  );
}

describe('compileHintsPlugin', () => {
  it('starts the entry chunk with the compile hint, after minification, and no lazy chunk', async () => {
    const lines = await firstLines([compileHintsPlugin()]);
    expect(lines.entry?.[0]).toBe(COMPILE_HINT);
    expect(lines.entry?.[1]).toContain('function');
    expect(lines.lazy?.join('\n')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('also starts the chunks named in alsoChunks (chunks the entries import) with it', async () => {
    const lines = await firstLines([compileHintsPlugin({ alsoChunks: ['_virtual_lazy'] })]);
    expect(lines.entry?.[0]).toBe(COMPILE_HINT);
    expect(lines.lazy?.[0]).toBe(COMPILE_HINT);
  });

  it('adds nothing without it', async () => {
    const lines = await firstLines([]);
    expect(lines.entry?.join('\n')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps a banner the build already has, after the hint, which must come first', async () => {
    const lines = await firstLines([compileHintsPlugin()], '/* license */');
    expect(lines.entry).toEqual([COMPILE_HINT, '/* license */']);
    expect(lines.lazy?.[0]).toBe('/* license */');
  });
});
