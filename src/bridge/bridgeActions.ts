/**
 * The closed list of native bridge actions (DESIGN §5). The screen schema lists the
 * same set, so a screen cannot post an action the host does not know.
 */
export const BRIDGE_ACTIONS = [
  'navigate',
  'closeWebview',
  'toHome',
  'to',
  'toMine',
  'toLogin',
  'callPhone',
  'toRate',
  'track',
  'startBank',
  'endBank',
] as const;

/** One native bridge action. */
export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

const ACTIONS: ReadonlySet<string> = new Set(BRIDGE_ACTIONS);

/** True when `value` is one of `BRIDGE_ACTIONS`. */
export function isBridgeAction(value: unknown): value is BridgeAction {
  return typeof value === 'string' && ACTIONS.has(value);
}
