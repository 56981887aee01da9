import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * `BENCH_LANTERN=1`: what Lighthouse's simulated LCP waited for, from the simulation it just ran
 * (Lantern, the model behind every Lighthouse figure of `npm run bench`, keeps each simulation's
 * node timings, as Lighthouse's own `LANTERN_DEBUG` saves them). The simulated LCP is the end of the
 * last node of its graph: every request that ended, and every task that started, before the LCP the
 * browser reported, the app's scripts included, each request sharing slow 4G's bandwidth equally with
 * the others in flight. So the lines say which request or task a route's LCP is, and the bytes it
 * shared the network with.
 */
export const lanternWanted = () => Boolean(process.env.BENCH_LANTERN);

/** Forgets the simulations of the runs before, so the next lines are the next run's. */
export function forgetSimulations(): void {
  Lantern.Simulation.Simulator.allNodeTimings.clear();
}

interface Timing {
  startTime: number;
  endTime: number;
}

/** The run's pessimistic LCP graph: its total, its bytes, and its last `count` nodes to end. */
export function lcpGraphLines(count = 4): string[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint') as
    | Map<Lantern.Graph.Node, Timing>
    | undefined;
  if (!timings) return ['    (no simulated LCP: Lighthouse ran no simulation)'];
  const nodes = [...timings].sort((a, b) => a[1].endTime - b[1].endTime);
  const bytes = nodes.reduce(
    (sum, [node]) => sum + (node.type === 'network' ? node.request.transferSize : 0),
    0,
  );
  const end = nodes.at(-1)?.[1].endTime ?? 0;
  return [
    `    simulated LCP (pessimistic graph) ${Math.round(end)} ms: ${nodes.length} nodes, ${(bytes / 1024).toFixed(1)} KB over the network; last to end:`,
    ...nodes.slice(-count).map(([node, { startTime, endTime }]) => {
      const what =
        node.type === 'network'
          ? `${new URL(node.request.url).pathname.split('/').pop()} (${(node.request.transferSize / 1024).toFixed(1)} KB)`
          : `a task of ${Math.round(node.duration / 1000)} ms as observed`;
      return `      ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)} ms  ${what}`;
    }),
  ];
}
