/** What the app knows of an experiment (`virtual:experiments`, from experiments/<id>.json). */
export interface LiveExperiment {
  id: string;
  /** The id of the screen it runs on. */
  screen: string;
  status: 'running' | 'decided';
  /** A decided experiment's variant, shown to everyone. */
  winner?: string;
  /** The control first: the published screen, no `file`. */
  variants: readonly LiveVariant[];
  goals: readonly LiveGoal[];
}

export interface LiveVariant {
  id: string;
  share: number;
  /** The variant's screen file (`experiments/goLoanButton/b.json`); absent for the control. */
  file?: string;
  /** Its chunk in a language. */
  load?: (locale?: string) => Promise<{ default: unknown }>;
}

/** A goal: reached by a successful call of `call`, a navigation to `navigate`, or the bridge action `bridge`. */
export interface LiveGoal {
  id: string;
  call?: string;
  navigate?: string;
  bridge?: string;
}

/** The kinds of goal and what the app notes for each (`reachGoal`). */
export type GoalKind = 'call' | 'navigate' | 'bridge';
