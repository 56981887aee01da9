import { seeded } from '../../scripts/bench/stats';
/**
 * The orders and timings the layout-shift check lets a page's held requests go in
 * (tests/e2e/layoutShift.ts holds them; tests/e2e/layoutShift.e2e.ts runs every route in each).
 */

/** What the test holds back: an API answer, a lazy JavaScript chunk, an image. */
export type HeldKind = 'answer' | 'chunk' | 'image';

/** A request the page is waiting for, held until the timing lets it go. */
export interface HeldRequest {
  kind: HeldKind;
  /** Its path and query, for messages. */
  path: string;
  /** The order it was asked for in, from 0. */
  order: number;
}

/** Lets these held requests go now, in this order. */
export type Release = (requests: readonly HeldRequest[]) => Promise<void>;

/**
 * One order and timing of what the page waits for. `step` is called with what is held whenever the
 * page has asked for all it asks for without them (and it has painted), and lets some of it go; it
 * is called again until nothing is held and the screen has settled.
 */
export interface Timing {
  name: string;
  step(held: readonly HeldRequest[], release: Release): Promise<void>;
  /**
   * What it lets go, and when, on a page that only ever holds `kinds`: two timings with the same
   * key there release the same requests at the same moments, so a load in the second repeats the first.
   */
  key(kinds: ReadonlySet<HeldKind>): string;
}

/** Waits `ms` of the test's own clock. */
export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `order` as it acts on a page holding only `kinds`: the groups it can never use left out. */
const orderKey = (order: readonly (readonly HeldKind[])[], kinds: ReadonlySet<HeldKind>) =>
  JSON.stringify(
    order.map((group) => group.filter((kind) => kinds.has(kind)).sort()).filter((group) => group.length > 0),
  );

/** Lets the first of these kinds that has a held request go, all of that kind at once. */
function kindsInOrder(name: string, order: readonly (readonly HeldKind[])[]): Timing {
  return {
    name,
    key: (kinds) => orderKey(order, kinds),
    async step(held, release) {
      for (const kinds of order) {
        const some = held.filter((request) => kinds.includes(request.kind));
        if (some.length > 0) return release(some);
      }
    },
  };
}

/** Everything held, one request at a time in an order shuffled by `seed`, 0–40 ms apart. */
function shuffled(seed: number): Timing {
  const random = seeded(seed);
  return {
    name: `shuffled (seed ${seed}), one at a time`,
    key: () => `shuffled ${seed}`,
    async step(held, release) {
      const order = [...held];
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j] as HeldRequest, order[i] as HeldRequest];
      }
      for (const request of order) {
        await release([request]);
        await pause(Math.floor(random() * 40));
      }
    },
  };
}

/**
 * The timings every route is loaded in. Each first waits for the page's first paint (a shift needs
 * a frame before it), then: everything together; the answers before the chunks that draw them; the
 * chunks (the screen hydrated, its frame drawn) before the answers; the chunks and images, then the
 * answers one by one, newest first, 60 ms apart; and a seeded shuffle of everything.
 */
export const TIMINGS: readonly Timing[] = [
  kindsInOrder('all at once', [['answer', 'chunk', 'image']]),
  kindsInOrder('answers, then chunks, images last', [['answer'], ['chunk'], ['image']]),
  kindsInOrder('chunks, then answers, images last', [['chunk'], ['answer'], ['image']]),
  {
    name: 'chunks and images, then answers newest first, 60 ms apart',
    // Without answers it lets all that is held go at once, as `all at once` does.
    key: (kinds) =>
      `${orderKey([['chunk', 'image']], kinds)}${kinds.has('answer') ? ', then answers newest first' : ''}`,
    async step(held, release) {
      const rest = held.filter((request) => request.kind !== 'answer');
      if (rest.length > 0) return release(rest);
      for (const request of [...held].reverse()) {
        await release([request]);
        await pause(60);
      }
    },
  },
  shuffled(40),
];

/**
 * The timings of `timings` that would not repeat one of `ran` on a page that holds only `kinds`.
 * A whole page holds only its chunks: there the first four timings all let every held chunk go at
 * once, and only the shuffle differs; a page with images and no answers has three orders, not five.
 */
export function timingsNotRepeating(
  timings: readonly Timing[],
  ran: readonly Timing[],
  kinds: ReadonlySet<HeldKind>,
): Timing[] {
  const seen = new Set(ran.map((timing) => timing.key(kinds)));
  const left: Timing[] = [];
  for (const timing of timings) {
    const key = timing.key(kinds);
    if (ran.includes(timing) || seen.has(key)) continue;
    seen.add(key);
    left.push(timing);
  }
  return left;
}
