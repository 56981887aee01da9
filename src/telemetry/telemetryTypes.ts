/**
 * The telemetry contract (DESIGN §10): what the app sends about what went wrong and how fast each
 * screen was, and nothing about the borrower. Every event is built from a fact by `buildEvent`,
 * which holds the privacy rules.
 */

/** The most events one page load sends; later ones are dropped (DESIGN §10). */
export const MAX_EVENTS_PER_PAGE = 100;
/** A batch goes as soon as this many events wait (and whatever waits when the page is hidden or left). */
export const BATCH_SIZE = 20;
/**
 * The largest body the app sends, in bytes of JSON: a batch past it goes as two (`sendBatch`). The
 * contract bounds one event to about 8 KB (schemas/telemetry/batch.schema.json: a drift of 20
 * violations at their longest), a usual one is 250–400 bytes, so a batch of 20 is ~8 KB at most in
 * practice; nginx takes no more than this and a margin (deploy/nginx.conf, `client_max_body_size`).
 */
export const MAX_BATCH_BYTES = 16 * 1024;

/** The fields every event carries. */
export interface EventCommon {
  /** The screen's id (`orderDetails`); empty before the first route is known. */
  screen: string;
  /** The route as the screen names it (`/loanDetails`, `*` for the not-found screen), never the address. */
  route: string;
  /** The brand of the build (`brands/<id>.json`). */
  brand: string;
  /** The build's version: package version and git commit (`0.1.0+1a2b3c4`). */
  build: string;
  /**
   * The browser engine: family and major version (`chromium/86`, `webkit/605`, `gecko/128`,
   * `unknown`), from the user agent by `engineOf`; never the user agent itself (DESIGN §11).
   */
  engine: string;
  /** The page's language (DESIGN §12): `en`, `fil`. Absent only in logs from before events carried it. */
  locale?: string;
  /** When it happened, in ms since the epoch. */
  time: number;
  /** The host app's version, from the session, when the host gave it. */
  appVersion?: string;
  /** The phone's OS version, from the session, when the host gave it. */
  osVersion?: string;
}

/** One place an answer broke its schema: where, and the type names on both sides (never a value). */
export interface DriftViolation {
  /** JSON pointer of the value in the answer (`/data/items/3/cate`). */
  path: string;
  /** A JSON type (`integer`, `string|integer`) or, for a rule other than a type, its keyword (`enum`, `required`). */
  expected: string;
  /** The JSON type the answer held there (`string`), `undefined` when absent. */
  received: string;
}

/** An answer failed its schema, or carried a value outside an open list. */
export interface DriftTelemetry extends EventCommon {
  type: 'drift';
  /** The endpoint's id (`loanDetails`). */
  endpoint: string;
  violations: DriftViolation[];
}

/** A call failed: refused, an HTTP error, no answer, or an answer that broke its schema. */
export interface ApiTelemetry extends EventCommon {
  type: 'api';
  endpoint: string;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** The envelope's code (`code`, or the variant's `status`), when the server refused. */
  code?: string | number;
  /** From sending the call to its result, in ms. */
  ms: number;
  /** Whether the borrower saw a message about it (its toast was up when the call ended). */
  shown: boolean;
}

/** A render error caught by the screen's boundary, or an action that failed. */
export interface ErrorTelemetry extends EventCommon {
  type: 'error';
  /** The screen or part file the node was written in (`screens/parts/payCodeBox.json`). */
  file: string;
  /** JSON pointer of the node in `file`. */
  pointer: string;
  /** The widget's type, for a render error. */
  widget?: string;
  /** The action's type, for an action that failed. */
  action?: string;
  /** What went wrong, with digits runs, quoted text and addresses left out. */
  message: string;
}

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** One of the web vitals of a screen. */
export interface VitalTelemetry extends EventCommon {
  type: 'vital';
  name: VitalName;
  /** ms, or the layout shift score for CLS. */
  value: number;
  /** JSON pointer of the screen node LCP, INP or CLS points at, when known. */
  pointer?: string;
}

/** A page load showed a variant of a running experiment (DESIGN §14): once per experiment and load. */
export interface ExposureTelemetry extends EventCommon {
  type: 'exposure';
  /** The experiment's id (`experiments/<id>.json`). */
  experiment: string;
  /** The variant shown. */
  variant: string;
  /** The first load this device showed the experiment: first exposures count borrowers. */
  first: boolean;
}

/** A borrower shown a variant reached one of its experiment's goals (DESIGN §14): once per goal and load. */
export interface GoalTelemetry extends EventCommon {
  type: 'goal';
  experiment: string;
  variant: string;
  /** The goal's id in the experiment's file. */
  goal: string;
  /** The first time this device reached it: first goals count converted borrowers. */
  first: boolean;
}

export type TelemetryEvent =
  | DriftTelemetry
  | ApiTelemetry
  | ErrorTelemetry
  | VitalTelemetry
  | ExposureTelemetry
  | GoalTelemetry;

/** The body of `POST <base>telemetry`. */
export interface TelemetryBatch {
  events: readonly TelemetryEvent[];
}

/** One reason an answer broke its schema, as the API layer saw it. */
export interface DriftIssue {
  instancePath: string;
  /** The schema rule that failed (ajv's keyword); an issue without one is not drift (a check that could not run). */
  keyword?: string;
  message?: string;
  /**
   * The value found (an open enum's): only its type name leaves the page. Without it the value is
   * read from the fact's `answer` at `instancePath`.
   */
  received?: unknown;
}

/**
 * What the app observed, before the privacy rules: the engine records facts (`recordTelemetry`)
 * and the reporter, loaded after the first paint, turns each into at most one event.
 */
export type TelemetryFact =
  | { type: 'drift'; endpoint: string; issues: readonly DriftIssue[]; answer?: unknown }
  | {
      type: 'api';
      endpoint: string;
      status: number;
      code?: unknown;
      ms: number;
      shown: boolean;
    }
  | {
      type: 'error';
      file: string;
      pointer: string;
      widget?: string;
      action?: string;
      message: string;
    }
  | { type: 'vital'; name: VitalName; value: number; pointer?: string }
  | { type: 'exposure'; experiment: string; variant: string; first: boolean }
  | { type: 'goal'; experiment: string; variant: string; goal: string; first: boolean };

/** Where and when a fact was recorded. */
export interface FactStamp {
  screen: string;
  route: string;
  time: number;
}

export type StampedFact = TelemetryFact & FactStamp;

/**
 * What a studio preview tells the studio of each `drift` and `error` event it reports (`reporter.ts`), so the studio lists them under the preview that caused them.
 * Development only.
 */
export interface StudioTelemetryReport {
  kind: 'loan-studio:telemetry';
  /**
   * The preview's page load (`performance.timeOrigin`, plus the screens' version after a change swapped
   * its screen): a reloaded preview starts a new list.
   */
  page: number;
  event: DriftTelemetry | ErrorTelemetry;
}
