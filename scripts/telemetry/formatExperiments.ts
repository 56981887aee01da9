import type { ExperimentSummary, GoalSummary } from './experimentTally.ts';

/**
 * The experiment tables as the report prints them (DESIGN §14). Every figure is rounded the way the
 * DuckDB query of docs/telemetry.md rounds it: half up, on an integer (`floor(x·10ᵏ + 0.5)`), then
 * written digit by digit, so the two print the same text (`toFixed` and SQL's `round` differ on
 * halves and on negative numbers).
 */

/** `floor(value × scale + 0.5)`: rounded half up to an integer number of 1/scale. */
const units = (value: number, scale: number) => Math.floor(value * scale + 0.5);

/** A share of 1 as a percentage to one decimal, without the sign: `0.1412` → `14.1`. */
export function percentText(share: number): string {
  const tenths = units(share, 1000);
  return `${(tenths - (tenths % 10)) / 10}.${tenths % 10}`;
}

/** A difference of rates in percentage points to one decimal, signed: `+4.1`, `-0.3`, `0.0`. */
export function pointsText(difference: number): string {
  const sign = units(Math.abs(difference), 1000) === 0 ? '' : difference < 0 ? '-' : '+';
  return `${sign}${percentText(Math.abs(difference))}`;
}

/** A p-value to four decimals, `< 0.0001` below. */
export function pText(p: number): string {
  if (p < 0.0001) return '< 0.0001';
  const tenThousandths = units(p, 10000);
  const whole = (tenThousandths - (tenThousandths % 10000)) / 10000;
  return `${whole}.${`${tenThousandths % 10000}`.padStart(4, '0')}`;
}

/** A share of the file (a percentage, in hundredths at most) as written: `50`, `33.33`, `12.5`. */
export function shareText(share: number): string {
  const hundredths = units(share, 100);
  const whole = (hundredths - (hundredths % 100)) / 100;
  const rest = hundredths % 100;
  if (rest === 0) return `${whole}`;
  return rest % 10 === 0 ? `${whole}.${rest / 10}` : `${whole}.${`${rest}`.padStart(2, '0')}`;
}

/** The table of experiments (one row each, its split): its header and rows. */
export function experimentColumns(
  experiments: readonly ExperimentSummary[],
): [header: string[], rows: string[][]] {
  return [
    ['experiment', 'screen', 'status', 'first exposures', 'shares', 'split p', 'split check'],
    experiments.map((row) => [
      row.experiment,
      row.screen,
      row.status,
      row.variants.map((v) => `${v.variant} ${v.exposed}`).join(', '),
      row.variants
        .flatMap((v) => (v.share === undefined ? [] : [`${v.variant} ${shareText(v.share)}`]))
        .join(', '),
      'p' in row.split ? pText(row.split.p) : '',
      row.split.verdict,
    ]),
  ];
}

function rateText(row: GoalSummary): string {
  if (row.converted > row.exposed) return 'more converted than exposed';
  if (!row.rate) return '';
  return `${percentText(row.rate.rate)}% (${percentText(row.rate.low)}–${percentText(row.rate.high)})`;
}

function versusText(versus: GoalSummary['versus']): [difference: string, p: string] {
  if (typeof versus !== 'object') return [versus === 'no experiment file' ? '' : versus, ''];
  const { difference, low, high, p } = versus;
  return [`${pointsText(difference)} pts (${pointsText(low)} to ${pointsText(high)})`, pText(p)];
}

/** The goals of every experiment, one row per goal and variant: its header and rows. */
export function goalColumns(experiments: readonly ExperimentSummary[]): [header: string[], rows: string[][]] {
  return [
    [
      'experiment',
      'goal',
      'variant',
      'exposed',
      'converted',
      'rate (95% Wilson)',
      'vs control (95% Newcombe)',
      'p (z-test)',
    ],
    experiments.flatMap((experiment) =>
      experiment.goals.map((row) => [
        experiment.experiment,
        row.goal,
        row.variant,
        `${row.exposed}`,
        `${row.converted}`,
        rateText(row),
        ...versusText(row.versus),
      ]),
    ),
  ];
}

type Columns = [header: string[], rows: string[][]];

/**
 * The experiments' part of the report, as the text and the page both show it: the table of
 * experiments, then one table per experiment of its goals (its rows of `goalColumns`, without the
 * experiment's column).
 */
export function experimentTables(experiments: readonly ExperimentSummary[]): {
  experiments: Columns;
  goals: { experiment: string; columns: Columns }[];
} {
  const [header, rows] = goalColumns(experiments);
  return {
    experiments: experimentColumns(experiments),
    goals: experiments.map(({ experiment }) => ({
      experiment,
      columns: [header.slice(1), rows.filter((row) => row[0] === experiment).map((row) => row.slice(1))],
    })),
  };
}
