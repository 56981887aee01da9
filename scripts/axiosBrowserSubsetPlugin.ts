import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/**
 * The axios release every stub below was checked against (package.json pins it): another release
 * fails the build until someone has checked again that the app cannot reach what is left out.
 */
export const AXIOS_CHECKED = '1.21.1';

/** What a left-out function does if it is ever reached: says so, instead of doing something else. */
const unreachable = (name: string) =>
  `function ${name}() { throw new Error('axios: ${name} is left out (scripts/axiosBrowserSubsetPlugin.ts)'); }`;

/** A module of axios the browser build replaces, and why the app can never reach what it held. */
interface AxiosStub {
  /** Under `axios/lib/`. */
  module: string;
  /** Why the app never reaches it (the review's record; a change of axios re-checks it). */
  why: string;
  /** The stand-in: the same export names as the module (checked at build time), nothing more. */
  code: string;
}

/**
 * Axios's browser build carries what any app might use; this app uses two instances made by
 * `src/api/createApiClient.ts`, with XSRF off, its own params serializer, and bodies that are
 * already a `URLSearchParams` or a `FormData` (`src/api/sendRequest.ts`, `encodePayload.ts`), and
 * no progress callbacks, cancel tokens or status table.
 */
export const AXIOS_STUBS: readonly AxiosStub[] = [
  {
    module: 'adapters/fetch.js',
    why: 'axios tries its adapters as xhr, http, fetch, and every engine of the floor has XMLHttpRequest',
    // What axios reports for an adapter the environment lacks.
    code: 'export const getFetch = () => false;\nexport default undefined;\n',
  },
  {
    module: 'helpers/HttpStatusCode.js',
    why: 'only `axios.HttpStatusCode` exposes it; the app compares statuses as numbers',
    code: 'export default {};\n',
  },
  {
    module: 'helpers/toFormData.js',
    why: 'axios encodes a plain object body itself; the app never sends one (its interceptor and sendRequest encode every body)',
    code: `export const DEFAULT_FORM_DATA_MAX_DEPTH = 100;\nexport default ${unreachable('toFormData')}\n`,
  },
  {
    module: 'helpers/toURLEncodedForm.js',
    why: 'a plain object body with a form content type; the app sends URLSearchParams instead',
    code: `export default ${unreachable('toURLEncodedForm')}\n`,
  },
  {
    module: 'helpers/formDataToJSON.js',
    why: 'a FormData body sent as JSON (or `axios.formToJSON`); the app sends FormData as multipart',
    code: `export default ${unreachable('formDataToJSON')}\n`,
  },
  {
    module: 'helpers/AxiosURLSearchParams.js',
    why: 'query params without a serializer, or an engine without URLSearchParams; both clients serialize their own and the floor has it',
    code: `export default ${unreachable('AxiosURLSearchParams')}\n`,
  },
  {
    module: 'helpers/validator.js',
    // The checks throw on an option of the wrong type and warn on a misspelt one: for the app's
    // two fixed configs (tested in src/api) they never do.
    why: 'it checks the options a caller passes; the app passes the same two valid configs every time',
    code: 'const any = () => any;\nexport default { assertOptions() {}, validators: { transitional: any, boolean: any, function: any, spelling: any } };\n',
  },
  {
    module: 'helpers/progressEventReducer.js',
    why: 'only `onUploadProgress` / `onDownloadProgress` start it; the app sets neither',
    code: `export const progressEventReducer = ${unreachable('progressEventReducer')}\nexport const progressEventDecorator = progressEventReducer;\nexport const asyncDecorator = progressEventReducer;\n`,
  },
  {
    module: 'helpers/cookies.js',
    why: 'only an XSRF token is read from cookies, and both clients set `withXSRFToken: false`',
    // Axios's own cookies for an environment without `document.cookie`.
    code: 'export default { write() {}, read() { return null; }, async readAsync() { return null; }, remove() {} };\n',
  },
  {
    module: 'core/setFormDataHeaders.js',
    why: "only a Node FormData's own headers (`getHeaders`); in a browser axios lets the browser set them",
    code: `export default ${unreachable('setFormDataHeaders')}\n`,
  },
  {
    module: 'core/assertParamsAcyclic.js',
    // It throws only on a cycle; the app's params are flat records of strings.
    why: 'it refuses params that contain themselves; the app sends flat records of strings (session, payload fields)',
    code: 'export default function assertParamsAcyclic() {}\n',
  },
  {
    module: 'cancel/CancelToken.js',
    why: 'only `axios.CancelToken` exposes it; the app cancels nothing (a call runs to its time-out)',
    code: `export default ${unreachable('CancelToken')}\n`,
  },
];

