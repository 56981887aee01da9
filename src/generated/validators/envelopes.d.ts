// Generated code. Do not modify. Run npm run gen.

/** An error of a generated validator (a subset of ajv's ErrorObject). */
export interface ValidatorError {
  /** JSON pointer of the failing value. */
  instancePath: string;
  /** What is wrong. */
  message?: string;
}

/** A generated ajv standalone validator: returns whether the value is valid and keeps the errors. */
export type Validator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

/** The common envelope (`code`, `data`, `message`). */
export declare const validateCommonEnvelope: Validator;
/** The variant envelope (`status`, `attach`, `message`). */
export declare const validateVariantEnvelope: Validator;
