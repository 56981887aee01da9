export type { BridgeAction } from './bridgeActions';
export {
  type BridgeMessage,
  toBridgeMessage,
} from './bridgeMessage';
export { postBridge } from './postBridge';