/**
 * The members of axios's `utils` object the modules of the browser build read (`utils.isArray`…),
 * for axios 1.21.1 with the stubs above. `utils.js` exports one object holding all 60-odd helpers,
 * so the bundler keeps every one of them; the build keeps only these in it, and the others go. The
 * build fails if an axios module it loads reads another.
 */
export const AXIOS_UTILS_READ: readonly string[] = [
  ...[
    'extend',
    'findKey',
    'forEach',
    'freezeMethods',
    'getSafeProp',
    'hasOwnProp',
    'merge',
    'reduceDescriptors',
  ],
  ...['toCamelCase', 'toJSONObject', 'toObjectSet', 'toSafeFlatObject', 'trim'],
  ...[
    'isArray',
    'isArrayBuffer',
    'isArrayBufferView',
    'isBlob',
    'isBuffer',
    'isFile',
    'isFileList',
    'isFormData',
  ],
  ...[
    'isFunction',
    'isHTMLForm',
    'isObject',
    'isPlainObject',
    'isReactNative',
    'isReadableStream',
    'isRegExp',
  ],
  ...[
    'isResponse',
    'isSafeIterable',
    'isStream',
    'isString',
    'isThenable',
    'isURLSearchParams',
    'isUndefined',
  ],
];

const PREFIX = '\0loan-axios-stub:';

/** The names a module exports (`default` for its default), read from its syntax tree. */
export function exportNames(code: string): string[] {
  const names: string[] = [];
  for (const node of parseAst(code).body) {
    if (node.type === 'ExportDefaultDeclaration') names.push('default');
    else if (node.type === 'ExportNamedDeclaration') {
      const declaration = node.declaration;
      if (declaration?.type === 'VariableDeclaration')
        for (const { id } of declaration.declarations) if (id.type === 'Identifier') names.push(id.name);
      if (
        (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') &&
        declaration.id
      )
        names.push(declaration.id.name);
      for (const specifier of node.specifiers)
        names.push(
          specifier.exported.type === 'Identifier'
            ? specifier.exported.name
            : String(specifier.exported.value),
        );
    }
  }
  return names.sort();
}

/** How a module of axios imports `lib/utils.js` (`platform/index.js` has a `utils` of its own). */
const IMPORTS_UTILS = /^import utils from '(?:\.\.?\/)+utils\.js';$/m;

/**
 * The `utils` members a module of axios reads, and whether it uses `utils` otherwise (passes it on,
 * destructures it); nothing for a module that does not import `lib/utils.js`.
 */
export function utilsReads(code: string): { members: string[]; otherUse: boolean } {
  if (!IMPORTS_UTILS.test(code)) return { members: [], otherUse: false };
  const body = code.replace(IMPORTS_UTILS, '');
  const members = new Set<string>();
  for (const match of body.matchAll(/\butils\.([A-Za-z_$][\w$]*)/g)) members.add(match[1] as string);
  const otherUse = /\butils\b(?!\.[A-Za-z_$])/.test(body);
  return { members: [...members].sort(), otherUse };
}

/**
 * `utils.js` with only the members of its default export `keep` names; throws if one of them is not
 * there (axios renamed or removed it). The helpers it builds by a call at the top of the module
 * (`const isFile = kindOfTest('File')`, the `setImmediate` stand-in) are marked pure, so the bundler
 * drops those nothing reads; all of them only build a value, but the `setImmediate` stand-in,
 * which also listens for `message` events to run what it is given: it goes with it.
 */
export function pruneUtils(code: string, keep: readonly string[]): string {
  const body = parseAst(code).body;
  const exported = body.find((node) => node.type === 'ExportDefaultDeclaration');
  const object = exported?.type === 'ExportDefaultDeclaration' ? exported.declaration : undefined;
  if (object?.type !== 'ObjectExpression')
    throw new Error('axios/lib/utils.js: its default export is no longer an object');
  const kept: string[] = [];
  const found = new Set<string>();
  for (const property of object.properties) {
    if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
    found.add(property.key.name);
    if (keep.includes(property.key.name)) kept.push(code.slice(property.start, property.end));
  }
  const missing = keep.filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`axios/lib/utils.js no longer has ${missing.join(', ')}`);
  const calls: number[] = [];
  for (const node of body)
    if (node.type === 'VariableDeclaration')
      for (const { init } of node.declarations) if (init?.type === 'CallExpression') calls.push(init.start);
  let out = `${code.slice(0, object.start)}{ ${kept.join(', ')} }${code.slice(object.end)}`;
  for (const at of calls.sort((a, b) => b - a)) out = `${out.slice(0, at)}/* @__PURE__ */ ${out.slice(at)}`;
  return out;
}

