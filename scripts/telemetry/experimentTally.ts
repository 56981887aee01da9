import type { ExposureTelemetry, GoalTelemetry } from '../../src/telemetry/telemetryTypes.ts';
import type { ExperimentFile } from './experimentFiles.ts';
import {
  type Comparison,
  compareRates,
  type Interval,
  type SampleRatio,
  sampleRatio,
  wilsonInterval,
} from './proportions.ts';

/**
 * The experiment tables of `npm run telemetry` (DESIGN §14): per experiment the borrowers each
 * variant got (first exposures) and, per goal, how many of them converted (first goals), held to
 * the experiment's file (`experiments/<id>.json`: the control, the shares).
 */

/**
 * The least data a verdict is given on; below it the table says `not enough data`
 * (docs/telemetry.md says the same, under "Experiments"):
 * - `exposed`: borrowers in each of the two variants compared, and borrowers the split check expects
 *   of each variant. Below 100 a rate is too uncertain to compare with another: 10 of 100 is
 *   5.5–17.4 % (Wilson), and the difference of two such rates spans ±8 points, wider than any
 *   change a screen makes;
 * - `outcomes`: converted, and not converted, borrowers in each of the two variants compared. The
 *   z-test and the interval are normal approximations, which the textbooks hold good from n·p ≥ 5
 *   and n·(1 − p) ≥ 5 (a goal almost no one, or almost everyone, reaches needs more borrowers).
 */
export const EXPERIMENT_MINIMUM = { exposed: 100, outcomes: 5 };

/** A split check's p below this raises the sample-ratio-mismatch alarm (a mismatch is a broken experiment, so the bar is strict). */
export const SAMPLE_RATIO_ALARM = 0.001;

/**
 * How many experiments the tally keeps, and variants and goals per experiment (a file has at most 8
 * of each, schemas/experiment.schema.json): more names only a forged log has, counted under `(other)`.
 */
export const EXPERIMENT_BOUNDS = { experiments: 1_000, variants: 32, goals: 32 };
const OTHER = '(other)';

/** The counts of one experiment: a handful of numbers per variant and goal, whatever the log's size. */
class ExperimentCounts {
  /** Borrowers (first exposures) per variant; every variant the log names, 0 for one only goals name. */
  readonly exposed = new Map<string, number>();
  /** Converted borrowers (first goals) per goal, then per variant. */
  readonly converted = new Map<string, Map<string, number>>();
}

/** Counts experiment events as a log streams past, in memory bounded by `EXPERIMENT_BOUNDS`. */
export class ExperimentTally {
  /** Names past the bounds counted under `(other)`. */
  lumped = 0;
  private readonly experiments = new Map<string, ExperimentCounts>();

  /** `name`'s key in `map`: itself, or `(other)` once the map holds `bound` names. */
  private keyOf(map: Map<string, unknown>, name: string, bound: number): string {
    if (map.has(name) || map.size < bound) return name;
    this.lumped += 1;
    return OTHER;
  }

  add(event: ExposureTelemetry | GoalTelemetry): void {
    const name = this.keyOf(this.experiments, event.experiment, EXPERIMENT_BOUNDS.experiments);
    let counts = this.experiments.get(name);
    if (!counts) {
      counts = new ExperimentCounts();
      this.experiments.set(name, counts);
    }
    const variant = this.keyOf(counts.exposed, event.variant, EXPERIMENT_BOUNDS.variants);
    const exposed = counts.exposed.get(variant) ?? 0;
    counts.exposed.set(variant, exposed + (event.type === 'exposure' && event.first ? 1 : 0));
    if (event.type !== 'goal') return;
    const goal = this.keyOf(counts.converted, event.goal, EXPERIMENT_BOUNDS.goals);
    let byVariant = counts.converted.get(goal);
    if (!byVariant) {
      byVariant = new Map();
      counts.converted.set(goal, byVariant);
    }
    byVariant.set(variant, (byVariant.get(variant) ?? 0) + (event.first ? 1 : 0));
  }

  /** Each experiment the log names, by name, with its counts. */
  entries(): [string, ExperimentCounts][] {
    return [...this.experiments];
  }
}

/** One variant of an experiment: its share in the file (none for a variant the file lacks) and its borrowers. */
export interface VariantSummary {
  variant: string;
  share?: number;
  exposed: number;
}

