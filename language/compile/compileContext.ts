import type { SourceSpan } from '../formula/index.ts';
import type { Origin, PartFile } from './parts.ts';

// The shapes the screen compiler passes between its steps (compileScreen.ts, substitute.ts, brandLookup.ts).

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const esc = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A mistake found while compiling, located in the file as written (and in the formula, by span):
 * `pointer` names the value staff typed, before any part is expanded.
 */
export interface CompileProblem {
  file: string;
  pointer: string;
  message: string;
  span?: SourceSpan;
  /** A second place the problem concerns: the part's declaration of the parameter at fault. */
  declaredAt?: { file: string; pointer: string };
}

/** A compiled screen: the tree that ships, where each node came from, and what could not compile. */
export interface CompiledScreen {
  value: unknown;
  /** Pointer in `value` → where it was written. Every node has an entry. */
  origins: Map<string, Origin>;
  problems: CompileProblem[];
  /** The files of the parts the screen uses, including those of uses that could not be expanded. */
  usedParts: Set<string>;
}

/** A compiled value with the origin of each of its nodes, by pointer relative to the value. */
export interface Located {
  tree: unknown;
  origins: Map<string, Origin>;
}

/** One parameter a part declares. */
export interface ParamDecl {
  type?: string;
  default?: unknown;
}

/** What formulas can read by name where they are written: a screen's `let` names, or a part's `params`. */
export interface Env {
  /** Bare roots the parser accepts besides the scope roots. */
  names: ReadonlySet<string>;
  /** Resolves a path whose root is one of `names`: the value's tree and the rest of the path. */
  lookup(path: string): { value: Located; rest: string } | { error: string } | undefined;
}

/** What one screen's compilation carries: the parts, the problems found, what was used, the brand. */
export interface Context {
  parts: Map<string, PartFile>;
  problems: CompileProblem[];
  /** Parts being expanded, outermost first: a part that uses itself is refused. */
  stack: string[];
  /** `let` names read at least once. */
  usedLets: Set<string>;
  /** Files of the parts used, expanded or not. */
  usedParts: Set<string>;
  /** What `brand.*` reads (brand.ts `brandScope`); each read is folded into its value. */
  brand?: Readonly<Record<string, unknown>>;
}

/** The origin of a child node: the same file, one segment deeper. */
export function child(origin: Origin, segment: string | number): Origin {
  return { ...origin, pointer: `${origin.pointer}/${esc(segment)}` };
}

/** The span of an origin inside a formula, as a problem carries it. */
export function spanOf(origin: Origin): { span?: SourceSpan } {
  return origin.span ? { span: origin.span } : {};
}
