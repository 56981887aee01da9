import { hasOwn } from '../expressions/hasOwn';
import { eventRoute } from './eventRoute';
import type {
  DriftIssue,
  DriftViolation,
  EventCommon,
  StampedFact,
  TelemetryEvent,
  VitalName,
} from './telemetryTypes';

/**
 * The privacy rules of telemetry (DESIGN §10), in one place: an event holds names the app itself
 * wrote (screen ids, routes, files, JSON pointers of screens and schemas, endpoint ids, widget and
 * action types), numbers it measured, and type names; never a value a borrower typed or an answer
 * carried, nor the session's ids. What could carry one (a message, a pointer into an answer, a code)
 * is reduced to what cannot.
 */

/** What every event of this page load shares. */
export interface EventContext {
  /** The build's brand (`import.meta.env.VITE_BRAND`). */
  brand: string;
  /** The build's version. */
  build: string;
  /** The browser engine (`chromium/86`): `engineOf(navigator.userAgent)`, computed once a page load. */
  engine: string;
  /** The page's language (`en`, `fil`). */
  locale?: string;
  /** The session's parameters: `appVersion` and `osVersion` are sent; every value is kept out of messages. */
  session: Readonly<Record<string, string>>;
  /** Where a node of a compiled screen was written (a part's file); the screen's own pointer otherwise. */
  origin?: (file: string, pointer: string) => { file: string; pointer: string };
}

/** The most violations one drift event lists. */
const MAX_VIOLATIONS = 20;
/** The longest message an error event keeps. */
const MAX_MESSAGE = 200;
/** The longest pointer an event carries: deeper segments are left off (a screen's nodes are far shallower). */
const MAX_POINTER = 256;
const NAME = /^[A-Za-z_$][\w$.-]{0,63}$/;
const FILE = /^[\w.-]{1,64}(?:\/[\w.-]{1,64}){0,4}\.json$/;
const VERSION = /^[\w .()+-]{1,32}$/;
/** The types a schema's `type` names: what a drift's `expected` may list (each once). */
const JSON_TYPES: ReadonlySet<string> = new Set([
  'null',
  'boolean',
  'object',
  'array',
  'number',
  'integer',
  'string',
]);
const VITALS: ReadonlySet<VitalName> = new Set(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);

const nameOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && NAME.test(value) ? value : fallback;

/**
 * A JSON pointer with every segment that is not a name a schema or a screen could declare (a key
 * an answer made up, a long number) replaced by `*`: `/data/phones/09171234567` is `/data/phones/*`.
 * At most 15 segments and 256 characters (the contract's bound, schemas/telemetry/batch.schema.json).
 */
export function safePointer(pointer: unknown): string {
  if (typeof pointer !== 'string' || pointer === '') return '';
  let out = '';
  for (const segment of pointer.split('/').slice(1, 16)) {
    const safe = /^\d{1,4}$/.test(segment) || NAME.test(segment) ? segment : '*';
    if (out.length + 1 + safe.length > MAX_POINTER) break;
    out += `/${safe}`;
  }
  return out;
}

/** A whole, non-negative number of ms (0 for one that is not a measure). */
const wholeMs = (value: number): number => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** The JSON type of a value, as JSON Schema names it; `undefined` for nothing there. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value === 'bigint' ? 'integer' : typeof value;
}

/** The value at a JSON pointer of an answer, or undefined. */
function valueAt(answer: unknown, pointer: string): unknown {
  let value = answer;
  for (const segment of pointer.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    value = hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** One violation of an answer, or none for an issue that is not drift (a check that could not run). */
function violationOf(issue: DriftIssue, answer: unknown): DriftViolation | undefined {
  const { keyword, message = '' } = issue;
  if (typeof keyword !== 'string' || !NAME.test(keyword)) return undefined;
  let path = typeof issue.instancePath === 'string' ? issue.instancePath : '';
  // ajv names the missing property in its message, not in the path: the path is the property's.
  const missing = keyword === 'required' ? /property '([^']*)'$/.exec(message)?.[1] : undefined;
  if (missing !== undefined) path += `/${missing.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  const received = typeName(hasOwn(issue, 'received') ? issue.received : valueAt(answer, path));
  // "must be integer", "must be string,null": the schema's types. The envelope's own checks say the
  // answer must be a JSON object.
  const types = keyword === 'type' ? /^must be ([a-z,]+)$/.exec(message)?.[1] : undefined;
  const named = [...new Set(types?.split(',').filter((type) => JSON_TYPES.has(type)))];
  const expected = keyword === 'type' ? (named.length > 0 ? named.join('|') : 'object') : keyword;
  return { path: safePointer(path), expected, received };
}

/**
 * An error's message without what could be the borrower's or an answer's: addresses, e-mail
 * addresses, quoted text (V8 quotes the input it could not parse), the session's values, and runs
 * of digits (phone and card numbers); at most 200 characters.
 */
export function scrubMessage(message: unknown, secrets: readonly string[] = []): string {
  let text = typeof message === 'string' ? message : String(message);
  for (const secret of secrets) if (secret.length >= 4) text = text.split(secret).join('#');
  text = text
    .replace(/\b[a-z][\w+.-]*:\/\/\S*|\b(?:data|javascript|blob|mailto|tel):\S*/gi, '<url>')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '<email>')
    .replace(/"[^"]*"|“[^”]*”|`[^`]*`/g, '"…"')
    // A run of 6 digits or more, spaced or not: a phone, card or account number, never code's own.
    .replace(/[+\d][\d\s().-]*\d/g, (run) => (run.replace(/\D/g, '').length >= 6 ? '#' : run));
  return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text;
}