/** Whether the borrowers each variant got fit the file's shares. */
export type SplitCheck =
  | { verdict: 'no experiment file' | 'not enough data' }
  | ({ verdict: 'ok' | 'SAMPLE RATIO MISMATCH' } & SampleRatio);

/** One goal of one variant: its borrowers, how many converted, and how that compares with the control. */
export interface GoalSummary {
  goal: string;
  variant: string;
  exposed: number;
  converted: number;
  /** The rate and its 95 % Wilson interval; none with no borrower, or more converted than exposed. */
  rate?: Interval & { rate: number };
  /** The variant against the control (none without the file, or for a variant it lacks). */
  versus: 'no experiment file' | 'not in the file' | 'control' | 'not enough data' | Comparison;
}

export interface ExperimentSummary {
  experiment: string;
  /** From its file; empty without one. */
  screen: string;
  status: string;
  /** The file's variants in its order (the control first), then those only the log names, by name. */
  variants: VariantSummary[];
  split: SplitCheck;
  /** Per goal (the file's in its order, then those only the log names), per variant. */
  goals: GoalSummary[];
}

/** Text order by code unit, as SQL sorts text. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The file's names in its order, then the others by name. */
function ordered(filed: readonly string[], logged: Iterable<string>): string[] {
  return [...filed, ...[...logged].filter((name) => !filed.includes(name)).sort(byText)];
}

function splitCheck(variants: readonly VariantSummary[], file: ExperimentFile | undefined): SplitCheck {
  if (!file) return { verdict: 'no experiment file' };
  const observed = file.variants.map((v) => variants.find((row) => row.variant === v.id)?.exposed ?? 0);
  const shares = file.variants.map((v) => v.share);
  let total = 0;
  for (const count of observed) total += count;
  let shareTotal = 0;
  for (const share of shares) shareTotal += share;
  if (shares.some((share) => (total * share) / shareTotal < EXPERIMENT_MINIMUM.exposed))
    return { verdict: 'not enough data' };
  const test = sampleRatio(observed, shares);
  return { verdict: test.p < SAMPLE_RATIO_ALARM ? 'SAMPLE RATIO MISMATCH' : 'ok', ...test };
}

/** Whether two variants have the data a comparison needs (`EXPERIMENT_MINIMUM`). */
function enoughData(a: { exposed: number; converted: number }, b: { exposed: number; converted: number }) {
  const { exposed, outcomes } = EXPERIMENT_MINIMUM;
  return [a, b].every(
    (row) => row.exposed >= exposed && row.converted >= outcomes && row.exposed - row.converted >= outcomes,
  );
}

/** The experiment tables: each experiment the log names, by name, held to its file when there is one. */
export function summarizeExperiments(
  tally: ExperimentTally,
  files: ReadonlyMap<string, ExperimentFile>,
): ExperimentSummary[] {
  return tally
    .entries()
    .sort(([a], [b]) => byText(a, b))
    .map(([experiment, counts]) => {
      const file = files.get(experiment);
      const control = file?.variants[0]?.id;
      const variants = ordered(file?.variants.map((v) => v.id) ?? [], counts.exposed.keys()).map(
        (variant): VariantSummary => {
          const share = file?.variants.find((v) => v.id === variant)?.share;
          return {
            variant,
            ...(share === undefined ? {} : { share }),
            exposed: counts.exposed.get(variant) ?? 0,
          };
        },
      );
      const goals = ordered(file?.goals.map((g) => g.id) ?? [], counts.converted.keys()).flatMap((goal) => {
        const cells = variants.map((row) => ({
          ...row,
          converted: counts.converted.get(goal)?.get(row.variant) ?? 0,
        }));
        const baseline = cells.find((cell) => cell.variant === control);
        return cells.map(({ variant, share, exposed, converted }): GoalSummary => {
          const rate =
            exposed > 0 && converted <= exposed
              ? { rate: converted / exposed, ...wilsonInterval(converted, exposed) }
              : undefined;
          const versus: GoalSummary['versus'] = !file
            ? 'no experiment file'
            : share === undefined
              ? 'not in the file'
              : variant === control
                ? 'control'
                : baseline && enoughData(baseline, { exposed, converted })
                  ? compareRates(baseline, { converted, exposed })
                  : 'not enough data';
          return { goal, variant, exposed, converted, ...(rate ? { rate } : {}), versus };
        });
      });
      return {
        experiment,
        screen: file?.screen ?? '',
        status: file?.status ?? '',
        variants,
        split: splitCheck(variants, file),
        goals,
      };
    });
}
