/**
 * Resolves in the next task: by then the actions that run at once (e.g. `setState`) are done and
 * the ones that wait (`delay`, a call) are waiting. A message, not a timer, so a page's fake clock
 * (a test's, a webview's throttled timers) does not hold it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
