import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AXIOS_CHECKED,
  AXIOS_STUBS,
  AXIOS_UTILS_READ,
  axiosBrowserSubsetPlugin,
  exportNames,
  pruneUtils,
  utilsReads,
} from './axiosBrowserSubsetPlugin';

const LIB = resolve(import.meta.dirname, '../node_modules/axios/lib');

type Hook<A extends unknown[], R> = (this: unknown, ...args: A) => R;

function hooks() {
  const plugin = axiosBrowserSubsetPlugin();
  const context = {};
  return {
    resolveId: (source: string, importer?: string) =>
      (plugin.resolveId as Hook<[string, string | undefined], string | null>).call(context, source, importer),
    load: (id: string) => (plugin.load as Hook<[string], string | null>).call(context, id),
    transform: (code: string, id: string) =>
      (plugin.transform as Hook<[string, string], { code: string } | null>).call(context, code, id),
  };
}

/** A stand-in's module, run as the browser would. */
const run = async (code: string) =>
  (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;

describe('axiosBrowserSubsetPlugin', () => {
  it.each([
    ['the fetch adapter in axios’s adapter table', './fetch.js', `${LIB}/adapters/adapters.js`, true],
    [
      'the same on Windows paths',
      './fetch.js',
      'C:\\app\\node_modules\\axios\\lib\\adapters\\adapters.js',
      true,
    ],
    ['another axios adapter', './xhr.js', `${LIB}/adapters/adapters.js`, false],
    ['the status table, from axios.js', './helpers/HttpStatusCode.js', `${LIB}/axios.js`, true],
    ['cookies, from the XHR adapter', '../helpers/cookies.js', `${LIB}/adapters/xhr.js`, true],
    ['a module axios keeps', '../helpers/buildURL.js', `${LIB}/core/Axios.js`, false],
    ['a fetch.js of the app', './fetch.js', '/app/src/api/client.ts', false],
    ['an entry (no importer)', './fetch.js', undefined, false],
  ])('%s', (_, source, importer, replaced) => {
    expect(hooks().resolveId(source, importer) !== null).toBe(replaced);
  });

  it('is checked against the axios the app pins', () => {
    const pinned = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(pinned.dependencies.axios).toBe(AXIOS_CHECKED);
  });

  it.each(AXIOS_STUBS.map((stub) => [stub.module, stub]))(
    '%s: its stand-in exports what axios’s module does',
    async (module, stub) => {
      const { resolveId, load } = hooks();
      const id = resolveId(`./${module.split('/').pop()}`, join(LIB, module.replace(/[^/]+$/, 'x.js')));
      expect(id).not.toBeNull();
      expect(load(id as string)).toBe(stub.code);
      expect(exportNames(stub.code)).toEqual(exportNames(readFileSync(join(LIB, module), 'utf8')));
      await run(stub.code);
    },
  );

  it('stands in an adapter that axios reads as not supported here, and cookies that hold no XSRF token', async () => {
    const code = (module: string) => AXIOS_STUBS.find((stub) => stub.module === module)?.code ?? '';
    expect(((await run(code('adapters/fetch.js'))).getFetch as () => unknown)()).toBe(false);
    const cookies = (await run(code('helpers/cookies.js'))).default as { read: (name: string) => unknown };
    expect(cookies.read('XSRF-TOKEN')).toBeNull();
  });

  it('throws, naming itself, where a left-out function is called', async () => {
    const toFormData = (
      await run(AXIOS_STUBS.find((stub) => stub.module === 'helpers/toFormData.js')?.code ?? '')
    ).default as () => unknown;
    expect(() => toFormData()).toThrow(/toFormData is left out/);
  });

  it.each([
    [
      'another release of axios',
      '1.22.0',
      'export default {};',
      /axios 1\.22\.0: .* parts of axios 1\.21\.1/,
    ],
    [
      'a module that exports other names',
      AXIOS_CHECKED,
      'export const cookies = {};',
      /exports cookies, its stand-in default/,
    ],
  ])('fails the build on %s', (_, version, cookies, error) => {
    const lib = join(mkdtempSync(join(tmpdir(), 'axios-')), 'node_modules/axios/lib');
    mkdirSync(join(lib, 'helpers'), { recursive: true });
    writeFileSync(join(lib, '../package.json'), JSON.stringify({ version }));
    writeFileSync(join(lib, 'helpers/cookies.js'), cookies);
    const { resolveId, load } = hooks();
    expect(() => load(resolveId('../helpers/cookies.js', join(lib, 'adapters/xhr.js')) as string)).toThrow(
      error,
    );
  });

  it('keeps in utils only what the modules read, and marks the helpers built by a call pure', () => {
    const code = readFileSync(join(LIB, 'utils.js'), 'utf8');
    const pruned = pruneUtils(code, ['isArray', 'trim']);
    expect(pruned).toMatch(/export default \{ isArray, trim \}/);
    expect(pruned).toContain("const isFile = /* @__PURE__ */ kindOfTest('File')");
    expect(() => pruneUtils(code, ['isArray', 'isNotThere'])).toThrow(/no longer has isNotThere/);
    expect(exportNames(pruned)).toEqual(['default']);
  });

  it.each([
    [
      'reads members',
      "import utils from '../utils.js';\nutils.isArray(a) && utils.trim(b);",
      ['isArray', 'trim'],
      false,
    ],
    ['passes utils on', "import utils from './utils.js';\nextend(utils);", [], true],
    ['has a utils of its own', "import * as utils from './common/utils.js';\nf(utils);", [], false],
  ])('a module that %s', (_, code, members, otherUse) => {
    expect(utilsReads(code)).toEqual({ members, otherUse });
  });

  it('fails the build when an axios module reads a member of utils that is left out', () => {
    const { transform } = hooks();
    expect(
      transform("import utils from '../utils.js';\nutils.isArray(a);", `${LIB}/core/fine.js`),
    ).toBeNull();
    expect(AXIOS_UTILS_READ).not.toContain('toFiniteNumber');
    expect(() =>
      transform("import utils from '../utils.js';\nutils.toFiniteNumber(a);", `${LIB}/core/new.js`),
    ).toThrow(/core\/new\.js reads utils\.toFiniteNumber/);
    expect(transform(readFileSync(join(LIB, 'utils.js'), 'utf8'), `${LIB}/utils.js`)?.code).toContain(
      'export default { isArray, isArrayBuffer,',
    );
  });
});
