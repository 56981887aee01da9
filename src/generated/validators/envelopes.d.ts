// Generated code. Do not modify. Run npm run gen.

/** An error of a generated validator (a subset of ajv's ErrorObject). */
export interface ValidatorError {
  /** JSON pointer of the failing value. */
  instancePath: string;
  /** The schema rule that failed (`type`, `required`, `enum`, …): telemetry's drift names it. */
  keyword?: string;
  /** What is wrong. */
  message?: string;
}

/** A generated ajv standalone validator: returns whether the value is valid and keeps the errors. */
export type Validator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

/**
 * An enum of the payload its schema marks open (`"x-open": true`): the validator accepts any value
 * of its type there, and a value outside `values` is drift to report, not an error.
 */
export interface OpenEnum {
  /** JSON pointer from the payload; a `*` segment is every element of a list. */
  path: string;
  /** The values the screens know. */
  values: readonly (string | number | boolean | null)[];
}

/** One endpoint's payload check: its validator and its open enums. */
export interface PayloadCheck {
  validate: Validator;
  openEnums: readonly OpenEnum[];
}

/** The common envelope (`code`, `data`, `message`). */
export declare const validateCommonEnvelope: Validator;
/** The variant envelope (`status`, `attach`, `message`). */
export declare const validateVariantEnvelope: Validator;