/** An envelope's code as sent, when it is a short code and not something longer (a number that could be a phone's). */
function safeCode(code: unknown): string | number | undefined {
  if (typeof code === 'number') return Number.isInteger(code) && Math.abs(code) < 1e6 ? code : undefined;
  return typeof code === 'string' && /^[\w.-]{1,12}$/.test(code) && !/\d{7}/.test(code) ? code : undefined;
}

/** A number rounded for its kind: a layout shift score to 4 decimals, times to whole ms. */
function rounded(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** An experiment's or goal's id, and a variant's (schemas/experiment.schema.json). */
const EXPERIMENT_NAME = /^[a-z][A-Za-z0-9]{0,47}$/;
const VARIANT_NAME = /^[a-z][a-z0-9]{0,15}$/;

/**
 * The event a fact becomes, with the fields every event shares, or undefined when nothing of it may
 * be sent (drift whose issues were all checks that could not run, a vital of a name or value not
 * known).
 */
export function buildEvent(fact: StampedFact, context: EventContext): TelemetryEvent | undefined {
  const common: EventCommon = {
    screen: nameOr(fact.screen, ''),
    route: eventRoute(fact.route),
    brand: context.brand,
    build: context.build,
    engine: context.engine,
    ...(context.locale ? { locale: context.locale } : {}),
    time: wholeMs(fact.time),
  };
  const { appVersion, osVersion } = context.session;
  if (appVersion !== undefined && VERSION.test(appVersion)) common.appVersion = appVersion;
  if (osVersion !== undefined && VERSION.test(osVersion)) common.osVersion = osVersion;
  switch (fact.type) {
    case 'drift': {
      const seen = new Set<string>();
      const violations: DriftViolation[] = [];
      for (const issue of fact.issues) {
        const violation = violationOf(issue, fact.answer);
        if (!violation || seen.has(violation.path) || violations.length >= MAX_VIOLATIONS) continue;
        seen.add(violation.path);
        violations.push(violation);
      }
      if (violations.length === 0) return undefined;
      return { type: 'drift', ...common, endpoint: nameOr(fact.endpoint, '*'), violations };
    }
    case 'api': {
      const status = Number.isInteger(fact.status) && fact.status >= 0 && fact.status < 600 ? fact.status : 0;
      const code = safeCode(fact.code);
      return {
        type: 'api',
        ...common,
        endpoint: nameOr(fact.endpoint, '*'),
        status,
        ...(code === undefined ? {} : { code }),
        ms: wholeMs(fact.ms),
        shown: fact.shown === true,
      };
    }
    case 'error': {
      const file = typeof fact.file === 'string' && FILE.test(fact.file) ? fact.file : '';
      const where = context.origin?.(file, fact.pointer) ?? { file, pointer: fact.pointer };
      const secrets = Object.values(context.session);
      return {
        type: 'error',
        ...common,
        file: FILE.test(where.file) ? where.file : '',
        pointer: safePointer(where.pointer),
        ...(fact.widget === undefined ? {} : { widget: nameOr(fact.widget, '*') }),
        ...(fact.action === undefined ? {} : { action: nameOr(fact.action, '*') }),
        message: scrubMessage(fact.message, secrets),
      };
    }
    case 'vital': {
      if (!VITALS.has(fact.name) || !Number.isFinite(fact.value) || fact.value < 0) return undefined;
      const pointer = safePointer(fact.pointer);
      return {
        type: 'vital',
        ...common,
        name: fact.name,
        value: rounded(fact.value, fact.name === 'CLS' ? 4 : 0),
        ...(pointer ? { pointer } : {}),
      };
    }
    case 'exposure':
    case 'goal': {
      // Names of the project's own files (schemas/experiment.schema.json), never a borrower's value.
      if (!EXPERIMENT_NAME.test(fact.experiment) || !VARIANT_NAME.test(fact.variant)) return undefined;
      if (fact.type === 'exposure')
        return {
          type: 'exposure',
          ...common,
          experiment: fact.experiment,
          variant: fact.variant,
          first: fact.first === true,
        };
      if (!EXPERIMENT_NAME.test(fact.goal)) return undefined;
      return {
        type: 'goal',
        ...common,
        experiment: fact.experiment,
        variant: fact.variant,
        goal: fact.goal,
        first: fact.first === true,
      };
    }
    default: {
      const unknown: never = fact;
      return unknown;
    }
  }
}
