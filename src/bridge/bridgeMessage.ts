import type { BridgeAction } from './bridgeActions';

/** Named native pages `to` accepts; anything else in `page` is a URL. */
export type BridgePage = 'setting' | 'main' | 'login' | 'order' | 'productDetail';

/** Parameters of the actions whose arguments DESIGN §5 fixes. */
export interface BridgeParamsByAction {
  /** Go to a native page, or open a URL. */
  to: { page: BridgePage | (string & {}) };
  /** Place a phone call. */
  callPhone: { phone: string };
}

/** A message for a bridge action with typed parameters. */
export type TypedBridgeMessage<A extends BridgeAction> = A extends keyof BridgeParamsByAction
  ? { action: A; params: BridgeParamsByAction[A] }
  : { action: A; params?: Record<string, unknown> };

/**
 * A message posted to the native host: `{ action, params? }`. `to` and `callPhone`
 * require their parameters; the other actions take optional free-form ones (e.g.
 * `track` carries the event fields).
 */
export type BridgeMessage = { [A in BridgeAction]: TypedBridgeMessage<A> }[BridgeAction];

/**
 * Builds a typed message from an action and free-form parameters (e.g. evaluated from
 * a screen's JSON), checking the parameters `to` and `callPhone` need. Returns null
 * when they are missing, so a caller reports the screen error instead of posting a
 * message the host cannot act on.
 */
export function toBridgeMessage(
  action: BridgeAction,
  params?: Record<string, unknown>,
): BridgeMessage | null {
  switch (action) {
    case 'to': {
      const page = params?.page;
      return typeof page === 'string' && page !== '' ? { action, params: { ...params, page } } : null;
    }
    case 'callPhone': {
      const phone = params?.phone;
      if (typeof phone === 'number') return { action, params: { ...params, phone: String(phone) } };
      return typeof phone === 'string' && phone !== '' ? { action, params: { ...params, phone } } : null;
    }
    default:
      return params === undefined ? { action } : { action, params };
  }
}