/**
 * Build only: leaves out of the browser bundle the parts of axios this app can never reach
 * (`AXIOS_STUBS`, about 3.5 KB of the entry, gzip). Each module is replaced where axios imports it
 * by a stand-in with the same exports; a left-out function throws if it is ever called. The build
 * fails when axios is not the release the stubs were checked against, or when a replaced module no
 * longer exports what its stand-in does.
 */
export function axiosBrowserSubsetPlugin(): Plugin {
  /** Stub id → the `axios/lib/` folder of the module it stands in for. */
  const libOf = new Map<string, string>();
  return {
    name: 'loan-axios-browser-subset',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/');
      const at = from?.lastIndexOf('/axios/lib/') ?? -1;
      if (!from || at < 0 || !source.startsWith('.')) return null;
      const lib = from.slice(0, at + '/axios/lib/'.length);
      const module = posix.normalize(posix.join(posix.dirname(from.slice(lib.length)), source));
      if (!AXIOS_STUBS.some((stub) => stub.module === module)) return null;
      const id = `${PREFIX}${module}`;
      libOf.set(id, lib);
      return id;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const module = id.slice(PREFIX.length);
      const stub = AXIOS_STUBS.find((entry) => entry.module === module);
      const lib = libOf.get(id);
      if (!stub || !lib) return null;
      const { version } = JSON.parse(readFileSync(join(lib, '../package.json'), 'utf8')) as {
        version: string;
      };
      if (version !== AXIOS_CHECKED)
        throw new Error(
          `axios ${version}: scripts/axiosBrowserSubsetPlugin.ts leaves out parts of axios ${AXIOS_CHECKED}; check each stub's reason against this release, then set AXIOS_CHECKED`,
        );
      const expected = exportNames(readFileSync(join(lib, module), 'utf8')).join(', ');
      const stands = exportNames(stub.code).join(', ');
      if (expected !== stands)
        throw new Error(
          `axios/lib/${module} exports ${expected}, its stand-in ${stands} (scripts/axiosBrowserSubsetPlugin.ts): check the stub against axios ${version}`,
        );
      return stub.code;
    },
    transform(code, id) {
      const path = id.replace(/\\/g, '/');
      if (!path.includes('/axios/lib/')) return null;
      if (path.endsWith('/axios/lib/utils.js'))
        return { code: pruneUtils(code, AXIOS_UTILS_READ), map: null };
      const { members, otherUse } = utilsReads(code);
      const missing = members.filter((name) => !AXIOS_UTILS_READ.includes(name));
      if (missing.length > 0 || otherUse)
        throw new Error(
          `${path} ${otherUse ? 'uses utils other than by reading a member' : `reads utils.${missing.join(', utils.')}`}: scripts/axiosBrowserSubsetPlugin.ts keeps in axios's utils only AXIOS_UTILS_READ`,
        );
      return null;
    },
  };
}
