/**
 * Beside `PRERENDERED` (prerenderMarks.ts) on a variant's page (DESIGN §14): `<experiment>:<variant>`,
 * the variant the server chose for this borrower (deploy's `split_clients`). The app shows that one,
 * never another. Apart from the other marks: only a screen with an experiment reads it, in its own chunk.
 */
export const PRERENDERED_VARIANT = 'data-variant';
