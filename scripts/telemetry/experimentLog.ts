import type { GoalTelemetry, TelemetryEvent } from '../../src/telemetry/telemetryTypes.ts';
import { seeded } from '../bench/stats.ts';

/**
 * A made-up experiment's telemetry with known truths, the same for the same seed: what the
 * experiment tests and the DuckDB test read. Each borrower loads the screen one to three times (one
 * first exposure, the rest not first), and reaches each goal with its variant's true rate, on one of
 * those loads (the first time first, a later reach not).
 */

/** One variant of a made-up experiment: how many borrowers got it and each goal's true rate. */
export interface PlannedVariant {
  id: string;
  borrowers: number;
  /** Goal id → the share of borrowers who reach it. */
  rates: Record<string, number>;
}

export interface ExperimentPlan {
  experiment: string;
  screen: string;
  route: string;
  variants: PlannedVariant[];
}

/** 2026-11-25 00:00 Manila time. */
const DAY_START = Date.UTC(2026, 10, 24, 16);

/** The events of a plan, borrower by borrower, in batches of 20 (the last may be smaller). */
export function* experimentBatches(plan: ExperimentPlan, seed = 1): Generator<TelemetryEvent[]> {
  const random = seeded(seed);
  let batch: TelemetryEvent[] = [];
  let sent = 0;
  const push = (event: TelemetryEvent) => {
    batch.push(event);
    sent += 1;
  };
  for (const variant of plan.variants) {
    for (let borrower = 0; borrower < variant.borrowers; borrower++) {
      const loads = 1 + Math.floor(random() * 3);
      const common = {
        screen: plan.screen,
        route: plan.route,
        brand: 'pesoagad',
        build: '0.1.0+22dbe3f',
        engine: random() < 0.8 ? 'chromium/120' : 'webkit/605',
        locale: random() < 0.7 ? 'en' : 'fil',
        time: DAY_START + sent * 1000,
      };
      const ids = { experiment: plan.experiment, variant: variant.id };
      // The load each goal is first reached on (none for a borrower who does not reach it).
      const reached = Object.entries(variant.rates).map(([goal, rate]) => ({
        goal,
        on: random() < rate ? Math.floor(random() * loads) : -1,
      }));
      for (let load = 0; load < loads; load++) {
        push({ type: 'exposure', ...common, ...ids, first: load === 0 });
        for (const { goal, on } of reached)
          if (on !== -1 && load >= on) {
            const event: GoalTelemetry = { type: 'goal', ...common, ...ids, goal, first: load === on };
            push(event);
          }
      }
      while (batch.length >= 20) {
        yield batch.slice(0, 20);
        batch = batch.slice(20);
      }
    }
  }
  while (batch.length > 0) {
    yield batch.slice(0, 20);
    batch = batch.slice(20);
  }
}
