import { closestName } from '../../src/expressions/closestName.ts';

/** Small JSON helpers every pass of the checker shares: objects, JSON pointers, did-you-mean. */
export type Json = unknown;
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
export const at = (pointer: string, ...segments: (string | number)[]) =>
  segments.reduce<string>((p, s) => `${p}/${esc(s)}`, pointer);
export const didYouMean = (name: string, candidates: Iterable<string>) => {
  const close = closestName(name, candidates);
  return close ? ` (did you mean "${close}"?)` : '';
};
