import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import { openEnumDrift } from '../../src/api/openEnumDrift.ts';
import { type JSONSchema, OPEN_KEYWORD, openEnumsOf, relaxOpenEnums } from './openEnums.ts';

export type { JSONSchema };

/** The `x-endpoint` block of an endpoint schema: how the call goes on the wire. */
export interface EndpointMetaJson {
  method: 'GET' | 'POST';
  path: string;
  client: 'common' | 'variant';
  body: 'query' | 'form' | 'multipart';
  response: 'json' | 'image';
}

/** One endpoint contract read from `schemas/api/<id>.schema.json`. */
export interface ApiEndpointSchema {
  /** Endpoint id: the file name and the schema `$id`. */
  id: string;
  /** Path of the schema file, relative to the project root. */
  file: string;
  meta: EndpointMetaJson;
  /** `definitions.request`: the payload the client sends. */
  request: JSONSchema;
  /** `definitions.data`: the envelope's `data` (common) or `attach` (variant) on success. */
  data: JSONSchema;
}

/** Every API contract of the project. */
export interface ApiSchemas {
  /** Endpoints by id, in id order. */
  endpoints: Record<string, ApiEndpointSchema>;
  envelopes: { common: JSONSchema; variant: JSONSchema };
}

/**
 * The project root, found from this file rather than the working directory, because the sandbox loads
 * this module from its own server process.
 */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Folder of the API schemas, relative to the project root. */
export const API_SCHEMA_DIR = 'schemas/api';

const ENVELOPE_FILES = {
  common: 'envelope.common.schema.json',
  variant: 'envelope.variant.schema.json',
} as const;
const SCHEMA_SUFFIX = '.schema.json';

/**
 * Ajv options shared by the checks here and the standalone validators of `scripts/gen.ts`, so that
 * what CI accepts is exactly what the app accepts at run time.
 */
export const AJV_OPTIONS: Options = {
  strict: true,
  // ids are `string | integer` in many places: the server is not consistent about them.
  allowUnionTypes: true,
  allErrors: true,
};

/**
 * Creates an Ajv instance that knows the project's annotation keywords: `x-endpoint` (wire metadata),
 * `tsType` (type override read by json-schema-to-typescript, e.g. `Blob` for an upload) and `x-open`
 * (an answer's enum that the backend may extend, `openEnums.ts`; only beside an `enum`). Given as
 * written, a schema keeps its open enums closed: what the screen checker reads. The run-time checks
 * are compiled from `relaxOpenEnums`.
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  ajv.addKeyword({ keyword: 'x-endpoint', schemaType: 'object' });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  ajv.addKeyword({ keyword: OPEN_KEYWORD, schemaType: 'boolean', dependencies: ['enum'] });
  return ajv;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJson(file: string): JSONSchema {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(parsed)) throw new Error(`${file}: not a JSON object`);
  return parsed;
}

function readMeta(file: string, value: unknown): EndpointMetaJson {
  if (!isRecord(value)) throw new Error(`${file}: missing "x-endpoint"`);
  const { method, path, client, body, response } = value;
  const ok =
    (method === 'GET' || method === 'POST') &&
    typeof path === 'string' &&
    (client === 'common' || client === 'variant') &&
    (body === 'query' || body === 'form' || body === 'multipart') &&
    (response === 'json' || response === 'image');
  if (!ok) throw new Error(`${file}: invalid "x-endpoint" ${JSON.stringify(value)}`);
  return { method, path, client, body, response };
}

/**
 * Reads every endpoint schema and both envelopes from `<root>/schemas/api`.
 * Throws when a file does not follow the layout (`$id` = file name, `x-endpoint`, `definitions.request`
 * and `definitions.data`), so a broken contract stops CI at the first step.
 */
export function loadApiSchemas(root: string = process.cwd()): ApiSchemas {
  const dir = join(root, API_SCHEMA_DIR);
  const endpoints: Record<string, ApiEndpointSchema> = {};
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(SCHEMA_SUFFIX) && !name.startsWith('envelope.'))
    .sort();
  for (const name of files) {
    const id = name.slice(0, -SCHEMA_SUFFIX.length);
    const file = `${API_SCHEMA_DIR}/${name}`;
    const schema = readJson(join(dir, name));
    if (schema.$id !== id) throw new Error(`${file}: "$id" must be "${id}"`);
    const definitions = schema.definitions;
    if (!isRecord(definitions) || !isRecord(definitions.request) || !isRecord(definitions.data)) {
      throw new Error(`${file}: "definitions" must hold "request" and "data" schemas`);
    }
    endpoints[id] = {
      id,
      file,
      meta: readMeta(file, schema['x-endpoint']),
      request: definitions.request,
      data: definitions.data,
    };
  }
  return {
    endpoints,
    envelopes: {
      common: readJson(join(dir, ENVELOPE_FILES.common)),
      variant: readJson(join(dir, ENVELOPE_FILES.variant)),
    },
  };
}

/**
 * Reads the raw schema documents (endpoints then envelopes) in a stable order, for registering with Ajv.
 */
