// Generated code. Do not modify. Run npm run gen.
import type { OpenEnum, Validator } from './envelopes.js';

/** The `loanDetails` payload (`data` or `attach` of a success). */
export declare const validate: Validator;
/** The enums of the payload its schema marks open, with where they sit. */
export declare const openEnums: readonly OpenEnum[];
