import type { BridgeMessage } from './bridgeMessage';

/** The DOM event a plain browser receives instead of a native host call. */
export const BRIDGE_EVENT = 'loanbridge';

interface MessageHandler {
  postMessage(message: unknown): void;
}

/** The host objects the native apps inject into the webview. */
interface BridgeHostWindow {
  webkit?: { messageHandlers?: { loanBridge?: MessageHandler } };
  LoanBridge?: { postMessage(message: string): void };
}

/**
 * Posts a message to the native host (DESIGN §5): iOS through
 * `webkit.messageHandlers.loanBridge`, Android through `LoanBridge` (which only takes
 * strings, hence JSON). In a plain browser the message is logged and dispatched as a
 * `loanbridge` CustomEvent on `window`, so the app stays usable and tests can observe it.
 */
export function postBridge(message: BridgeMessage): void {
  if (typeof window === 'undefined') {
    console.info('[bridge]', message);
    return;
  }
  const host = window as Window & BridgeHostWindow;
  const ios = host.webkit?.messageHandlers?.loanBridge;
  if (ios) {
    ios.postMessage(message);
    return;
  }
  const android = host.LoanBridge;
  if (android) {
    android.postMessage(JSON.stringify(message));
    return;
  }
  console.info('[bridge]', message);
  window.dispatchEvent(new CustomEvent(BRIDGE_EVENT, { detail: message }));
}
