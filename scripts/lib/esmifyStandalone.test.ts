// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { createAjv, PROJECT_ROOT } from '../../language/api/apiSchemas';
import { esmifyStandalone } from './esmifyStandalone';

// Inside the project so that `ajv` resolves from node_modules.
const tmp = mkdtempSync(join(PROJECT_ROOT, 'node_modules', '.esmify-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('esmifyStandalone', () => {
  it('turns ajv runtime requires into imports', () => {
    const out = esmifyStandalone(
      '"use strict";\nconst func0 = require("ajv/dist/runtime/ucs2length").default;\n',
    );
    expect(out).not.toMatch(/require\(/);
    expect(out).toMatch(/^import \* as ajvRuntime_ucs2length_ns from 'ajv\/dist\/runtime\/ucs2length\.js';/);
    expect(out).toContain('const func0 = ajvRuntime_ucs2length_default;');
  });

  it('refuses a require that is not an ajv runtime', () => {
    expect(() => esmifyStandalone('const x = require("fs");')).toThrow(/require/);
  });

  it('gives a module that runs as ESM and uses the runtime', async () => {
    const ajv = createAjv({ code: { source: true, esm: true } });
    ajv.addSchema({ $id: 'short', type: 'string', maxLength: 2 });
    const code = esmifyStandalone(standaloneCode(ajv, { validateShort: 'short' }));
    expect(code).toContain('ajvRuntime_ucs2length');
    const file = join(tmp, 'validators.mjs');
    writeFileSync(file, code);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      validateShort: (data: unknown) => boolean;
    };
    // 2 emoji are 4 UTF-16 units but 2 characters: only ucs2length counts them right.
    expect(module.validateShort('😀😀')).toBe(true);
    expect(module.validateShort('abc')).toBe(false);
  });
});
