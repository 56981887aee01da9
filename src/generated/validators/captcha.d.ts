// Generated code. Do not modify. Run npm run gen.
import type { Validator } from './envelopes.js';

/** The `captcha` payload (`data` or `attach` of a success). */
export declare const validate: Validator;
