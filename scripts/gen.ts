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
} from '../language/api/apiSchemas';
import { OPEN_KEYWORD, openEnumsOf, openEnumTsType, relaxOpenEnums } from '../language/api/openEnums';
import { esmifyStandalone } from './lib/esmifyStandalone';
import { stripAnnotations } from './lib/stripAnnotations';
import { trimErrorObjects } from './lib/trimErrorObjects';

const HEADER = '// Generated code. Do not modify. Run npm run gen.';
const OUT_DIR = 'src/generated';

/** `loanDetails` → `LoanDetails`. */
export function pascalCase(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A copy in which each open enum (`x-open`) is typed as its values or any other of their type. */
function typeOpenEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(typeOpenEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = typeOpenEnums(value);
  if (out[OPEN_KEYWORD] === true && Array.isArray(out.enum)) out.tsType = openEnumTsType(out.enum);
  return out;
}

async function toType(schema: JSONSchema, name: string): Promise<string> {
  // json-schema-to-typescript mutates its input; give it a copy. The title names the type.
  const copy = { ...(typeOpenEnums(schema) as JSONSchema), title: name } as JsttSchema;
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

const VALIDATORS_DIR = `${OUT_DIR}/validators`;
const TELEMETRY_SCHEMA = 'schemas/telemetry/batch.schema.json';

const VALIDATOR_TYPE = `/** An error of a generated validator (a subset of ajv's ErrorObject). */
export interface ValidatorError {
  /** JSON pointer of the failing value. */
  instancePath: string;
  /** The schema rule that failed (\`type\`, \`required\`, \`enum\`, …): telemetry's drift names it. */
  keyword?: string;
  /** What is wrong. */
  message?: string;
}

/** A generated ajv standalone validator: returns whether the value is valid and keeps the errors. */
export type Validator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

/**
 * An enum of the payload its schema marks open (\`"x-open": true\`): the validator accepts any value
 * of its type there, and a value outside \`values\` is drift to report, not an error.
 */
export interface OpenEnum {
  /** JSON pointer from the payload; a \`*\` segment is every element of a list. */
  path: string;
  /** The values the screens know. */
  values: readonly (string | number | boolean | null)[];
}

/** One endpoint's payload check: its validator and its open enums. */
export interface PayloadCheck {
  validate: Validator;
  openEnums: readonly OpenEnum[];
}`;

/**
 * The ajv standalone validators (no eval at run time), one module per endpoint so a screen loads only
 * the checks of the endpoints it calls, in parallel with the call itself; the two envelope checks are
 * one small module of their own. `validators/index.ts` maps each endpoint id to its module's loader.
 */
function generateValidators(api: ApiSchemas, root: string): Record<string, string> {
  // The app only needs the first error of a bad response; allErrors would double the bundle size.
  const ajv = createAjv({ allErrors: false, code: { source: true, esm: true, lines: true } });
  // Descriptions would only bloat the bundle: ajv embeds the schemas it reports errors against
  // (and `trimErrorObjects` then drops what an error carries beyond its path and message). An open
  // enum accepts any value of its type: the app shows an order whose status it does not know.
  const documents = readApiSchemaDocuments(root);
  for (const document of documents)
    ajv.addSchema(stripAnnotations(relaxOpenEnums(document, String(document.$id))));
  const files: Record<string, string> = {};
  const envelopes = trimErrorObjects(
    esmifyStandalone(
      standaloneCode(ajv, {
        validateCommonEnvelope: envelopeSchemaId('common'),
        validateVariantEnvelope: envelopeSchemaId('variant'),
      }),
    ),
  );
  files[`${VALIDATORS_DIR}/envelopes.js`] = `${HEADER}\n${envelopes.trim()}\n`;
  files[`${VALIDATORS_DIR}/envelopes.d.ts`] = `${HEADER}

${VALIDATOR_TYPE}

/** The common envelope (\`code\`, \`data\`, \`message\`). */
export declare const validateCommonEnvelope: Validator;
/** The variant envelope (\`status\`, \`attach\`, \`message\`). */
export declare const validateVariantEnvelope: Validator;
`;
  const ids = Object.keys(api.endpoints);
  for (const id of ids) {
    const code = trimErrorObjects(esmifyStandalone(standaloneCode(ajv, { validate: dataSchemaRef(id) })));
    const document = documents.find((candidate) => candidate.$id === id) ?? {};
    const openEnums = openEnumsOf(document, api.endpoints[id]?.file ?? id);
    // Only a payload with open enums names them: the other modules stay as they were.
    const openTable =
      openEnums.length === 0
        ? ''
        : `\n// Values outside these lists pass the check above and are reported as drift.\nexport const openEnums = ${JSON.stringify(openEnums)};\n`;
    const openType =
      openEnums.length === 0
        ? ''
        : '/** The enums of the payload its schema marks open, with where they sit. */\nexport declare const openEnums: readonly OpenEnum[];\n';
    files[`${VALIDATORS_DIR}/${id}.js`] = `${HEADER}\n${code.trim()}\n${openTable}`;
    files[`${VALIDATORS_DIR}/${id}.d.ts`] = `${HEADER}
import type { ${openEnums.length === 0 ? '' : 'OpenEnum, '}Validator } from './envelopes.js';

/** The \`${id}\` payload (\`data\` or \`attach\` of a success). */
export declare const validate: Validator;
${openType}`;
  }
  files[`${VALIDATORS_DIR}/index.ts`] = `${HEADER}
import type { OpenEnum, PayloadCheck, Validator } from './envelopes.js';

export type { OpenEnum, PayloadCheck, Validator, ValidatorError } from './envelopes.js';

/** A payload check from its module; a payload without open enums has no table. */
const checkOf = (module: { validate: Validator; openEnums?: readonly OpenEnum[] }): PayloadCheck => ({
  validate: module.validate,
  openEnums: module.openEnums ?? [],
});

/** Loads the payload check of one endpoint: its own small chunk. */
export const dataValidatorLoaders: Record<string, () => Promise<PayloadCheck>> = {
${ids.map((id) => `  ${id}: () => import('./${id}.js').then(checkOf),`).join('\n')}
};
`;
  return files;
}

/**
 * The telemetry contract's check (`schemas/telemetry/batch.schema.json`, DESIGN §10), as ajv
 * standalone code: what `npm run telemetry` runs on every batch of a log, and what the app's own
 * sender is tested against. Not in the app's bundle: the app builds its events to fit it. Its errors
 * keep their `params` (the property, the limit), which the report names in its count of rejects.
 */
function generateTelemetryValidator(root: string): Record<string, string> {
  const ajv = createAjv({
    allErrors: false,
    discriminator: true,
    code: { source: true, esm: true, lines: true },
  });
  const schema = stripAnnotations(
    JSON.parse(readFileSync(join(root, TELEMETRY_SCHEMA), 'utf8')) as JSONSchema,
  );
  ajv.addSchema(schema);
  const code = esmifyStandalone(standaloneCode(ajv, { validateTelemetryBatch: String(schema.$id) }));
  return {
    [`${VALIDATORS_DIR}/telemetryBatch.js`]: `${HEADER}\n${code.trim()}\n`,
    [`${VALIDATORS_DIR}/telemetryBatch.d.ts`]: `${HEADER}
import type { ErrorObject } from 'ajv';

/** Whether a value is a telemetry batch the app could have sent (${TELEMETRY_SCHEMA}); its first error when not. */
export declare const validateTelemetryBatch: ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
`,
  };
}

/** Every generated file, by path relative to the project root. */
export async function generate(root: string = process.cwd()): Promise<Record<string, string>> {
  const api = loadApiSchemas(root);
  return {
    [`${OUT_DIR}/api-types.ts`]: await generateApiTypes(api),
    [`${OUT_DIR}/endpoints.ts`]: generateEndpoints(api),
    ...generateValidators(api, root),
    ...generateTelemetryValidator(root),
    [`${OUT_DIR}/brand.ts`]: await generateBrandType(root),
  };
}

/** The type of a brand file (`schemas/brand.schema.json`), for the build-time code that reads one. */
async function generateBrandType(root: string): Promise<string> {
  const schema = JSON.parse(readFileSync(join(root, 'schemas/brand.schema.json'), 'utf8')) as JSONSchema;
  return `${HEADER}\n\n${await toType(schema, 'BrandFile')}\n`;
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