export function readApiSchemaDocuments(root: string = process.cwd()): JSONSchema[] {
  const dir = join(root, API_SCHEMA_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith(SCHEMA_SUFFIX))
    .sort()
    .map((name) => readJson(join(dir, name)));
}

/** Ajv reference of an endpoint's data schema. */
export function dataSchemaRef(endpointId: string): string {
  return `${endpointId}#/definitions/data`;
}

/** Ajv reference of an endpoint's request schema. */
export function requestSchemaRef(endpointId: string): string {
  return `${endpointId}#/definitions/request`;
}

/** Ajv `$id` of the envelope of a client. */
export function envelopeSchemaId(client: 'common' | 'variant'): string {
  return `envelope.${client}`;
}

/** Whether a (valid) envelope of the given client reports success (SPEC §7). */
export function isSuccessEnvelope(client: 'common' | 'variant', body: Record<string, unknown>): boolean {
  if (client === 'variant') return body.status === '00';
  const code = body.code;
  return (typeof code === 'number' || typeof code === 'string') && code !== '' && Number(code) === 0;
}

/** Formats Ajv errors as `<instancePath> <message>`, with `prefix` put in front of each path. */
export function formatAjvErrors(errors: ErrorObject[] | null | undefined, prefix = ''): string[] {
  return (errors ?? []).map((error) => {
    const path = `${prefix}${error.instancePath}` || '/';
    const allowed =
      error.keyword === 'enum' ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
    return `${path} ${error.message ?? 'is invalid'}${allowed}`;
  });
}

interface Checker {
  schemas: ApiSchemas;
  envelope: Record<'common' | 'variant', ValidateFunction>;
  data: Record<string, ValidateFunction>;
}

let checker: Checker | undefined;

function getChecker(): Checker {
  if (checker) return checker;
  const ajv = createAjv();
  // As the app checks answers: an open enum takes any value of its type (see `fixtureDrift`).
  for (const document of readApiSchemaDocuments(PROJECT_ROOT))
    ajv.addSchema(relaxOpenEnums(document, String(document.$id)));
  const schemas = loadApiSchemas(PROJECT_ROOT);
  const data: Record<string, ValidateFunction> = {};
  for (const id of Object.keys(schemas.endpoints)) {
    const validate = ajv.getSchema(dataSchemaRef(id));
    if (!validate) throw new Error(`schema ${dataSchemaRef(id)} not found`);
    data[id] = validate;
  }
  const envelope = (client: 'common' | 'variant'): ValidateFunction => {
    const validate = ajv.getSchema(envelopeSchemaId(client));
    if (!validate) throw new Error(`schema ${envelopeSchemaId(client)} not found`);
    return validate;
  };
  checker = { schemas, data, envelope: { common: envelope('common'), variant: envelope('variant') } };
  return checker;
}

/**
 * Checks a full response body (envelope with data) of an endpoint, as a sandbox fixture holds it.
 * The envelope is checked against the endpoint's client envelope; only a success envelope
 * (`Number(code) === 0` / `status === "00"`) has its `data` / `attach` checked against the endpoint's
 * data schema. Schemas are read from `schemas/api` of the project on first use.
 *
 * @returns one `<instancePath> <message>` line per error; empty when the body is valid.
 */
export function validateFixture(endpointId: string, body: unknown): string[] {
  const { schemas, data, envelope } = getChecker();
  const endpoint = schemas.endpoints[endpointId];
  const validateData = data[endpointId];
  if (!endpoint || !validateData) return [`/ unknown endpoint id "${endpointId}"`];
  if (endpoint.meta.response === 'image') return [`/ ${endpointId} answers an image, not a JSON envelope`];
  const client = endpoint.meta.client;
  const validateEnvelope = envelope[client];
  if (!validateEnvelope(body)) return formatAjvErrors(validateEnvelope.errors);
  if (!isRecord(body) || !isSuccessEnvelope(client, body)) return [];
  const field = client === 'variant' ? 'attach' : 'data';
  return validateData(body[field]) ? [] : formatAjvErrors(validateData.errors, `/${field}`);
}

/**
 * The values of a fixture outside its schema's open lists, as the app reports them (`reportDrift`):
 * one `<instancePath> open enum value outside list: <value> (<list>)` line each. Not a problem: a
 * fixture may show what the app does with a status it does not know. As in the app, only an answer
 * that passes its check has drift: an invalid one is refused whole (`validateFixture`).
 */
export function fixtureDrift(endpointId: string, body: unknown): string[] {
  const { schemas } = getChecker();
  const endpoint = schemas.endpoints[endpointId];
  if (!endpoint || endpoint.meta.response === 'image' || !isRecord(body)) return [];
  if (validateFixture(endpointId, body).length > 0) return [];
  if (!isSuccessEnvelope(endpoint.meta.client, body)) return [];
  const field = endpoint.meta.client === 'variant' ? 'attach' : 'data';
  const document = readJson(join(PROJECT_ROOT, endpoint.file));
  return openEnumDrift(body[field], openEnumsOf(document, endpoint.file)).map(
    (drift) =>
      `/${field}${drift.instancePath} ${drift.message}: ${JSON.stringify(drift.received)} (${drift.expected.join(', ')})`,
  );
}
