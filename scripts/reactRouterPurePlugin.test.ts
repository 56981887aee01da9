import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactRouterPurePlugin } from './reactRouterPurePlugin';

const CHUNK = '/app/node_modules/react-router/dist/production/chunk-ABC123.mjs';

type Transform = (
  this: { warn: (message: string) => void },
  code: string,
  id: string,
) => { code: string } | null;

function transform(code: string, id = CHUNK): { code: string | null; warnings: string[] } {
  const warnings: string[] = [];
  const hook = reactRouterPurePlugin().transform as Transform;
  const result = hook.call({ warn: (message) => warnings.push(message) }, code, id);
  return { code: result?.code ?? null, warnings };
}

describe('reactRouterPurePlugin', () => {
  it.each([
    [
      'drops a displayName, which only the development tools read',
      'var Link = 1;\nLink.displayName = "Link";\n',
      'var Link = 1;\n\n',
    ],
    [
      'marks forwardRef, createContext and memo as pure',
      'var A = React.forwardRef(f);\nvar B = React3.createContext(null);\nvar C = React10.memo(g);',
      'var A = /* @__PURE__ */ React.forwardRef(f);\nvar B = /* @__PURE__ */ React3.createContext(null);\nvar C = /* @__PURE__ */ React10.memo(g);',
    ],
    [
      "reads Component through an import of React's",
      'var E = class extends React2.Component {\n};',
      'import { Component as RouterComponent$ } from "react";\nvar E = class extends RouterComponent$ {\n};',
    ],
    [
      'leaves calls that do something alone',
      'React.useEffect(f);\nwindow.displayName = x;',
      'React.useEffect(f);\nwindow.displayName = x;',
    ],
  ])('%s', (_, code, expected) => {
    expect(transform(code).code).toBe(expected);
  });

  it.each([
    ['an app module', '/app/src/engine/App.tsx'],
    ["react-router's development build", '/app/node_modules/react-router/dist/development/chunk-ABC123.mjs'],
    ['react-router-dom', '/app/node_modules/react-router-dom/dist/index.mjs'],
  ])('leaves %s alone', (_, id) => {
    expect(transform('X.displayName = "X";', id).code).toBeNull();
  });

  it('says so when a chunk that uses React has nothing left to rewrite (the library changed shape)', () => {
    expect(transform('import * as React from "react";\nvar x = React.useMemo(f);').warnings).toEqual([
      expect.stringContaining("react-router's build changed shape"),
    ]);
    expect(transform('var plain = 1;').warnings).toEqual([]);
  });

  // The real library, bundled as the app bundles it: what the app does not use goes, what it uses stays.
  async function bundle(plugins: Plugin[]): Promise<string> {
    const entry = 'virtual:router-entry';
    const output = (await build({
      configFile: false,
      mode: 'production',
      logLevel: 'silent',
      plugins: [
        {
          name: 'entry',
          resolveId: (id) => (id === entry ? id : null),
          load: (id) =>
            id === entry
              ? 'import { BrowserRouter } from "react-router";\nconsole.log(BrowserRouter);'
              : null,
        },
        ...plugins,
      ],
      resolve: {
        alias: [
          {
            find: /^react-router$/,
            replacement: resolve(
              import.meta.dirname,
              '../node_modules/react-router/dist/production/index.mjs',
            ),
          },
        ],
      },
      build: { write: false, rolldownOptions: { input: entry } },
    })) as Rolldown.RolldownOutput;
    return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
  }

  it("leaves react-router's unused parts out of the bundle and keeps BrowserRouter", async () => {
    const [without, withPlugin] = await Promise.all([bundle([]), bundle([reactRouterPurePlugin()])]);
    // `data-discover`: an attribute only <Link> and <Form> write, in the bundle while they stay.
    expect(without.includes('data-discover')).toBe(true);
    expect(withPlugin.includes('data-discover')).toBe(false);
    // BrowserRouter's history listens to popstate.
    expect(withPlugin.includes('popstate')).toBe(true);
    expect(withPlugin.length).toBeLessThan(without.length * 0.8);
  }, 30000);
});
