export { BRIDGE_ACTIONS, type BridgeAction, isBridgeAction } from './bridgeActions';
export {
  type BridgeMessage,
  type BridgePage,
  type BridgeParamsByAction,
  type TypedBridgeMessage,
  toBridgeMessage,
} from './bridgeMessage';
export { BRIDGE_EVENT, postBridge } from './postBridge';
