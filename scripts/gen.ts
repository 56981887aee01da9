/**
 * Generates `src/generated/` from `schemas/api/`: the API types, the endpoint registry and the ajv
 * standalone validators (no eval at run time). `--check` regenerates in memory and exits 1 when a
 * generated file on disk is stale, so CI catches drift between schemas and code.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema as JsttSchema } from 'json-schema-to-typescript';
import {
  type ApiSchemas,
  createAjv,
  dataSchemaRef,
  envelopeSchemaId,
  type JSONSchema,
  loadApiSchemas,
  readApiSchemaDocuments,
} from './lib/apiSchemas';
import { esmifyStandalone } from './lib/esmifyStandalone';
import { stripAnnotations } from './lib/stripAnnotations';

const HEADER = '// Generated code. Do not modify. Run npm run gen.';
const OUT_DIR = 'src/generated';

/** `loanDetails` → `LoanDetails`. */
export function pascalCase(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

async function toType(schema: JSONSchema, name: string): Promise<string> {
  // json-schema-to-typescript mutates its input; give it a copy. The title names the type.
  const copy = { ...structuredClone(schema), title: name } as JsttSchema;
  delete copy.$schema;
  delete copy.$id;
  const code = await compile(copy, name, {
    bannerComment: '',
    additionalProperties: false,
    unknownAny: true,
    format: true,
    style: {
      singleQuote: true,
      printWidth: 110,
      tabWidth: 2,
      useTabs: false,
      semi: true,
      trailingComma: 'all',
    },
  });
  return code.trim();
}

async function generateApiTypes(api: ApiSchemas): Promise<string> {
  const parts: string[] = [HEADER];
  parts.push(await toType(api.envelopes.common, 'CommonEnvelope'));
  parts.push(await toType(api.envelopes.variant, 'VariantEnvelope'));
  const ids = Object.keys(api.endpoints);
  for (const id of ids) {
    const endpoint = api.endpoints[id]!;
    parts.push(await toType(endpoint.request, `${pascalCase(id)}Request`));
    parts.push(await toType(endpoint.data, `${pascalCase(id)}Data`));
  }
  const map = ids.map((id) => {
    const name = pascalCase(id);
    return `  ${id}: { request: ${name}Request; data: ${name}Data };`;
  });
  parts.push(
    `/** Request payload and success data of every endpoint, by endpoint id. */\nexport interface EndpointTypes {\n${map.join('\n')}\n}`,
  );
  return `${parts.join('\n\n')}\n`;
}

function generateEndpoints(api: ApiSchemas): string {
  const rows = Object.values(api.endpoints).map(({ id, meta }) => {
    const fields = [
      `method: ${quote(meta.method)}`,
      `path: ${quote(meta.path)}`,
      `client: ${quote(meta.client)}`,
      `body: ${quote(meta.body)}`,
      `response: ${quote(meta.response)}`,
    ];
    // One property a line: Biome keeps an object expanded, and a row would not fit in 110 columns.
    return `  ${id}: {\n${fields.map((field) => `    ${field},`).join('\n')}\n  },`;
  });
  return `${HEADER}

/** How one endpoint goes on the wire (the \`x-endpoint\` block of its schema). */
export interface EndpointMeta {
  /** HTTP method. */
  method: 'GET' | 'POST';
  /** Path under API_BASE. */
  path: string;
  /** Request client: \`common\` (code envelope) or \`variant\` (status envelope). */
  client: 'common' | 'variant';
  /** Where the payload goes: query string, form-encoded body or multipart body. */
  body: 'query' | 'form' | 'multipart';
  /** Response kind: a JSON envelope or an image. */
  response: 'json' | 'image';
}

/** Every endpoint of the API contract, by endpoint id. */
export const endpoints = {
${rows.join('\n')}
} as const satisfies Record<string, EndpointMeta>;

/** Id of an endpoint of the API contract. */
export type EndpointId = keyof typeof endpoints;
`;
}

interface ValidatorExports {
  data: Record<string, string>;
  envelopes: Record<string, string>;
}

function validatorExports(api: ApiSchemas): ValidatorExports {
  const data: Record<string, string> = {};
  for (const id of Object.keys(api.endpoints)) data[id] = `validate${pascalCase(id)}Data`;
  return { data, envelopes: { common: 'validateCommonEnvelope', variant: 'validateVariantEnvelope' } };
}

function generateValidators(api: ApiSchemas, root: string): { js: string; dts: string } {
  const exportsByName = validatorExports(api);
  // The app only needs the first error of a bad response; allErrors would double the bundle size.
  const ajv = createAjv({ allErrors: false, code: { source: true, esm: true, lines: true } });
  // Descriptions would only bloat the bundle: ajv embeds the schemas it reports errors against.
  for (const document of readApiSchemaDocuments(root)) ajv.addSchema(stripAnnotations(document));
  const refs: Record<string, string> = {
    [exportsByName.envelopes.common!]: envelopeSchemaId('common'),
    [exportsByName.envelopes.variant!]: envelopeSchemaId('variant'),
  };
  for (const [id, name] of Object.entries(exportsByName.data)) refs[name] = dataSchemaRef(id);
  const code = esmifyStandalone(standaloneCode(ajv, refs));
  const table = Object.entries(exportsByName.data)
    .map(([id, name]) => `  ${id}: ${name},`)
    .join('\n');
  const js = `${HEADER}
${code.trim()}

/** Data (common) or attach (variant) validator of every endpoint, by endpoint id. */
export const dataValidators = {
${table}
};
`;
  const names = [...Object.values(exportsByName.envelopes), ...Object.values(exportsByName.data)];
  const dts = `${HEADER}

/** An error of a generated validator (a subset of ajv's ErrorObject). */
export interface ValidatorError {
  /** JSON pointer of the failing value. */
  instancePath: string;
  /** What is wrong. */
  message?: string;
}

/** A generated ajv standalone validator: returns whether the value is valid and keeps the errors. */
export type Validator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

${names.map((name) => `export declare const ${name}: Validator;`).join('\n')}

/** Data (common) or attach (variant) validator of every endpoint, by endpoint id. */
export declare const dataValidators: {
${Object.entries(exportsByName.data)
  .map(([id]) => `  ${id}: Validator;`)
  .join('\n')}
};
`;
  return { js, dts };
}

/** Every generated file, by path relative to the project root. */
export async function generate(root: string = process.cwd()): Promise<Record<string, string>> {
  const api = loadApiSchemas(root);
  const validators = generateValidators(api, root);
  return {
    [`${OUT_DIR}/api-types.ts`]: await generateApiTypes(api),
    [`${OUT_DIR}/endpoints.ts`]: generateEndpoints(api),
    [`${OUT_DIR}/validators.js`]: validators.js,
    [`${OUT_DIR}/validators.d.ts`]: validators.dts,
  };
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const root = process.cwd();
  const files = await generate(root);
  const stale: string[] = [];
  for (const [file, content] of Object.entries(files)) {
    const target = join(root, file);
    if (readOrEmpty(target) === content) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  if (check) {
    if (stale.length > 0) {
      console.error(`Stale generated files (run npm run gen):\n${stale.map((f) => `  ${f}`).join('\n')}`);
      process.exit(1);
    }
    console.log(`${OUT_DIR} is up to date.`);
    return;
  }
  console.log(stale.length > 0 ? `Wrote ${stale.join(', ')}` : `${OUT_DIR} already up to date.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
